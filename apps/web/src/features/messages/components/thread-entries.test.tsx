import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ThreadEntry } from '@portal/domain/messages';
import { renderWithProviders } from '@/testing/render';
import { ThreadEntries } from './thread-entries';

const step = (id: string, action: string, remark: string | null = null): ThreadEntry => ({
  id,
  type: 'event',
  createdAt: '2026-12-05T02:00:00.000Z',
  side: null,
  authorName: null,
  body: null,
  files: [],
  action,
  fromStatus: 'APPROVED-PROCESSING-PAYMENT',
  toStatus: 'APPROVED-PROCESSING-PAYMENT',
  remark,
});

describe("the task's timeline", () => {
  it("tells the payout's steps on its rail, a return with what to do and the rail's reason", () => {
    renderWithProviders(
      <ThreadEntries
        viewer="creator"
        brandName="Kopi Kita"
        entries={[
          step('e1', 'payoutSent'),
          step('e2', 'payoutUnclaimed', 'RECEIVER_UNREGISTERED'),
          step('e3', 'payoutReturned', 'RETURNED'),
        ]}
      />,
    );
    const lines = within(screen.getByRole('list', { name: 'Conversation' }))
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toEqual([
      expect.stringMatching(/^Payment sent · /),
      expect.stringMatching(
        /^Payment not claimed: check the PayPal e-mail in your payment details · .*Reason: RECEIVER_UNREGISTERED$/,
      ),
      expect.stringMatching(
        /^Payment came back: check your payment details; it is sent again in the next batch · .*Reason: RETURNED$/,
      ),
    ]);
  });
});
