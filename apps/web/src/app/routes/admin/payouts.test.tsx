import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { PAYOUT_CSV_COLUMNS, type DueReferral, type QueueItem } from '@portal/domain/admin';
import { loadAdminMessages, loadMessages } from '@portal/domain/i18n';
import { tokenManager } from '@/lib/token-manager';
import {
  buildCampaignSummary,
  buildDueReferral,
  buildPayoutDetails,
  buildQueueCounts,
  buildQueueItem,
  CAMPAIGN_ID,
  pageOf,
} from '@/testing/admin-fixtures';
import { requestsTo, stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { tokenRoutes } from '@/testing/fixtures';
import { addressSearch, LocationSearch } from '@/testing/location-search';
import { renderWithProviders } from '@/testing/render';
import { selectOption } from '@/testing/select-option';
import { AdminPayoutsRoute } from './payouts';

afterEach(() => {
  tokenManager.clear();
  vi.restoreAllMocks();
});

const TASK_A = '1b6c1c52-1f0a-4c55-9a51-0c2d3e4f5a61';
const TASK_B = '2b6c1c52-1f0a-4c55-9a51-0c2d3e4f5a62';
const TASK_C = '3b6c1c52-1f0a-4c55-9a51-0c2d3e4f5a63';

const awaitingBank = buildQueueItem({
  task: { id: TASK_A, status: 'APPROVED-PENDING-PAYMENT' },
  payout: buildPayoutDetails(),
});
const awaitingPaypal = buildQueueItem({
  task: { id: TASK_B, status: 'APPROVED-PENDING-PAYMENT' },
  influencer: { id: 'user-2', fullName: 'Bala Kumar', email: 'bala@example.com' },
  campaign: { title: 'Kopi Morning', incentive: 80, currency: 'SGD' },
  payout: buildPayoutDetails({
    paymentMethod: 'Paypal',
    paypalEmail: 'bala@paypal.example.com',
    bankName: null,
    bankAccName: null,
    bankAccNo: null,
    nationalityDoc: 'Passport',
    nric: null,
    userId: 'user-2',
    passportNumber: '••••4567',
  }),
});
const processing = buildQueueItem({
  task: { id: TASK_C, status: 'APPROVED-PROCESSING-PAYMENT' },
  influencer: { id: 'user-3', fullName: 'Chen Wei', email: 'chen@example.com' },
  payout: buildPayoutDetails({ userId: 'user-3', bankAccName: 'Chen Wei', bankAccNo: '••••0111' }),
});

function payoutRoutes(items: QueueItem[], referrals: DueReferral[] = [], extra: StubRoutes = {}): StubRoutes {
  return {
    ...tokenRoutes,
    'GET /api/admin/queues': { body: buildQueueCounts({ payouts: items.length, referrals: referrals.length }) },
    'GET /api/admin/queues/payouts': { body: pageOf(items, { pageSize: 100 }) },
    'GET /api/admin/referrals': { body: pageOf(referrals, { pageSize: 25 }) },
    'GET /api/admin/payouts/paid': { body: pageOf([], { pageSize: 25 }) },
    'GET /api/admin/campaigns': { body: pageOf([buildCampaignSummary()], { pageSize: 100 }) },
    ...extra,
  };
}

const renderPayouts = () => renderWithProviders(<AdminPayoutsRoute />, { route: '/admin/payouts' });

const payoutsTable = () => screen.findByRole('table', { name: 'Payouts' });
const rowOf = (table: HTMLElement, name: RegExp) => within(table).getByRole('row', { name });

describe('Payouts page', () => {
  it('lists payouts with their payment details, the numbers masked', async () => {
    stubFetch(payoutRoutes([awaitingBank, awaitingPaypal, processing]));
    renderPayouts();

    const table = await payoutsTable();
    const ana = rowOf(table, /Ana Creator/);
    expect(within(ana).getByText('RM 150.50')).toBeInTheDocument();
    // Waiting on the team, as the creator's payment is shown to them: the same colour.
    expect(within(ana).getByText('Awaiting payment').closest('[data-tone]')).toHaveAttribute('data-tone', 'waiting');
    expect(within(ana).getByText('Bank Transfer')).toBeInTheDocument();
    expect(within(ana).getByText('Maybank')).toBeInTheDocument();
    expect(within(ana).getByText('••••7890')).toBeInTheDocument();
    expect(within(ana).getByText('••••5678')).toBeInTheDocument();
    expect(within(ana).queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
    const bala = rowOf(table, /Bala Kumar/);
    expect(within(bala).getByText('SGD 80.00')).toBeInTheDocument();
    expect(within(bala).getByText('bala@paypal.example.com')).toBeInTheDocument();
    expect(within(bala).getByText('••••4567')).toBeInTheDocument();
    const chen = rowOf(table, /Chen Wei/);
    expect(within(chen).getByText('Processing payment').closest('[data-tone]')).toHaveAttribute('data-tone', 'waiting');
    expect(within(chen).getByRole('button', { name: 'Mark paid' })).toBeInTheDocument();
  });

  it("flags a banned creator's payout in words", async () => {
    stubFetch(
      payoutRoutes([{ ...awaitingBank, influencer: { ...awaitingBank.influencer, banned: true } }, awaitingPaypal]),
    );
    renderPayouts();

    const table = await payoutsTable();
    expect(within(rowOf(table, /Ana Creator/)).getByText('Banned: check before paying')).toBeInTheDocument();
    expect(within(rowOf(table, /Bala Kumar/)).queryByText(/Banned/)).not.toBeInTheDocument();
  });

  it('names the payment method in the language shown', async () => {
    const [messages, adminMessages] = await Promise.all([loadMessages('ms'), loadAdminMessages('ms')]);
    i18n.loadAndActivate({ locale: 'ms', messages: { ...messages, ...adminMessages } });
    stubFetch(payoutRoutes([awaitingBank]));
    renderPayouts();

    const ana = await screen.findByRole('row', { name: /Ana Creator/ });
    expect(within(ana).getByText('Pindahan Bank')).toBeInTheDocument();
  });

  it('says when each payout is due, and flags the overdue ones in words', async () => {
    stubFetch(
      payoutRoutes([
        { ...processing, task: { ...processing.task, paymentDueOn: '2025-01-10' } },
        { ...awaitingBank, task: { ...awaitingBank.task, paymentDueOn: '2099-12-18' } },
      ]),
    );
    renderPayouts();

    const table = await payoutsTable();
    expect(within(table).getByRole('columnheader', { name: 'Due' })).toBeInTheDocument();
    expect(within(rowOf(table, /Chen Wei/)).getByText(/^Overdue by \d+ days$/)).toBeInTheDocument();
    expect(within(rowOf(table, /Ana Creator/)).getByText('Payment due by 18 Dec 2099')).toBeInTheDocument();
  });

  it('starts processing the selected awaiting payouts and reports the skipped ones', async () => {
    const person = userEvent.setup();
    const fetchMock = stubFetch(
      payoutRoutes([awaitingBank, awaitingPaypal, processing], [], {
        'POST /api/admin/payouts/start': {
          body: { started: [TASK_A], skipped: [{ taskId: TASK_B, reason: 'No payment details' }] },
        },
      }),
    );
    renderPayouts();
    await payoutsTable();

    expect(screen.getByRole('button', { name: 'Start processing' })).toBeDisabled();
    await person.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await person.click(screen.getByRole('button', { name: 'Start processing' }));

    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST /api/admin/payouts/start').map((request) => request.body)).toEqual([
        { taskIds: [TASK_A, TASK_B] },
      ]),
    );
    expect(await screen.findByText('Started 1 payout')).toBeInTheDocument();
    expect(screen.getByText('Bala Kumar (Kopi Morning): No payment details')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/admin/queues/payouts')).toHaveLength(2));
  });

  it('marks a processing payout paid with the payment reference', async () => {
    const person = userEvent.setup();
    const fetchMock = stubFetch(payoutRoutes([processing], [], { [`PUT /api/admin/tasks/${TASK_C}/review`]: {} }));
    renderPayouts();

    await person.click(within(rowOf(await payoutsTable(), /Chen Wei/)).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
    await person.type(within(dialog).getByRole('textbox', { name: /Payment reference/ }), 'MBB-20250412-77');
    await person.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));

    await waitFor(() =>
      expect(requestsTo(fetchMock, `PUT /api/admin/tasks/${TASK_C}/review`).map((request) => request.body)).toEqual([
        { action: 'markPaid', reference: 'MBB-20250412-77' },
      ]),
    );
    expect(await screen.findByText('Payout marked as paid')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark paid' })).not.toBeInTheDocument());
  });

  it('marks a payout paid without a reference', async () => {
    const person = userEvent.setup();
    const fetchMock = stubFetch(payoutRoutes([processing], [], { [`PUT /api/admin/tasks/${TASK_C}/review`]: {} }));
    renderPayouts();

    await person.click(within(rowOf(await payoutsTable(), /Chen Wei/)).getByRole('button', { name: 'Mark paid' }));
    await person.click(
      within(await screen.findByRole('dialog', { name: 'Mark paid' })).getByRole('button', { name: 'Confirm payment' }),
    );
    await waitFor(() =>
      expect(requestsTo(fetchMock, `PUT /api/admin/tasks/${TASK_C}/review`).map((request) => request.body)).toEqual([
        { action: 'markPaid' },
      ]),
    );
  });

  it('exports the selected payouts as payouts.csv', async () => {
    const person = userEvent.setup();
    const csv = `${PAYOUT_CSV_COLUMNS.join(',')}\n${TASK_C},Chen Wei,chen@example.com\n`;
    const fetchMock = stubFetch(
      payoutRoutes([awaitingBank, processing], [], { 'POST /api/admin/payouts/export': { body: csv } }),
    );
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:payouts';
    });
    const { createObjectURL: originalCreate, revokeObjectURL: originalRevoke } = URL;
    onTestFinished(() => {
      URL.createObjectURL = originalCreate;
      URL.revokeObjectURL = originalRevoke;
    });
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const downloads: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.href, download: this.download });
    });
    renderPayouts();
    const table = await payoutsTable();

    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await person.click(within(rowOf(table, /Chen Wei/)).getByRole('checkbox'));
    await person.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(downloads).toEqual([{ href: 'blob:payouts', download: 'payouts.csv' }]));
    expect(requestsTo(fetchMock, 'POST /api/admin/payouts/export').map((request) => request.body)).toEqual([
      { taskIds: [TASK_C] },
    ]);
    expect(requestsTo(fetchMock, 'POST /api/admin/payouts/export')[0]?.headers.get('Authorization')).toMatch(
      /^Bearer /,
    );
    expect(blobs[0]?.type).toBe('text/csv');
    // A UTF-8 byte order mark first, so that Excel reads the names as UTF-8.
    expect([...new Uint8Array((await blobs[0]?.arrayBuffer()) ?? new ArrayBuffer(0)).slice(0, 3)]).toEqual([
      0xef, 0xbb, 0xbf,
    ]);
    expect(await blobs[0]?.text()).toBe(csv);
  });

  it('keeps the paid payouts below the queue, filtered by creator and campaign', async () => {
    const person = userEvent.setup();
    const paidOne = {
      taskId: TASK_A,
      influencer: { id: 'user-1', fullName: 'Ana Creator', email: 'ana@example.com' },
      campaign: { id: CAMPAIGN_ID, title: 'Raya Glow Serum' },
      amount: 150.5,
      currency: 'RM',
      dueOn: '2025-04-20',
      reference: 'MBB-7781',
      paidAt: '2025-04-18T03:00:00.000Z',
    };
    const fetchMock = stubFetch(
      payoutRoutes([], [], { 'GET /api/admin/payouts/paid': { body: pageOf([paidOne], { pageSize: 25 }) } }),
    );
    renderPayouts();

    const history = await screen.findByRole('table', { name: 'Paid payouts' });
    const row = within(history).getByRole('row', { name: /Ana Creator/ });
    expect(within(row).getByText('RM 150.50')).toBeInTheDocument();
    expect(within(row).getByText('MBB-7781')).toBeInTheDocument();
    expect(within(row).getByText('20 Apr 2025')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of paid payouts' })).toHaveTextContent('1 paid payout');

    await person.type(screen.getByRole('searchbox', { name: /Search/ }), 'ana');
    await selectOption(person, 'Campaign', 'Raya Glow Serum');
    await waitFor(() => {
      const last = requestsTo(fetchMock, 'GET /api/admin/payouts/paid').at(-1)?.query;
      expect([last?.get('search'), last?.get('campaignId')]).toEqual(['ana', CAMPAIGN_ID]);
    });
  });

  it('says when no payout waits', async () => {
    stubFetch(payoutRoutes([]));
    renderPayouts();
    expect(await screen.findByText('No payout is waiting.')).toBeInTheDocument();
    expect(await screen.findByText('No referral fee is due.')).toBeInTheDocument();
  });
});

