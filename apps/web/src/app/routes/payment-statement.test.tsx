import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentStatement } from '@portal/domain/earnings';
import { formatDate } from '@/lib/format-date';
import { activateLocale } from '@/lib/i18n/locale';
import { tokenManager } from '@/lib/token-manager';
import { stubFetch } from '@/testing/fetch-stub';
import { storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const BATCH_ID = '7d3e0c52-91aa-4f0b-8a3e-1c2d3e4f5a6b';

const statement: PaymentStatement = {
  batchId: BATCH_ID,
  payerName: 'Portal Creators Sdn. Bhd.',
  creatorName: 'Siti Nur Aisyah',
  method: 'paypal',
  paidAt: '2026-12-05T03:00:00.000Z',
  lines: [
    {
      taskId: 'task-1',
      referralId: null,
      campaign: 'Kopi Kita',
      friendName: null,
      amountMinor: 12050,
      currency: 'MYR',
      reference: 'ITEM-5521',
      paidAt: '2026-12-05T02:00:00.000Z',
    },
    {
      taskId: null,
      referralId: 'referral-1',
      campaign: 'Raya Glow',
      friendName: 'Farid Hakim',
      amountMinor: 2500,
      currency: 'MYR',
      reference: 'ITEM-5522',
      paidAt: '2026-12-05T03:00:00.000Z',
    },
  ],
  totals: [{ currency: 'MYR', amountMinor: 14550 }],
};

afterEach(() => {
  tokenManager.clear();
});

describe('Payment statement page', () => {
  it('shows the payer, the creator, each payment with its reference and the total, and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    stubFetch({ ...storedSessionRoutes(), [`GET /api/payments/statements/${BATCH_ID}`]: { body: statement } });
    renderApp(`/payment-history/statements/${BATCH_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment statement' })).toBeInTheDocument();
    expect(await screen.findByText('Paid by: Portal Creators Sdn. Bhd.')).toBeInTheDocument();
    expect(screen.getByText('Paid to: Siti Nur Aisyah')).toBeInTheDocument();
    expect(screen.getByText('Paid through: PayPal')).toBeInTheDocument();
    expect(screen.getByText(`Paid on: ${formatDate(statement.paidAt)}`)).toBeInTheDocument();
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Date paidForReferenceAmount',
      `${formatDate('2026-12-05T02:00:00.000Z')}Task: Kopi KitaITEM-5521MYR 120.50`,
      `${formatDate('2026-12-05T03:00:00.000Z')}Referral fee for Farid Hakim: Raya GlowITEM-5522MYR 25.00`,
      'TotalMYR 145.50',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("in the creator's language", async () => {
    await activateLocale('ms');
    stubFetch({ ...storedSessionRoutes(), [`GET /api/payments/statements/${BATCH_ID}`]: { body: statement } });
    renderApp(`/payment-history/statements/${BATCH_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Penyata pembayaran' })).toBeInTheDocument();
    expect(await screen.findByText('Dibayar oleh: Portal Creators Sdn. Bhd.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cetak' })).toBeInTheDocument();
  });

  it('says so when the payout paid the creator nothing, with no Print button', async () => {
    stubFetch({
      ...storedSessionRoutes(),
      [`GET /api/payments/statements/${BATCH_ID}`]: {
        status: 404,
        body: { error: 'Not Found', message: 'Payout batch not found', code: 'payout-batch-not-found' },
      },
    });
    renderApp(`/payment-history/statements/${BATCH_ID}`);

    expect(await screen.findByText(/No statement here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('offers to try again when the statement does not load', async () => {
    stubFetch({
      ...storedSessionRoutes(),
      [`GET /api/payments/statements/${BATCH_ID}`]: { status: 500, body: { message: 'Something went wrong' } },
    });
    renderApp(`/payment-history/statements/${BATCH_ID}`);

    expect(await screen.findByText('Could not load the statement')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
