import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { formatDate } from '@/lib/format-date';
import { tokenManager } from '@/lib/token-manager';
import { heldReply, requestsTo, stubFetch } from '@/testing/fetch-stub';
import { buildPayoutTracker, buildReferralPayment, buildTask, storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const tasks = [
  buildTask({
    id: 'done-march',
    status: 'COMPLETED',
    incentive: 150,
    updatedAt: '2025-03-01T06:00:00.000Z',
    campaignDetails: { campaignTitle: 'Kopi Morning Likes' },
  }),
  buildTask({ id: 'on-going', status: 'ACCEPTED', campaignDetails: { campaignTitle: 'Running Shoes' } }),
  buildTask({
    id: 'done-may',
    status: 'COMPLETED',
    incentive: 60,
    updatedAt: '2025-05-01T06:00:00.000Z',
    campaignDetails: { campaignTitle: 'Singapore Sling', currency: 'SGD' },
  }),
];

const referralPayments = [
  buildReferralPayment({
    id: 'paid',
    status: 'REFERRAL-COMPLETED',
    referredUserDetails: { fullName: 'Farid Hakim' },
    updatedAt: '2025-04-01T06:00:00.000Z',
    referralTaskCampaign: { campaignTitle: 'Raya Glow Serum', referralFee: 50, currency: 'RM' },
  }),
  buildReferralPayment({
    id: 'pending',
    status: 'REFERRAL-PAYMENT',
    referredUserDetails: { fullName: 'Mei Ling Tan' },
    updatedAt: '2025-02-01T06:00:00.000Z',
    referralTaskCampaign: { campaignTitle: 'Bubble Tea', referralFee: 30, currency: 'RM' },
  }),
];

/** A cell's text as a wide screen shows it: without the lines only a phone shows. */
function wideScreenText(cell: HTMLElement): string | null {
  const copy = cell.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.mantine-hidden-from-sm').forEach((phoneOnly) => phoneOnly.remove());
  return copy.textContent;
}

const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map(wideScreenText));

afterEach(() => {
  tokenManager.clear();
});

describe('Payment History page', () => {
  it('lists completed tasks and referral payments newest first, with a total per currency', async () => {
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/task': { body: tasks },
      'GET /api/referral/task/completed': { body: referralPayments },
    });
    renderApp('/payment-history');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment History' })).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Date',
      'Campaign',
      'Type',
      'Amount',
      'Status',
    ]);
    expect(tableRows()).toEqual([
      [formatDate('2025-05-01T06:00:00.000Z'), 'Singapore Sling', 'Task', 'SGD 60.00', 'Successful'],
      [
        formatDate('2025-04-01T06:00:00.000Z'),
        'Raya Glow SerumReferred friend: Farid Hakim',
        'Referral',
        'RM 50.00',
        'Successful',
      ],
      [formatDate('2025-03-01T06:00:00.000Z'), 'Kopi Morning Likes', 'Task', 'RM 150.00', 'Successful'],
      [
        formatDate('2025-02-01T06:00:00.000Z'),
        'Bubble TeaReferred friend: Mei Ling Tan',
        'Referral',
        'RM 30.00',
        'Pending',
      ],
    ]);
    expect(screen.getByText('Total SGD 60.00')).toBeInTheDocument();
    expect(screen.getByText('Total RM 230.00')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('leaves out tasks approved but not paid yet, pointing to the earnings on the dashboard', async () => {
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/task': {
        body: [
          buildTask({
            id: 'awaiting',
            status: 'APPROVED-PENDING-PAYMENT',
            incentive: 450,
            updatedAt: '2099-12-01T06:00:00.000Z',
            paymentDueOn: '2099-12-18',
            campaignDetails: { campaignTitle: 'Lumi Fitness' },
          }),
          buildTask({
            id: 'paid',
            status: 'COMPLETED',
            incentive: 90,
            paymentDueOn: '2025-12-12',
            paidAt: '2025-12-10T04:00:00.000Z',
            paymentReference: 'MBB-1234',
            campaignDetails: { campaignTitle: 'Velo Bikes' },
          }),
        ],
      },
    });
    renderApp('/payment-history');

    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(tableRows()).toEqual([
      [
        formatDate('2025-12-10T04:00:00.000Z'),
        'Velo Bikes',
        'Task',
        'RM 90.00',
        'SuccessfulPaid on 10 Dec 2025 · ref. MBB-1234',
      ],
    ]);
    expect(screen.getByText('Total RM 90.00')).toBeInTheDocument();
    expect(screen.queryByText('Lumi Fitness')).not.toBeInTheDocument();
    const pointer = screen.getByText(/Payments approved but not made yet show under Earnings on/);
    expect(within(pointer).getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/');
  });

  it('says it is loading until both lists arrive', async () => {
    const reply = heldReply();
    stubFetch({ ...storedSessionRoutes(), 'GET /api/referral/task/completed': reply.handler });
    renderApp('/payment-history');

    expect(await screen.findByText('Loading invites...')).toBeInTheDocument();
    reply.release({ body: [] });
    expect(await screen.findByText('You do not have any payments yet.')).toBeInTheDocument();
    expect(screen.queryByText('Loading invites...')).not.toBeInTheDocument();
  });

  it('says when there are no payments yet', async () => {
    stubFetch({ ...storedSessionRoutes(), 'GET /api/task': { body: [tasks[1]] } });
    renderApp('/payment-history');

    expect(await screen.findByText('You do not have any payments yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your invites' })).toHaveAttribute('href', '/campaigns');
  });

  it('says when the payments cannot be loaded, and shows them once a retry loads them', async () => {
    let calls = 0;
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/task': () =>
        ++calls === 1 ? { status: 403, body: { message: 'Forbidden', code: 'forbidden' } } : { body: tasks },
      'GET /api/referral/task/completed': { body: referralPayments },
    });
    renderApp('/payment-history');
    const person = userEvent.setup();

    expect(await screen.findByText('Error retrieving tasks')).toBeInTheDocument();
    const failure = screen.getByRole('alert', { name: 'Could not load the payments' });
    expect(failure).toHaveTextContent('Forbidden');
    expect(screen.queryByText('You do not have any payments yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await person.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(tableRows()).toHaveLength(4);
    expect(screen.queryByRole('alert', { name: 'Could not load the payments' })).not.toBeInTheDocument();
  });

  it('shows the task payments when the referral payments cannot be loaded, with a way to try again', async () => {
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/task': { body: tasks },
      'GET /api/referral/task/completed': { status: 403, body: { message: 'Forbidden', code: 'forbidden' } },
    });
    renderApp('/payment-history');

    const failure = await screen.findByRole('alert', { name: 'Could not load the referral payments' });
    expect(within(failure).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(tableRows()).toEqual([
      [formatDate('2025-05-01T06:00:00.000Z'), 'Singapore Sling', 'Task', 'SGD 60.00', 'Successful'],
      [formatDate('2025-03-01T06:00:00.000Z'), 'Kopi Morning Likes', 'Task', 'RM 150.00', 'Successful'],
    ]);
  });
});

