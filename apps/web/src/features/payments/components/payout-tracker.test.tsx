import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format-date';
import { buildPayoutTracker } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { PayoutTracker } from './payout-tracker';

const APPROVED_AT = '2026-12-01T04:00:00.000Z';
const SCHEDULED_AT = '2026-12-03T02:00:00.000Z';
const SENT_AT = '2026-12-04T02:00:00.000Z';
const PAID_AT = '2026-12-05T09:00:00.000Z';
const RETURNED_AT = '2026-12-08T09:00:00.000Z';

/** Each stage as a list item reads: its name, then its date or 'Not yet'. */
const stages = () =>
  within(screen.getByRole('list', { name: 'Payout progress' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const currentStage = () =>
  within(screen.getByRole('list', { name: 'Payout progress' }))
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-current') === 'step')
    .map((item) => item.textContent);

describe('PayoutTracker', () => {
  it('shows an approved payout at its first stage, the others not reached yet', () => {
    renderWithProviders(<PayoutTracker tracker={buildPayoutTracker({ approvedAt: APPROVED_AT })} />);

    expect(stages()).toEqual([`Approved${formatDate(APPROVED_AT)}`, 'ScheduledNot yet', 'SentNot yet', 'PaidNot yet']);
    expect(currentStage()).toEqual([`Approved${formatDate(APPROVED_AT)}`]);
  });

  it('dates each stage reached and marks the one the payout is at', () => {
    renderWithProviders(
      <PayoutTracker tracker={buildPayoutTracker({ stage: 'sent', scheduledAt: SCHEDULED_AT, sentAt: SENT_AT })} />,
    );

    expect(stages()).toEqual([
      `Approved${formatDate(APPROVED_AT)}`,
      `Scheduled${formatDate(SCHEDULED_AT)}`,
      `Sent${formatDate(SENT_AT)}`,
      'PaidNot yet',
    ]);
    expect(currentStage()).toEqual([`Sent${formatDate(SENT_AT)}`]);
  });

  it('ends at Paid, with its date, and gives no advice', () => {
    renderWithProviders(
      <PayoutTracker
        tracker={buildPayoutTracker({ stage: 'paid', scheduledAt: SCHEDULED_AT, sentAt: SENT_AT, paidAt: PAID_AT })}
      />,
    );

    expect(currentStage()).toEqual([`Paid${formatDate(PAID_AT)}`]);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('tells a creator whose PayPal payment is unclaimed to claim it or correct the address', () => {
    renderWithProviders(
      <PayoutTracker
        tracker={buildPayoutTracker({
          stage: 'returned',
          scheduledAt: SCHEDULED_AT,
          sentAt: SENT_AT,
          returnedAt: RETURNED_AT,
          problem: 'unclaimed',
          method: 'paypal',
        })}
      />,
    );

    expect(stages().at(-1)).toBe(`Returned${formatDate(RETURNED_AT)}`);
    expect(currentStage()).toEqual([`Returned${formatDate(RETURNED_AT)}`]);
    expect(screen.getByText('Your payment waits to be claimed')).toBeInTheDocument();
    expect(
      screen.getByText(/^Check your PayPal e-mail: the payment waits for a PayPal account with that address/),
    ).toBeInTheDocument();
    // Still out until PayPal pays or returns it: it is not sent again meanwhile.
    expect(
      screen.getByText(
        'Not claimed within 30 days, it comes back to us, and we send it again once your details are right.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your payment details' })).toHaveAttribute('href', '/bank-details');
  });

  it("tells a creator whose bank returned the payment to check their bank details, with the bank's reason", () => {
    renderWithProviders(
      <PayoutTracker
        tracker={buildPayoutTracker({
          stage: 'returned',
          returnedAt: RETURNED_AT,
          problem: 'returned',
          method: 'bank',
          reason: 'Account closed',
        })}
      />,
    );

    expect(screen.getByText('Your payment came back')).toBeInTheDocument();
    expect(
      screen.getByText("Check your bank details: the bank, the account number and the account holder's name."),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason given: Account closed')).toBeInTheDocument();
    expect(
      screen.getByText('We will send it again in the next batch once your details are right.'),
    ).toBeInTheDocument();
  });

  it('tells a creator whose PayPal payment failed to check their PayPal e-mail', () => {
    renderWithProviders(
      <PayoutTracker
        tracker={buildPayoutTracker({
          stage: 'returned',
          returnedAt: RETURNED_AT,
          problem: 'failed',
          method: 'paypal',
          reason: 'RECEIVER_UNREGISTERED',
        })}
      />,
    );

    expect(screen.getByText('Check the PayPal e-mail address in your payment details.')).toBeInTheDocument();
    expect(screen.getByText('Reason given: RECEIVER_UNREGISTERED')).toBeInTheDocument();
  });
});
