import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { QueueItem, QueueKind } from '@portal/domain/admin';
import { tokenManager } from '@/lib/token-manager';
import {
  buildAdminTask,
  buildCampaignSummary,
  buildQueueCounts,
  buildQueueItem,
  buildReport,
  buildSentFile,
  buildSubmission,
  buildTaskEvent,
  CAMPAIGN_ID,
  pageOf,
} from '@/testing/admin-fixtures';
import { requestsTo, stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { selectOption } from '@/testing/select-option';
import { AdminQueuesRoute } from './queues';

beforeAll(() => {
  // Mantine's autosizing textarea listens for web fonts, which jsdom does not have.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

afterEach(() => {
  tokenManager.clear();
});

/** When the creator sent the draft of a drafts queue's item. */
const SENT = '2025-04-12T06:00:00.000Z';

function Address() {
  const [pathname] = useLocation();
  const search = useSearch();
  return <output aria-label="Address">{pathname + (search ? `?${search}` : '')}</output>;
}

function renderQueue(route: string) {
  return renderWithProviders(
    <>
      <Switch>
        <Route path="/admin/queues/:kind">
          <AdminQueuesRoute />
        </Route>
        <Route path="/admin/payouts">
          <p>Payouts page</p>
        </Route>
      </Switch>
      <Address />
    </>,
    { route },
  );
}

/** A queue holding `items` until a decision on them; the counts follow. */
function queueRoutes(kind: QueueKind, initial: QueueItem[], extra: StubRoutes = {}): StubRoutes {
  let items = initial;
  const decided = (taskId: string) => {
    items = items.filter((item) => item.task.id !== taskId);
    return {};
  };
  return {
    ...tokenRoutes,
    'GET /api/admin/queues': () => ({ body: buildQueueCounts({ [kind]: items.length, payouts: 4 }) }),
    [`GET /api/admin/queues/${kind}`]: () => ({ body: pageOf(items) }),
    'GET /api/admin/campaigns': { body: pageOf([buildCampaignSummary()], { pageSize: 100 }) },
    ...Object.fromEntries(
      initial.flatMap((item) => [
        [`PUT /api/admin/tasks/${item.task.id}/application`, () => decided(item.task.id)],
        [`PUT /api/admin/tasks/${item.task.id}/review`, () => decided(item.task.id)],
        // A timeline that offers no Undo.
        [`GET /api/admin/tasks/${item.task.id}`, { body: buildAdminTask({ task: item.task }) }],
      ]),
    ),
    ...extra,
  };
}

const card = (name: RegExp) => screen.findByRole('article', { name });
const countRequests = (fetchMock: ReturnType<typeof stubFetch>) =>
  requestsTo(fetchMock, 'GET /api/admin/queues').length;

describe('Review queues', () => {
  it('shows the queues with their counts and an application next to the campaign', async () => {
    const item = buildQueueItem({
      answers: [{ question: 'Why do you like our serum?', answer: 'It smells of pandan' }],
      task: { uniqueComment: 'GLOW-ANA-7' },
      campaign: { taskType: 'SHARE', platform: 'LEMONEIGHT' },
    });
    stubFetch(queueRoutes('applications', [item]));
    renderQueue('/admin/queues/applications');

    const nav = screen.getByRole('navigation', { name: 'Review queues' });
    expect(await within(nav).findByRole('link', { name: 'Applications 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Drafts 0' })).toHaveAttribute('href', '/admin/queues/drafts');
    expect(within(nav).getByRole('link', { name: 'Submissions 0' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Reports 0' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Payouts 4' })).toHaveAttribute('href', '/admin/payouts');

    const application = await card(/Ana Creator/);
    expect(within(application).getByRole('link', { name: 'Ana Creator' })).toHaveAttribute(
      'href',
      '/admin/tasks/task-1',
    );
    expect(within(application).getByText('ana@example.com · Malaysia')).toBeInTheDocument();
    expect(within(application).getByText(/^Waiting since/)).toBeInTheDocument();
    const answers = within(application).getByRole('region', { name: 'Screening answers' });
    expect(within(answers).getByText('Why do you like our serum?')).toBeInTheDocument();
    expect(within(answers).getByText('It smells of pandan')).toBeInTheDocument();
    expect(within(application).getByText('GLOW-ANA-7')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of applications' })).toHaveTextContent(
      'Page 1 of 1 · 1 application',
    );
    const campaign = within(application).getByRole('region', { name: 'Campaign: Raya Glow Serum' });
    expect(within(campaign).getByText('At least 5,000 followers')).toBeInTheDocument();
    // The task type and platform in words, never their codes.
    expect(within(campaign).getByText('Share')).toBeInTheDocument();
    expect(within(campaign).getByText('Lemon8')).toBeInTheDocument();
    expect(within(campaign).queryByText(/^(SHARE|LEMONEIGHT)$/)).not.toBeInTheDocument();
    expect(within(campaign).getByText('Post a photo with the serum')).toBeInTheDocument();
  });

  it('approves an application: the item leaves and the counts refresh', async () => {
    const person = userEvent.setup();
    const fetchMock = stubFetch(queueRoutes('applications', [buildQueueItem()]));
    renderQueue('/admin/queues/applications');

    const application = await card(/Ana Creator/);
    await waitFor(() => expect(countRequests(fetchMock)).toBe(1));
    await person.click(within(application).getByRole('button', { name: 'Approve application' }));

    expect(await screen.findByText('Nothing waiting for review')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/admin/tasks/task-1/application').map((request) => request.body)).toEqual([
      { decision: 'approve' },
    ]);
    await waitFor(() => expect(countRequests(fetchMock)).toBe(2));
    expect(await screen.findByRole('link', { name: 'Applications 0' })).toBeInTheDocument();
  });

  it('rejects an application only with a remark', async () => {
    const person = userEvent.setup();
    const fetchMock = stubFetch(queueRoutes('applications', [buildQueueItem()]));
    renderQueue('/admin/queues/applications');

    await person.click(within(await card(/Ana Creator/)).getByRole('button', { name: 'Reject application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject application' });
    await person.click(within(dialog).getByRole('button', { name: 'Send rejection' }));
    expect(await within(dialog).findByText('Please give the creator a reason')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/admin/tasks/task-1/application')).toHaveLength(0);

    await person.type(within(dialog).getByRole('textbox', { name: /Reason for the creator/ }), 'Too few followers');
    await person.click(within(dialog).getByRole('button', { name: 'Send rejection' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'PUT /api/admin/tasks/task-1/application').map((request) => request.body)).toEqual([
        { decision: 'reject', remark: 'Too few followers' },
      ]),
    );
    expect(await screen.findByText('Nothing waiting for review')).toBeInTheDocument();
  });

  it('shows a draft with thumbnails and downloads, and approves it with the edited comment', async () => {
    const person = userEvent.setup();
    const draft = buildQueueItem({
      task: { id: 'task-2', status: 'ACCEPTED', draftComment: 'Glowing skin with #RayaGlow', draftSubmittedAt: SENT },
      submission: buildSubmission({
        stage: 'DRAFT',
        draftComment: 'Glowing skin with #RayaGlow',
        files: [
          buildSentFile(),
          buildSentFile({
            key: 'drafts/script.pdf',
            fileName: 'script.pdf',
            contentType: 'application/pdf',
            role: 'draft',
            url: 'https://files.example.com/script.pdf?sig=2',
          }),
        ],
      }),
    });
    const fetchMock = stubFetch(queueRoutes('drafts', [draft]));
    renderQueue('/admin/queues/drafts');

    const item = await card(/Ana Creator/);
    const thumbnail = within(item).getByRole('img', { name: 'shot.png' });
    expect(thumbnail).toHaveAttribute('src', 'https://files.example.com/shot.png?signature=abc');
    expect(thumbnail.closest('a')).toHaveAttribute('href', 'https://files.example.com/shot.png?signature=abc');
    expect(thumbnail.closest('a')).toHaveAttribute('target', '_blank');
    expect(within(item).getByRole('link', { name: 'Download script.pdf' })).toHaveAttribute(
      'href',
      'https://files.example.com/script.pdf?sig=2',
    );
    expect(within(item).getByText('Glowing skin with #RayaGlow')).toBeInTheDocument();

    await person.click(within(item).getByRole('button', { name: 'Approve draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve draft' });
    const comment = within(dialog).getByRole('textbox', { name: /Approved comment/ });
    expect(comment).toHaveValue('Glowing skin with #RayaGlow');
    await person.clear(comment);
    await person.type(comment, 'Glowing skin this Raya with #RayaGlow');
    await person.click(within(dialog).getByRole('button', { name: 'Approve with this comment' }));

    await waitFor(() =>
      expect(requestsTo(fetchMock, 'PUT /api/admin/tasks/task-2/review').map((request) => request.body)).toEqual([
        { action: 'approveDraft', remark: 'Glowing skin this Raya with #RayaGlow' },
      ]),
    );
    expect(await screen.findByText('Nothing waiting for review')).toBeInTheDocument();
  });

  it('rejects a draft with a remark', async () => {
    const person = userEvent.setup();
    const draft = buildQueueItem({
      task: { id: 'task-2', status: 'ACCEPTED', draftComment: 'Draft text', draftSubmittedAt: SENT },
      submission: buildSubmission({ stage: 'DRAFT', draftComment: 'Draft text' }),
    });
    const fetchMock = stubFetch(queueRoutes('drafts', [draft]));
    renderQueue('/admin/queues/drafts');

    await person.click(within(await card(/Ana Creator/)).getByRole('button', { name: 'Reject draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject draft' });
    await person.type(within(dialog).getByRole('textbox', { name: /Reason for the creator/ }), 'Show the bottle');
    await person.click(within(dialog).getByRole('button', { name: 'Send rejection' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'PUT /api/admin/tasks/task-2/review').map((request) => request.body)).toEqual([
        { action: 'rejectDraft', remark: 'Show the bottle' },
      ]),
    );
  });

  it('approves a submission with a report to follow when the campaign requires one', async () => {
    const person = userEvent.setup();
    const submission = buildQueueItem({
      task: { id: 'task-3', status: 'PENDING-CHECKING' },
      campaign: { requiresReport: true },
      submission: buildSubmission({ linkUrl: 'https://instagram.com/p/abc', files: [buildSentFile()] }),
    });
    const fetchMock = stubFetch(queueRoutes('submissions', [submission]));
    renderQueue('/admin/queues/submissions');

    const item = await card(/Ana Creator/);
    expect(within(item).getByRole('link', { name: 'https://instagram.com/p/abc' })).toHaveAttribute(
      'href',
      'https://instagram.com/p/abc',
    );
    expect(within(item).getByRole('img', { name: 'shot.png' })).toBeInTheDocument();
    await person.click(within(item).getByRole('button', { name: 'Approve submission (report next)' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'PUT /api/admin/tasks/task-3/review').map((request) => request.body)).toEqual([
        { action: 'approveWithReport' },
      ]),
    );
  });

  it("shows each submission's age, and flags one waiting past its review promise", async () => {
    const late = buildQueueItem({
      task: { id: 'task-late', status: 'PENDING-CHECKING' },
      influencer: { fullName: 'Late Lina' },
      review: { dueOn: '2026-12-12', waitingDays: 6, daysOverdue: 2, overdue: true },
    });
    const onTime = buildQueueItem({
      task: { id: 'task-on-time', status: 'PENDING-CHECKING' },
      influencer: { fullName: 'Prompt Pei' },
      review: { dueOn: '2026-12-15', waitingDays: 1, daysOverdue: 0, overdue: false },
    });
    stubFetch(queueRoutes('submissions', [late, onTime]));
    renderQueue('/admin/queues/submissions');

    const lateCard = await card(/Late Lina/);
    expect(within(lateCard).getByText('Waiting 6 days')).toBeInTheDocument();
    expect(within(lateCard).getByText('Overdue: review was due by 12 Dec 2026')).toBeInTheDocument();
    const onTimeCard = await card(/Prompt Pei/);
    expect(within(onTimeCard).getByText('Waiting 1 day')).toBeInTheDocument();
    expect(within(onTimeCard).getByText('Review due by 15 Dec 2026')).toBeInTheDocument();
    expect(within(onTimeCard).queryByText(/Overdue/)).not.toBeInTheDocument();
  });

  it('approves a submission straight to payment, and rejects one only with a remark', async () => {
    const person = userEvent.setup();
    const first = buildQueueItem({ task: { id: 'task-3', status: 'PENDING-CHECKING' }, submission: buildSubmission() });
    const second = buildQueueItem({
      task: { id: 'task-4', status: 'PENDING-CHECKING' },
      influencer: { id: 'user-2', fullName: 'Bala Kumar', email: 'bala@example.com' },
      submission: buildSubmission({ id: 'submission-2' }),
    });
    const fetchMock = stubFetch(queueRoutes('submissions', [first, second]));
    renderQueue('/admin/queues/submissions');

    await person.click(within(await card(/Ana Creator/)).getByRole('button', { name: 'Approve submission' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'PUT /api/admin/tasks/task-3/review').map((request) => request.body)).toEqual([
        { action: 'approve' },
      ]),
    );

    await person.click(within(await card(/Bala Kumar/)).getByRole('button', { name: 'Reject submission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject submission' });
    await person.click(within(dialog).getByRole('button', { name: 'Send rejection' }));
    expect(await within(dialog).findByText('Please give the creator a reason')).toBeInTheDocument();
    await person.type(within(dialog).getByRole('textbox', { name: /Reason for the creator/ }), 'The link is private');
    await person.click(within(dialog).getByRole('button', { name: 'Send rejection' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'PUT /api/admin/tasks/task-4/review').map((request) => request.body)).toEqual([
        { action: 'reject', remark: 'The link is private' },
      ]),
    );
    expect(await screen.findByText('Nothing waiting for review')).toBeInTheDocument();
  });

  it('shows a report’s files and approves it', async () => {
    const person = userEvent.setup();
    const report = buildQueueItem({
      task: { id: 'task-5', status: 'APPROVED-PENDING-PAYMENT' },
      campaign: { requiresReport: true },
      report: buildReport({
        files: [
          buildSentFile({
            key: 'reports/insights.jpg',
            fileName: 'insights.jpg',
            contentType: 'image/jpeg',
            role: 'report',
            url: 'https://files.example.com/insights.jpg?sig=3',
          }),
        ],
      }),
    });
    const fetchMock = stubFetch(queueRoutes('reports', [report]));
    renderQueue('/admin/queues/reports');

    const item = await card(/Ana Creator/);
    const reportPart = within(item).getByRole('region', { name: 'Report' });
    expect(within(reportPart).getByRole('img', { name: 'insights.jpg' }).closest('a')).toHaveAttribute(
      'href',
      'https://files.example.com/insights.jpg?sig=3',
    );
    expect(within(item).queryByRole('button', { name: 'Start payout' })).not.toBeInTheDocument();
    await person.click(within(item).getByRole('button', { name: 'Approve report' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'PUT /api/admin/tasks/task-5/review').map((request) => request.body)).toEqual([
        { action: 'approveReport' },
      ]),
    );
  });

  it('filters by campaign and keeps the filter in the address', async () => {
    const person = userEvent.setup();
    const fetchMock = stubFetch(queueRoutes('submissions', []));
    renderQueue('/admin/queues/submissions');

    expect(await screen.findByText('Nothing waiting for review')).toBeInTheDocument();
    await selectOption(person, 'Campaign', 'Raya Glow Serum');

    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .map(([input]) => new URL(String(input), window.location.origin))
          .filter((url) => url.pathname === '/api/admin/queues/submissions')
          .at(-1)
          ?.searchParams.get('campaignId'),
      ).toBe(CAMPAIGN_ID),
    );
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      `/admin/queues/submissions?campaign=${CAMPAIGN_ID}`,
    );
  });

  it('moves to the last page when the last item of the last page is decided', async () => {
    const person = userEvent.setup();
    let items = [
      buildQueueItem(),
      buildQueueItem({
        task: { id: 'task-2' },
        influencer: { id: 'user-2', fullName: 'Bala Kumar', email: 'bala@example.com' },
      }),
    ];
    // One item a page: Ana on page 1, Bala on page 2 until he is decided.
    const fetchMock = stubFetch(
      queueRoutes('applications', items, {
        'GET /api/admin/queues/applications': ({ query }) => {
          const page = Number(query.get('page'));
          return { body: pageOf(items.slice(page - 1, page), { total: items.length, page, pageSize: 1 }) };
        },
        'PUT /api/admin/tasks/task-2/application': () => {
          items = items.filter((item) => item.task.id !== 'task-2');
          return {};
        },
      }),
    );
    renderQueue('/admin/queues/applications?page=2');

    await person.click(within(await card(/Bala Kumar/)).getByRole('button', { name: 'Approve application' }));

    expect(await card(/Ana Creator/)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/admin\/queues\/applications$/);
    expect(screen.getByText('1 waiting · oldest first')).toBeInTheDocument();
    expect(screen.queryByText('Nothing waiting for review')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/admin/queues/applications').at(-1)?.query.get('page')).toBe('1');
  });

  it('shows again a task that comes back into the queue after a decision', async () => {
    const person = userEvent.setup();
    const draftOf = (id: string, fullName: string) =>
      buildQueueItem({
        task: { id, status: 'ACCEPTED', draftComment: `Draft by ${fullName}`, draftSubmittedAt: SENT },
        influencer: { id: `user-${id}`, fullName, email: `${id}@example.com` },
        submission: buildSubmission({ stage: 'DRAFT', draftComment: `Draft by ${fullName}` }),
      });
    const ana = draftOf('task-1', 'Ana Creator');
    const bala = draftOf('task-2', 'Bala Kumar');
    let items = [ana, bala];
    stubFetch(
      queueRoutes('drafts', items, {
        'GET /api/admin/queues/drafts': () => ({ body: pageOf(items) }),
        // Ana's draft is rejected; by the time Bala's is decided she has sent a new one.
        'PUT /api/admin/tasks/task-1/review': () => {
          items = [bala];
          return {};
        },
        'PUT /api/admin/tasks/task-2/review': () => {
          items = [ana];
          return {};
        },
      }),
    );
    renderQueue('/admin/queues/drafts');

    await person.click(within(await card(/Ana Creator/)).getByRole('button', { name: 'Reject draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject draft' });
    await person.type(within(dialog).getByRole('textbox', { name: /Reason for the creator/ }), 'Show the bottle');
    await person.click(within(dialog).getByRole('button', { name: 'Send rejection' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /Ana Creator/ })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('1 waiting · oldest first')).toBeInTheDocument());

    await person.click(within(await card(/Bala Kumar/)).getByRole('button', { name: 'Reject draft' }));
    const second = await screen.findByRole('dialog', { name: 'Reject draft' });
    await person.type(within(second).getByRole('textbox', { name: /Reason for the creator/ }), 'Too dark');
    await person.click(within(second).getByRole('button', { name: 'Send rejection' }));

    expect(await card(/Ana Creator/)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /Bala Kumar/ })).not.toBeInTheDocument();
  });

  it('keeps the dialog and the reason typed when another manager decided first, and says who, what and when', async () => {
    const person = userEvent.setup();
    const submission = buildQueueItem({ task: { id: 'task-1', status: 'PENDING-CHECKING' } });
    let items = [submission];
    const fetchMock = stubFetch(
      queueRoutes('submissions', items, {
        'GET /api/admin/queues/submissions': () => ({ body: pageOf(items) }),
        // Another manager approved it a moment ago: the queue no longer lists it.
        'PUT /api/admin/tasks/task-1/review': () => {
          items = [];
          const at = new Date(Date.now() - 2_000).toISOString();
          const params = { action: 'approve', by: 'Aisha Rahman', at };
          return { status: 409, body: { message: 'Duplicate Request', code: 'duplicate-request', params } };
        },
      }),
    );
    renderQueue('/admin/queues/submissions');

    await person.click(within(await card(/Ana Creator/)).getByRole('button', { name: 'Reject submission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject submission' });
    await person.type(within(dialog).getByRole('textbox', { name: /Reason for the creator/ }), 'Blurry photo');
    const listings = requestsTo(fetchMock, 'GET /api/admin/queues/submissions').length;
    await person.click(within(dialog).getByRole('button', { name: 'Send rejection' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Not saved: this task was decided meanwhile');
    expect(alert).toHaveTextContent(/Aisha Rahman approved \d seconds ago\./);
    // The queue was read again without the item, and the dialog stays with what was typed.
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET /api/admin/queues/submissions').length).toBeGreaterThan(listings),
    );
    expect(screen.getByRole('dialog', { name: 'Reject submission' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Reason for the creator/ })).toHaveValue('Blurry photo');
    expect(screen.queryByText('Duplicate Request')).not.toBeInTheDocument();

    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Nothing waiting for review')).toBeInTheDocument();
  });

  it('offers Undo after a decision, and an undone decision brings the item back', async () => {
    const person = userEvent.setup();
    const application = buildQueueItem();
    let items = [application];
    const fetchMock = stubFetch(
      queueRoutes('applications', items, {
        'GET /api/admin/queues/applications': () => ({ body: pageOf(items) }),
        'PUT /api/admin/tasks/task-1/application': () => {
          items = [];
          return {};
        },
        'GET /api/admin/tasks/task-1': {
          body: buildAdminTask({
            events: [
              buildTaskEvent({
                action: 'approveApplication',
                undoableUntil: new Date(Date.now() + 60_000).toISOString(),
              }),
            ],
          }),
        },
        'PUT /api/admin/tasks/task-1/undo': () => {
          items = [application];
          return {};
        },
      }),
    );
    renderQueue('/admin/queues/applications');

    await person.click(within(await card(/Ana Creator/)).getByRole('button', { name: 'Approve application' }));
    const notice = await screen.findByRole('region', { name: 'Undo' });
    expect(within(notice).getByRole('status')).toHaveTextContent(
      'Decision saved for Ana Creator: approved the application.',
    );
    expect(notice).toHaveTextContent(/You can undo it for \d+ more seconds before the creator is told\./);
    expect(await screen.findByText('Nothing waiting for review')).toBeInTheDocument();
    // Announced once, by the notice: no toast saying it again.
    expect(screen.queryByText('Decision saved')).not.toBeInTheDocument();

    await person.click(within(notice).getByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Decision undone')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/admin/tasks/task-1/undo')).toHaveLength(1);
    expect(await card(/Ana Creator/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('sends the payouts queue to the Payouts page', async () => {
    stubFetch(queueRoutes('applications', []));
    renderQueue('/admin/queues/payouts');
    expect(await screen.findByText('Payouts page')).toBeInTheDocument();
  });
});
