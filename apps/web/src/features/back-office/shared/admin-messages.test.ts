import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_CHANGED, NOTHING_TO_UNDO, TOO_LATE_TO_UNDO } from '@portal/domain/admin';
import { errorOfText, messageOf } from '@portal/domain/errors';
import { loadAdminMessages, loadMessages, type Locale } from '@portal/domain/i18n';
import { translateDomainMessage } from '@/lib/i18n/translate-errors';
import { translateMessage } from '@/lib/i18n/translate-message';
import { ADMIN_MESSAGES } from './admin-messages';

async function activate(locale: Locale) {
  const [messages, adminMessages] = await Promise.all([loadMessages(locale), loadAdminMessages(locale)]);
  i18n.loadAndActivate({ locale, messages: { ...messages, ...adminMessages } });
}

describe('the back office’s messages', () => {
  it.each(['ms', 'zh-Hans'] as const)('are each translated in %s once its catalogue is loaded', async (locale) => {
    await activate(locale);
    const same = ADMIN_MESSAGES.filter((message) => translateMessage(message.id) === message.id);
    expect(same.map((message) => message.id)).toEqual([]);
    const closed = { code: 'campaign-is-closed', message: 'Campaign is closed' };
    expect(translateMessage(closed)).not.toBe('Campaign is closed');
  });

  it('know the shared refusals by their code, whose words they are', async () => {
    expect([CAMPAIGN_CHANGED, NOTHING_TO_UNDO, TOO_LATE_TO_UNDO].map((text) => errorOfText(text)?.code)).toEqual([
      'campaign-changed',
      'nothing-to-undo',
      'too-late-to-undo',
    ]);
    await activate('zh-Hans');
    expect(translateDomainMessage(CAMPAIGN_CHANGED)).not.toBe(CAMPAIGN_CHANGED);
  });

  it('translate why a payout was skipped, with the task’s status in the language shown', async () => {
    await activate('zh-Hans');
    const paid = { code: 'payout-not-due-payment', params: { status: 'COMPLETED', payment: 'COMPLETED' } } as const;
    const waiting = { code: 'payout-not-due', params: { status: 'APPROVED-PENDING-REPORT' } } as const;

    expect(translateDomainMessage({ ...paid, message: messageOf(paid) })).toBe(
      '该任务不在等待付款状态（已批准，付款成功）',
    );
    expect(translateDomainMessage({ ...waiting, message: messageOf(waiting) })).toBe(
      '该任务不在等待付款状态（等待报告）',
    );
  });
});
