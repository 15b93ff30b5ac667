import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loadAdminMessages, loadMessages } from '@portal/domain/i18n';
import { STATUS_LABELS, TASK_STATUSES } from '@portal/domain/tasks';
import { statusLine, statusWords } from './status-labels';

describe('a task status in words', () => {
  it('is SPEC’s label, on the creator’s screens and in the back office, the payment’s state beside it', () => {
    for (const status of TASK_STATUSES) {
      expect(statusWords(status).status).toBe(STATUS_LABELS[status].status);
      expect(statusLine(status).startsWith(statusWords(status).status)).toBe(true);
    }
    expect(statusWords('APPROVED-PENDING-PAYMENT')).toEqual({ status: 'Approved', payment: 'Payment: Awaiting' });
    expect(statusLine('APPROVED-PENDING-PAYMENT')).toBe('Approved · Payment: Awaiting');
    expect(statusLine('APPROVED-PROCESSING-PAYMENT')).toBe('Approved · Payment: Processing');
    expect(statusLine('COMPLETED')).toBe('Approved · Payment: Successful');
    expect(statusLine('ACCEPTED')).toBe('On-Going');
  });

  it('reads the same in another language, with the back office’s catalogue loaded too', async () => {
    const [messages, adminMessages] = await Promise.all([loadMessages('zh-Hans'), loadAdminMessages('zh-Hans')]);
    i18n.loadAndActivate({ locale: 'zh-Hans', messages: { ...messages, ...adminMessages } });
    const { status, payment } = statusWords('COMPLETED');
    expect(status).not.toBe('Approved');
    expect(statusLine('COMPLETED')).toBe(`${status} · ${payment}`);
  });
});
