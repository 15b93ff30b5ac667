import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentFacts } from '@portal/domain/terms';
import { renderWithProviders } from '@/testing/render';
import { PaymentStandingText } from './payment-standing';

const awaiting: PaymentFacts = {
  status: 'APPROVED-PENDING-PAYMENT',
  paymentDueOn: '2026-12-12',
  paidAt: null,
  paymentReference: null,
};

describe('PaymentStandingText', () => {
  it('says by when a payment is due, through its due day in Malaysia', () => {
    renderWithProviders(<PaymentStandingText payment={awaiting} now={new Date('2026-12-12T15:00:00Z')} />);
    expect(screen.getByText('Payment due by 12 Dec 2026')).toBeInTheDocument();
  });

  it('says how many days a payment is overdue, in the danger colour and in words', () => {
    renderWithProviders(
      <PaymentStandingText
        payment={{ ...awaiting, status: 'APPROVED-PROCESSING-PAYMENT' }}
        now={new Date('2026-12-15T03:00:00Z')}
      />,
    );
    const overdue = screen.getByText('Overdue by 3 days');
    // jsdom computes a colour from the theme's variables, which no test loads: the declaration names it.
    expect(overdue.style.color).toBe('var(--mantine-color-red-text)');
    expect(screen.queryByText(/Payment due by/)).not.toBeInTheDocument();
  });

  it('says when a task was paid, with its reference when there is one', () => {
    const paid: PaymentFacts = { ...awaiting, status: 'COMPLETED', paidAt: '2026-12-10T04:00:00Z' };
    const { unmount } = renderWithProviders(
      <PaymentStandingText
        payment={{ ...paid, paymentReference: 'MBB-1234' }}
        now={new Date('2026-12-20T00:00:00Z')}
      />,
    );
    expect(screen.getByText('Paid on 10 Dec 2026 · ref. MBB-1234')).toBeInTheDocument();
    unmount();
    renderWithProviders(<PaymentStandingText payment={paid} now={new Date('2026-12-20T00:00:00Z')} />);
    expect(screen.getByText('Paid on 10 Dec 2026')).toBeInTheDocument();
  });

  it('says nothing before a task is approved for payment', () => {
    renderWithProviders(<PaymentStandingText payment={{ ...awaiting, status: 'PENDING-CHECKING' }} now={new Date()} />);
    expect(screen.queryByText(/Payment due|Overdue|Paid on/)).not.toBeInTheDocument();
  });
});
