import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { REPORT_CSV_COLUMNS, type CampaignReport } from '@portal/domain/admin';
import { Route } from 'wouter';
import { tokenManager } from '@/lib/token-manager';
import { CAMPAIGN_ID } from '@/testing/admin-fixtures';
import { requestsTo, stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { tokenRoutes } from '@/testing/fixtures';
import { addressSearch, LocationSearch } from '@/testing/location-search';
import { renderWithProviders } from '@/testing/render';
import { selectOption } from '@/testing/select-option';
import { AdminCampaignReportRoute } from './campaign-report';

afterEach(() => {
  tokenManager.clear();
  vi.restoreAllMocks();
});

const REPORT_PATH = `/api/admin/campaigns/${CAMPAIGN_ID}/report`;
const CSV_PATH = `/api/admin/campaigns/${CAMPAIGN_ID}/report.csv`;

function buildReport(overrides: Partial<CampaignReport> = {}): CampaignReport {
  return {
    campaign: {
      id: CAMPAIGN_ID,
      title: 'Kopi Kita iced latte',
      platform: 'INSTAGRAM',
      currency: 'RM',
      deadline: '2026-04-30T15:59:00.000Z',
      reviewDays: 3,
    },
    tasks: 7,
    funnel: [
      { stage: 'invited', count: 7, conversion: null },
      { stage: 'applied', count: 6, conversion: 85.7 },
      { stage: 'accepted', count: 5, conversion: 83.3 },
      { stage: 'submitted', count: 3, conversion: 60 },
      { stage: 'approved', count: 2, conversion: 66.7 },
      { stage: 'paid', count: 1, conversion: 50 },
      { stage: 'expired', count: 1, conversion: 20 },
    ],
    onTime: { submitted: 3, onTime: 2 },
    review: { decisions: 3, averageHours: 72, keptPromise: 2 },
    spend: { budget: 1000, committed: 300, approved: 200, paid: 150 },
    posts: {
      total: 1,
      items: [
        {
          taskId: '11111111-0000-4000-8000-000000000001',
          creator: { id: 'user-b', fullName: 'Siti Aminah', handle: 'https://instagram.com/siti' },
          status: 'APPROVED-PENDING-PAYMENT',
          linkUrl: 'https://instagram.com/p/latte',
          submittedAt: '2026-04-16T02:00:00.000Z',
        },
      ],
    },
    gallery: {
      total: 1,
      items: [
        {
          taskId: '11111111-0000-4000-8000-000000000001',
          creatorName: 'Siti Aminah',
          fileName: 'latte.jpg',
          url: '/api/files/signed-token',
        },
      ],
    },
    ...overrides,
  };
}

const routes = (report: CampaignReport, extra: StubRoutes = {}): StubRoutes => ({
  ...tokenRoutes,
  [`GET ${REPORT_PATH}`]: { body: report },
  ...extra,
});

const renderReport = (search = '') =>
  renderWithProviders(
    <Route path="/admin/campaigns/:campaignId/report">
      <AdminCampaignReportRoute />
      <LocationSearch />
    </Route>,
    { route: `/admin/campaigns/${CAMPAIGN_ID}/report${search}` },
  );

describe('Campaign report page', () => {
  it('shows the funnel, delivery, review, spend, posts and approved images, each readable as text', async () => {
    stubFetch(routes(buildReport()));
    renderReport();

    expect(await screen.findByRole('heading', { level: 1, name: 'Report: Kopi Kita iced latte' })).toBeVisible();
    const funnel = screen.getByRole('table', { name: /How many tasks reached each stage/ });
    const row = (stage: string) => within(funnel).getByRole('row', { name: new RegExp(`^${stage}`) });
    expect(within(row('Applied')).getByRole('cell', { name: '85.7% of those invited' })).toBeVisible();
    expect(within(row('Paid')).getByRole('cell', { name: '50% of those approved' })).toBeVisible();
    expect(within(row('Expired')).getByRole('cell', { name: '20% of those accepted' })).toBeVisible();

    expect(screen.getByText('2 of 3 submitted by their deadline (66.7%)')).toBeVisible();
    expect(
      screen.getByText('On average 3 days from submission to decision; 2 of 3 decisions kept the promise (66.7%)'),
    ).toBeVisible();
    expect(screen.getByText('65% of the budget of RM 1,000.00 committed, approved or paid')).toBeVisible();
    const spend = screen.getByRole('region', { name: 'Spend' });
    // Committed, approved and paid make RM 650 of the RM 1,000 budget.
    expect(within(spend).getByRole('row', { name: 'Total RM 650.00' })).toBeVisible();
    expect(within(spend).getByRole('row', { name: 'Remaining RM 350.00' })).toBeVisible();

    const posts = screen.getByRole('table', { name: /latest final submission/ });
    expect(within(posts).getByRole('link', { name: 'https://instagram.com/p/latte' })).toHaveAttribute(
      'href',
      'https://instagram.com/p/latte',
    );
    expect(within(posts).getByRole('link', { name: 'Siti Aminah' })).toBeVisible();
    expect(screen.getByText(/will show here once creators’ accounts are verified/)).toBeVisible();

    const images = screen.getByRole('list', { name: 'Approved images' });
    expect(within(images).getByRole('img', { name: 'latte.jpg, sent by Siti Aminah' })).toHaveAttribute(
      'src',
      '/api/files/signed-token',
    );
  });

  it('keeps its filters in the address and asks the server for the tasks they keep', async () => {
    const fetchMock = stubFetch(routes(buildReport()));
    const person = userEvent.setup();
    renderReport('?from=2026-04-01');

    expect(await screen.findByText(/7 tasks joined from 1 Apr 2026/)).toBeVisible();
    expect(requestsTo(fetchMock, `GET ${REPORT_PATH}`)[0]?.query.get('from')).toBe('2026-04-01');

    await selectOption(person, 'Status now', 'Expired');
    expect(addressSearch()).toBe('?from=2026-04-01&status=EXPIRED');
    await vi.waitFor(() =>
      expect(requestsTo(fetchMock, `GET ${REPORT_PATH}`).at(-1)?.query.toString()).toBe(
        'from=2026-04-01&status=EXPIRED',
      ),
    );

    await person.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(addressSearch()).toBe('');
  });

  it('exports the tasks shown as CSV, with the same filters', async () => {
    const csv = `${REPORT_CSV_COLUMNS.join(',')}\r\n`;
    const fetchMock = stubFetch(
      routes(buildReport(), {
        [`GET ${CSV_PATH}`]: () => ({ body: csv, headers: { 'Content-Type': 'text/csv' } }),
      }),
    );
    const saved: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:report';
    };
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const person = userEvent.setup();
    renderReport('?status=COMPLETED');

    await person.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(names).toEqual([`campaign-report-${CAMPAIGN_ID}.csv`]));
    expect(requestsTo(fetchMock, `GET ${CSV_PATH}`)[0]?.query.get('status')).toBe('COMPLETED');
    expect(await saved[0]?.text()).toContain('Task ID,Creator,Handle,Status');
  });

  it('says when the campaign has no tasks yet, and when none match the filters', async () => {
    const empty = buildReport({
      tasks: 0,
      funnel: buildReport().funnel.map((step) => ({ ...step, count: 0, conversion: null })),
    });
    stubFetch(routes(empty));
    const { unmount } = renderReport();
    expect(await screen.findByText('No tasks yet')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();

    renderReport('?status=COMPLETED');
    expect(await screen.findByText('No tasks match these filters')).toBeVisible();
  });

  it('shows why the report could not load, and loads it again', async () => {
    let failing = true;
    stubFetch({
      ...tokenRoutes,
      [`GET ${REPORT_PATH}`]: () =>
        failing
          ? { status: 500, body: { code: 'internal', message: 'Something went wrong' } }
          : { body: buildReport() },
    });
    const person = userEvent.setup();
    renderReport();

    expect(await screen.findByText('Could not load the report', {}, { timeout: 10_000 })).toBeVisible();
    failing = false;
    await person.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Report: Kopi Kita iced latte' })).toBeVisible();
  });

  it('says so when there is no such campaign', async () => {
    stubFetch({
      ...tokenRoutes,
      [`GET ${REPORT_PATH}`]: { status: 404, body: { code: 'campaign-not-found', message: 'Campaign not found' } },
    });
    renderReport();
    expect(await screen.findByText('No campaign found')).toBeVisible();
  });
});