describe('Payouts page pages', () => {
  it('keeps the payouts’ page and the referral fees’ page, apart, through a reload', async () => {
    const second = buildDueReferral({
      id: '1c9f2a5e-6d1c-4f3a-8e2b-9c7d6e5f4a32',
      referrer: { id: 'user-5', fullName: 'Dina Referrer', email: 'dina@example.com' },
    });
    const fetchMock = stubFetch(
      payoutRoutes([], [], {
        // One a page: two pages of payouts and two of referral fees.
        'GET /api/admin/queues/payouts': ({ query }) => {
          const page = Number(query.get('page'));
          return { body: pageOf([awaitingBank, processing].slice(page - 1, page), { total: 2, page, pageSize: 1 }) };
        },
        'GET /api/admin/referrals': ({ query }) => {
          const page = Number(query.get('page'));
          return { body: pageOf([buildDueReferral(), second].slice(page - 1, page), { total: 2, page, pageSize: 1 }) };
        },
      }),
    );
    const renderAt = (route: string) =>
      renderWithProviders(
        <>
          <AdminPayoutsRoute />
          <LocationSearch />
        </>,
        { route },
      );
    const pagesOf = (pathname: string) =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), window.location.origin))
        .filter((url) => url.pathname === pathname)
        .map((url) => url.searchParams.get('page'));
    const first = renderAt('/admin/payouts');
    const person = userEvent.setup();
    await within(await payoutsTable()).findByRole('row', { name: /Ana Creator/ });
    await person.click(
      within(screen.getByRole('navigation', { name: 'Pages of referral fees' })).getByRole('button', {
        name: 'Page 2',
      }),
    );
    await waitFor(() => expect(pagesOf('/api/admin/referrals').at(-1)).toBe('2'));
    await person.click(
      within(screen.getByRole('navigation', { name: 'Pages of payouts' })).getByRole('button', { name: 'Page 2' }),
    );
    await waitFor(() => expect(pagesOf('/api/admin/queues/payouts').at(-1)).toBe('2'));
    const address = addressSearch();
    first.unmount();
    fetchMock.mockClear();

    renderAt(`/admin/payouts${address}`);

    expect(await within(await payoutsTable()).findByRole('row', { name: /Chen Wei/ })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: /Dina Referrer/ })).toBeInTheDocument();
    expect(pagesOf('/api/admin/queues/payouts')).toEqual(['2']);
    expect(pagesOf('/api/admin/referrals')).toEqual(['2']);
  });
});

