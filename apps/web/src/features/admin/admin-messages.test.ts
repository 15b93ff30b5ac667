import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loadAdminMessages, loadMessages } from '@portal/domain/i18n';
import { translateMessage } from '@/lib/i18n/translate-message';
import { ADMIN_MESSAGES } from './admin-messages';

describe('the back office’s messages that come as English text', () => {
  it.each(['ms', 'zh-Hans'] as const)('are each translated in %s once its catalogue is loaded', async (locale) => {
    const [messages, adminMessages] = await Promise.all([loadMessages(locale), loadAdminMessages(locale)]);
    i18n.loadAndActivate({ locale, messages: { ...messages, ...adminMessages } });
    const same = ADMIN_MESSAGES.filter((message) => translateMessage(message.id) === message.id);
    expect(same.map((message) => message.id)).toEqual([]);
    expect(translateMessage('Campaign saved')).not.toBe('Campaign saved');
  });
});
