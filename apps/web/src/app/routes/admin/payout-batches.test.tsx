import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DuePayoutGroup, DuePayouts, PayoutBatchSummary } from '@portal/domain/admin';
import { malaysianDateOf } from '@portal/domain/calendar';
import { useLocation } from 'wouter';
import { tokenManager } from '@/lib/token-manager';
import { buildDuePayout, buildPayoutBatch, buildPayoutBatchLine, pageOf } from '@/testing/admin-fixtures';
import { requestsTo, stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { AdminPayoutBatchesRoute } from './payout-batches';

afterEach(() => {
  tokenManager.clear();
});

const TASK_ANA = '7a1b2c3d-0000-4000-8000-000000000001';
const TASK_BALA = '7a1b2c3d-0000-4000-8000-000000000002';
const TASK_CHEN = '7a1b2c3d-0000-4000-8000-000000000003';
const REFERRAL_DEWI = '9c1b2c3d-0000-4000-8000-000000000004';
const BATCH_ID = '8b1c2d3e-0000-4000-8000-000000000001';

const ana = buildDuePayout({ taskId: TASK_ANA, amount: 150 });
const bala = buildDuePayout({
  taskId: TASK_BALA,
  influencer: { id: 'user-2', fullName: 'Bala Kumar', email: 'bala@example.com' },
  campaign: 'Kopi Morning',
  amount: 200.5,
  dueOn: '2026-11-28',
});
const dewi = buildDuePayout({
  taskId: null,
  referralId: REFERRAL_DEWI,
  influencer: { id: 'user-4', fullName: 'Dewi Lestari', email: 'dewi@example.com' },
  amount: 20,
});
const chen = buildDuePayout({
  taskId: TASK_CHEN,
  influencer: { id: 'user-3', fullName: 'Chen Wei', email: 'chen@example.com' },
  amount: 80,
  currency: 'SGD',
  method: 'paypal',
});

const group = (payouts: DuePayoutGroup['payouts'], overrides: Partial<DuePayoutGroup> = {}): DuePayoutGroup => ({
  method: payouts[0]?.method ?? null,
  currency: payouts[0]?.currency ?? 'MYR',
  total: payouts.reduce((sum, payout) => sum + payout.amount, 0),
  payouts,
  ...overrides,
});

const dueAnswer: DuePayouts = {
  groups: [
    group([ana, bala, dewi]),
    group([chen]),
    group([buildDuePayout({ taskId: '7a1b2c3d-0000-4000-8000-000000000005', method: null })], { method: null }),
  ],
  // PayPal is not set up on this portal.
  rails: ['bank', 'manual'],
};

function batchesRoutes(due: DuePayouts, extra: StubRoutes = {}, batches: PayoutBatchSummary[] = []): StubRoutes {
  return {
    ...tokenRoutes,
    'GET /api/admin/payout-batches/due': { body: due },
    'GET /api/admin/payout-batches': { body: pageOf(batches) },
    ...extra,
  };
}

/** The address, as the browser's address bar shows it. */
function Address() {
  const [location] = useLocation();
  return <output aria-label="Address">{location}</output>;
}

const renderBatches = () =>
  renderWithProviders(
    <>
      <AdminPayoutBatchesRoute />
      <Address />
    </>,
    { route: '/admin/payout-batches' },
  );

describe('Payout batches page: what is due', () => {
  it('groups the payouts due by rail and currency, each with its count, total and lines', async () => {
    const fetchMock = stubFetch(batchesRoutes(dueAnswer));
    renderBatches();

    const bank = await screen.findByRole('region', { name: 'Bank transfer · MYR' });
    expect(within(bank).getByText('3 payouts · MYR 370.50')).toBeInTheDocument();
    const table = within(bank).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const balaRow = within(table).getByRole('row', { name: /Bala Kumar/ });
    expect(within(balaRow).getByText('Kopi Morning')).toBeInTheDocument();
    expect(within(balaRow).getByText('MYR 200.50')).toBeInTheDocument();
    expect(within(balaRow).getByText('28 Nov 2026')).toBeInTheDocument();
    expect(
      within(within(table).getByRole('row', { name: /Dewi Lestari/ })).getByText('Referral fee'),
    ).toBeInTheDocument();
    // Every payout is ticked at first.
    expect(within(bank).getByText('3 of 3 selected · MYR 370.50')).toBeInTheDocument();
    expect(within(bank).getByRole('radio', { name: 'Bank transfer' })).toBeChecked();

    expect(
      within(screen.getByRole('region', { name: 'PayPal · SGD' })).getByText('1 payout · SGD 80.00'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'No payout details · MYR' })).toBeInTheDocument();
    // Asked for what is due by today in Malaysia.
    expect(requestsTo(fetchMock, 'GET /api/admin/payout-batches/due')[0]?.query.get('dueBy')).toBe(
      malaysianDateOf(new Date()),
    );
  });

  it('offers a rail this portal is not set up for only by hand, and says why', async () => {
    stubFetch(batchesRoutes(dueAnswer));
    renderBatches();

    const paypal = await screen.findByRole('region', { name: 'PayPal · SGD' });
    expect(within(paypal).getByRole('radio', { name: 'PayPal' })).toBeDisabled();
    expect(
      within(paypal).getByText('Not set up on this portal: its settings are missing on the server'),
    ).toBeInTheDocument();
    expect(within(paypal).getByRole('radio', { name: 'Manual' })).toBeChecked();
    const none = screen.getByRole('region', { name: 'No payout details · MYR' });
    expect(
      within(none)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['manual']);
  });

  it('schedules the ticked payouts and says which were left out, and why', async () => {
    const person = userEvent.setup();
    const fetchMock = stubFetch(
      batchesRoutes(dueAnswer, {
        'POST /api/admin/payout-batches': {
          body: {
            batchId: BATCH_ID,
            scheduled: 1,
            skipped: [{ taskId: null, referralId: REFERRAL_DEWI, reason: 'no-payout-details' }],
          },
        },
      }),
    );
    renderBatches();

    const bank = await screen.findByRole('region', { name: 'Bank transfer · MYR' });
    await person.click(within(bank).getByRole('checkbox', { name: 'Include Bala Kumar' }));
    expect(within(bank).getByText('2 of 3 selected · MYR 170.00')).toBeInTheDocument();
    await person.click(within(bank).getByRole('button', { name: 'Schedule batch' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('1 payout scheduled in a batch')).toBeInTheDocument();
    expect(
      within(alert).getByText('Dewi Lestari (Raya Glow Serum): The creator has no payout details yet'),
    ).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Open the batch' })).toHaveAttribute(
      'href',
      `/admin/payout-batches/${BATCH_ID}`,
    );
    expect(requestsTo(fetchMock, 'POST /api/admin/payout-batches')[0]?.body).toEqual({
      method: 'bank',
      currency: 'MYR',
      taskIds: [TASK_ANA],
      referralIds: [REFERRAL_DEWI],
    });
  });

  it('opens the batch at once when nothing was left out', async () => {
    const person = userEvent.setup();
    const fetchMock = stubFetch(
      batchesRoutes(dueAnswer, {
        'POST /api/admin/payout-batches': { body: { batchId: BATCH_ID, scheduled: 1, skipped: [] } },
      }),
    );
    renderBatches();

    const paypal = await screen.findByRole('region', { name: 'PayPal · SGD' });
    await person.click(within(paypal).getByRole('button', { name: 'Schedule batch' }));

    expect(await screen.findByText(`/admin/payout-batches/${BATCH_ID}`)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/admin/payout-batches')[0]?.body).toEqual({
      method: 'manual',
      currency: 'SGD',
      taskIds: [TASK_CHEN],
      referralIds: [],
    });
  });

  it('says when nothing is due by the day chosen, and asks again for another day', async () => {
    const fetchMock = stubFetch(
      batchesRoutes(
        { groups: [], rails: ['manual'] },
        {
          'GET /api/admin/payout-batches/due': (request) => ({
            body: request.query.get('dueBy') === '2026-12-31' ? dueAnswer : { groups: [], rails: ['manual'] },
          }),
        },
      ),
    );
    renderBatches();

    expect(await screen.findByText('Nothing is due by this day.')).toBeInTheDocument();
    // A date field takes its value whole, as a browser's date picker gives it.
    fireEvent.change(screen.getByLabelText('Due by'), { target: { value: '2026-12-31' } });

    expect(await screen.findByRole('region', { name: 'Bank transfer · MYR' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/admin/payout-batches/due').at(-1)?.query.get('dueBy')).toBe('2026-12-31');
  });

  it("shows the server's reason when what is due cannot be loaded", async () => {
    stubFetch(
      batchesRoutes(dueAnswer, {
        'GET /api/admin/payout-batches/due': {
          status: 500,
          body: { code: 'internal', message: 'Something went wrong' },
        },
      }),
    );
    renderBatches();

    expect(await screen.findByText('The payouts due could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Payout batches page: the batches', () => {
  it('lists each batch with its rail, status, total and lines per status, linking to it', async () => {
    const batch = buildPayoutBatch({
      status: 'sent',
      sentAt: '2026-12-03T02:00:00.000Z',
      lineItems: [
        buildPayoutBatchLine({ id: 'line-1', status: 'paid' }),
        buildPayoutBatchLine({ id: 'line-2', status: 'paid' }),
        buildPayoutBatchLine({ id: 'line-3', status: 'returned', reason: 'Account closed' }),
      ],
    });
    stubFetch(batchesRoutes({ groups: [], rails: ['manual'] }, {}, [batch]));
    renderBatches();

    const table = await screen.findByRole('table', { name: 'Payout batches' });
    const row = within(table).getByRole('row', { name: /Bank transfer · MYR/ });
    expect(within(row).getByRole('link', { name: 'Bank transfer · MYR' })).toHaveAttribute(
      'href',
      `/admin/payout-batches/${batch.id}`,
    );
    expect(within(row).getByText('Sent')).toBeInTheDocument();
    expect(within(row).getByText('MYR 450.00')).toBeInTheDocument();
    expect(within(row).getByText('2 Paid, 1 Returned')).toBeInTheDocument();
    expect(screen.getByText(/· 1 batch$/)).toBeInTheDocument();
  });
});