describe('Referral fees due', () => {
  it('moves to the last page when the last payout of the last page is paid', async () => {
    const person = userEvent.setup();
    let items = [awaitingBank, processing];
    stubFetch(
      payoutRoutes(items, [], {
        // One payout a page: Ana on page 1, Chen on page 2 until he is paid.
        'GET /api/admin/queues/payouts': ({ query }) => {
          const page = Number(query.get('page'));
          return { body: pageOf(items.slice(page - 1, page), { total: items.length, page, pageSize: 1 }) };
        },
        [`PUT /api/admin/tasks/${TASK_C}/review`]: () => {
          items = [awaitingBank];
          return {};
        },
      }),
    );
    renderPayouts();

    await within(await payoutsTable()).findByRole('row', { name: /Ana Creator/ });
    await person.click(screen.getByRole('button', { name: 'Page 2' }));
    await person.click(
      within(await within(await payoutsTable()).findByRole('row', { name: /Chen Wei/ })).getByRole('button', {
        name: 'Mark paid',
      }),
    );
    await person.click(
      within(await screen.findByRole('dialog', { name: 'Mark paid' })).getByRole('button', { name: 'Confirm payment' }),
    );

    expect(await within(await payoutsTable()).findByRole('row', { name: /Ana Creator/ })).toBeInTheDocument();
    expect(screen.queryByText('No payout is waiting.')).not.toBeInTheDocument();
    expect(screen.getByText('1 payouts · 0 selected')).toBeInTheDocument();
  });

  const referral = buildDueReferral();

  it('moves to the last page when the last fee of the last page is decided', async () => {
    const person = userEvent.setup();
    const second = buildDueReferral({
      id: '1c9f2a5e-6d1c-4f3a-8e2b-9c7d6e5f4a32',
      referrer: { id: 'user-5', fullName: 'Dina Referrer', email: 'dina@example.com' },
    });
    let referrals = [referral, second];
    stubFetch(
      payoutRoutes([], referrals, {
        // One fee a page: Bella's on page 1, Dina's on page 2 until it is rejected.
        'GET /api/admin/referrals': ({ query }) => {
          const page = Number(query.get('page'));
          return {
            body: pageOf(referrals.slice(page - 1, page), { total: referrals.length, page, pageSize: 1 }),
          };
        },
        [`PUT /api/admin/referrals/${second.id}`]: () => {
          referrals = [referral];
          return {};
        },
      }),
    );
    renderPayouts();

    const fees = () => screen.findByRole('table', { name: 'Referral fees due' });
    await within(await fees()).findByRole('row', { name: /Bella Referrer/ });
    await person.click(screen.getByRole('button', { name: 'Page 2' }));
    await person.click(
      within(await within(await fees()).findByRole('row', { name: /Dina Referrer/ })).getByRole('button', {
        name: 'Reject',
      }),
    );
    await person.click(
      within(await screen.findByRole('dialog', { name: 'Reject referral fee?' })).getByRole('button', {
        name: 'Reject fee',
      }),
    );

    expect(await within(await fees()).findByRole('row', { name: /Bella Referrer/ })).toBeInTheDocument();
    expect(screen.queryByText('No referral fee is due.')).not.toBeInTheDocument();
  });

  it('lists the fees due with the referrer’s payout details', async () => {
    stubFetch(payoutRoutes([], [referral]));
    renderPayouts();

    const table = await screen.findByRole('table', { name: 'Referral fees due' });
    const row = rowOf(table, /Bella Referrer/);
    expect(within(row).getByText('Chen Friend')).toBeInTheDocument();
    expect(within(row).getByText('Raya Glow Serum')).toBeInTheDocument();
    expect(within(row).getByText('RM 20.00')).toBeInTheDocument();
    expect(within(row).getByText('bella@paypal.example.com')).toBeInTheDocument();
  });

  it('pays a fee with the reference', async () => {
    const person = userEvent.setup();
    const fetchMock = stubFetch(payoutRoutes([], [referral], { [`PUT /api/admin/referrals/${referral.id}`]: {} }));
    renderPayouts();

    const table = await screen.findByRole('table', { name: 'Referral fees due' });
    await person.click(within(rowOf(table, /Bella Referrer/)).getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay referral fee' });
    await person.type(within(dialog).getByRole('textbox', { name: /Payment reference/ }), 'PP-991');
    await person.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));

    await waitFor(() =>
      expect(requestsTo(fetchMock, `PUT /api/admin/referrals/${referral.id}`).map((request) => request.body)).toEqual([
        { decision: 'pay', reference: 'PP-991' },
      ]),
    );
    expect(await screen.findByText('Referral fee marked as paid')).toBeInTheDocument();
  });

  it('rejects a fee only after a confirmation', async () => {
    const person = userEvent.setup();
    const fetchMock = stubFetch(payoutRoutes([], [referral], { [`PUT /api/admin/referrals/${referral.id}`]: {} }));
    renderPayouts();

    const table = await screen.findByRole('table', { name: 'Referral fees due' });
    await person.click(within(rowOf(table, /Bella Referrer/)).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject referral fee?' });
    expect(requestsTo(fetchMock, `PUT /api/admin/referrals/${referral.id}`)).toHaveLength(0);
    await person.click(within(dialog).getByRole('button', { name: 'Reject fee' }));

    await waitFor(() =>
      expect(requestsTo(fetchMock, `PUT /api/admin/referrals/${referral.id}`).map((request) => request.body)).toEqual([
        { decision: 'reject' },
      ]),
    );
    expect(await screen.findByText('Referral fee rejected')).toBeInTheDocument();
  });
});
