import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_CHANGED, NOTHING_TO_UNDO, TOO_LATE_TO_UNDO } from '@portal/domain/admin';
import { loadAdminMessages, loadMessages } from '@portal/domain/i18n';
import { translateMessage } from '@/lib/i18n/translate-message';
import { ADMIN_MESSAGES } from './admin-messages';

describe('the back office’s messages that come as English text', () => {
  it.each(['ms', 'zh-Hans'] as const)('are each translated in %s once its catalogue is loaded', async (locale) => {
    const [messages, adminMessages] = await Promise.all([loadMessages(locale), loadAdminMessages(locale)]);
    i18n.loadAndActivate({ locale, messages: { ...messages, ...adminMessages } });
    const same = ADMIN_MESSAGES.filter((message) => translateMessage(message.id) === message.id);
    expect(same.map((message) => message.id)).toEqual([]);
    expect(translateMessage('Campaign is closed')).not.toBe('Campaign is closed');
  });

  it('are kept under the exact words of the shared refusals', () => {
    // The catalogue's extractor reads literals only: the copies must match the domain's constants.
    const ids = ADMIN_MESSAGES.map((message) => message.id);
    expect(ids).toEqual(expect.arrayContaining([CAMPAIGN_CHANGED, NOTHING_TO_UNDO, TOO_LATE_TO_UNDO]));
  });

  it('translate why a payout was skipped, with the task’s status in the language shown', async () => {
    const [messages, adminMessages] = await Promise.all([loadMessages('zh-Hans'), loadAdminMessages('zh-Hans')]);
    i18n.loadAndActivate({ locale: 'zh-Hans', messages: { ...messages, ...adminMessages } });

    expect(translateMessage('The task is not waiting for payment (Approved, Successful)')).toBe(
      '该任务不在等待付款状态（已批准，付款成功）',
    );
    expect(translateMessage('The task is not waiting for payment (Awaiting Report)')).toBe(
      '该任务不在等待付款状态（等待报告）',
    );
  });
});