describe('Payment History download', () => {
  /** The files the page saves, and what was in them. */
  function captureDownloads() {
    const blobs: Blob[] = [];
    const { createObjectURL: originalCreate, revokeObjectURL: originalRevoke } = URL;
    onTestFinished(() => {
      URL.createObjectURL = originalCreate;
      URL.revokeObjectURL = originalRevoke;
    });
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:payment-history';
    });
    URL.revokeObjectURL = vi.fn();
    const downloads: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.href, download: this.download });
    });
    return { blobs, downloads };
  }

  it("saves the creator's payment history as payment-history.csv", async () => {
    const person = userEvent.setup();
    const csv =
      'Date,Campaign,Type,Amount,Currency,Status,Due date,Paid date,Reference\r\n2026-11-20,Kopi,Task,150.00,RM,Paid,2026-11-20,2026-11-20,MBB-1\r\n';
    const fetchMock = stubFetch({
      ...storedSessionRoutes(),
      'GET /api/task': { body: tasks },
      'GET /api/payments/history.csv': { body: csv },
    });
    const { blobs, downloads } = captureDownloads();
    renderApp('/payment-history');

    await person.click(await screen.findByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(downloads).toEqual([{ href: 'blob:payment-history', download: 'payment-history.csv' }]));
    expect(requestsTo(fetchMock, 'GET /api/payments/history.csv')[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(blobs[0]?.type).toBe('text/csv');
    expect(await blobs[0]?.text()).toBe(csv);
  });

  it('says when the download fails, and saves nothing', async () => {
    const person = userEvent.setup();
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/payments/history.csv': { status: 500, body: { message: 'Internal Server Error' } },
    });
    const { downloads } = captureDownloads();
    renderApp('/payment-history');

    await person.click(await screen.findByRole('button', { name: 'Download CSV' }));

    expect(await screen.findByText('Error downloading the payment history')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });
});

describe('Payment History page: payouts under way', () => {
  it('lists the payouts on their way, each with where it stands, then those paid lately', async () => {
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/payments/payouts': {
        body: {
          payouts: [
            buildPayoutTracker({ taskId: 'task-1', stage: 'sent', sentAt: '2026-12-04T02:00:00.000Z' }),
            buildPayoutTracker({
              taskId: null,
              referralId: 'referral-1',
              campaign: 'Bubble Tea',
              amountMinor: 3000,
              stage: 'returned',
              returnedAt: '2026-12-05T02:00:00.000Z',
              problem: 'returned',
              method: 'bank',
              reason: 'Account closed',
            }),
            buildPayoutTracker({ taskId: 'task-2', campaign: 'Kopi Morning', stage: 'paid', batchId: 'batch-7' }),
          ],
        },
      },
    });
    renderApp('/payment-history');

    const underWay = await screen.findByRole('list', { name: 'Payouts under way' });
    // Each payout is an item of the list, its stages a list of their own.
    expect(underWay.children).toHaveLength(2);
    const sent = underWay.children[0] as HTMLElement;
    const returned = underWay.children[1] as HTMLElement;
    expect(sent).toHaveTextContent(/^Raya Glow SerumRM 150\.50/);
    expect(within(sent).getByRole('list', { name: 'Payout progress' })).toBeInTheDocument();
    expect(returned).toHaveTextContent(/^Referral fee · Bubble TeaRM 30\.00/);
    expect(within(returned).getByText('Reason given: Account closed')).toBeInTheDocument();
    const paid = screen.getByRole('list', { name: 'Paid lately' });
    expect(paid).toHaveTextContent('Kopi Morning');
    // A paid payout leads to its statement; one on its way has none yet.
    expect(within(paid).getByRole('link', { name: 'Payment statement' })).toHaveAttribute(
      'href',
      '/payment-history/statements/batch-7',
    );
    expect(within(underWay).queryByRole('link', { name: 'Payment statement' })).not.toBeInTheDocument();
  });

  it('says when no payout is on its way', async () => {
    stubFetch(storedSessionRoutes());
    renderApp('/payment-history');

    expect(await screen.findByText('No payout is on its way to you right now.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Paid lately' })).not.toBeInTheDocument();
  });
});
