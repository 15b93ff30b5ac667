import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SentWork } from '@portal/domain/admin';
import type { Task } from '@portal/domain/tasks';
import { TERMS_CHANGED_MESSAGE } from '@portal/domain/terms';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { activateLocale } from '@/lib/i18n/locale';
import { tokenManager } from '@/lib/token-manager';
import { buildFinalSubmission, buildReport, buildSentFile, buildSubmission } from '@/testing/admin-fixtures';
import { heldReply, requestsTo, stubFetch } from '@/testing/fetch-stub';
import {
  buildPayoutTracker,
  buildTask,
  buildTerms,
  emptyThreadRoutes,
  noExtensionRoutes,
  nothingSentRoutes,
  storedSessionRoutes,
} from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

afterEach(() => {
  tokenManager.clear();
});

/** What was sent for a VIDEO task: a draft, the final submission and a report, newest first as the server sends them. */
const sentWork: SentWork = {
  submissions: [
    buildFinalSubmission(),
    buildSubmission({
      stage: 'DRAFT',
      createdAt: '2026-11-03T03:00:00.000Z',
      draftComment: 'Glowing skin with #RayaGlow',
    }),
  ],
  reports: [
    buildReport({
      createdAt: '2026-11-07T03:00:00.000Z',
      files: [
        buildSentFile({
          key: 'reports/campaign-1/user-1/3-reach.jpg',
          fileName: 'reach.jpg',
          contentType: 'image/jpeg',
          role: 'report',
          url: 'https://files.example.com/reach.jpg?signature=ghi',
        }),
      ],
    }),
  ],
};

const sentTask = buildTask({ id: 'task-7', status: 'PENDING-CHECKING', campaignDetails: { taskType: 'VIDEO' } });

describe('Task detail page', () => {
  it("keeps the page's shape while the task loads, then shows it", async () => {
    const reply = heldReply();
    stubFetch({
      ...emptyThreadRoutes('creator', 'task-7'),
      ...storedSessionRoutes(),
      ...nothingSentRoutes,
      'GET /api/task/taskId': reply.handler,
    });
    renderApp('/campaign/task-7');

    expect(await screen.findByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    reply.release({ body: buildTask({ id: 'task-7' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Raya Glow Serum' })).toBeInTheDocument();
    // The conversation's messages may still be loading (its own gate says so too), on a cold start.
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument());
  });

  it('accepts an invite, then says so with the time remaining', async () => {
    let task: Task = buildTask({ id: 'task-7' });
    const fetchMock = stubFetch({
      ...emptyThreadRoutes('creator', 'task-7'),
      ...storedSessionRoutes(),
      ...nothingSentRoutes,
      'GET /api/task/taskId': () => ({ body: task }),
      'PUT /api/task/accept': () => {
        task = { ...task, status: 'ACCEPTED' };
        return { body: task };
      },
    });
    renderApp('/campaign/task-7');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Accept Task' }));
    expect(await screen.findByText('Are you sure you want to accept this task?')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Task Accepted')).toBeInTheDocument();
    expect(await screen.findByText('Task Accepted Successfully!')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Time Remaining' })).toHaveTextContent(/2 days 23 hours 59 minutes/);
    expect(screen.queryByRole('button', { name: 'Accept Task' })).not.toBeInTheDocument();
    // Accept Task is gone with the step: the focus goes to the page's heading, not the page's body.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Raya Glow Serum' })).toHaveFocus());
    expect(requestsTo(fetchMock, 'PUT /api/task/accept')[0]?.body).toEqual({
      task: 'task-7',
      screeningResponses: [],
      shownTerms: buildTerms(),
    });
  });

  it('says Duplicate Request when the terms changed since the page loaded, and shows the new terms to review', async () => {
    let task: Task = buildTask({ id: 'task-7' });
    const fetchMock = stubFetch({
      ...emptyThreadRoutes('creator', 'task-7'),
      ...storedSessionRoutes(),
      ...nothingSentRoutes,
      'GET /api/task/taskId': () => ({ body: task }),
      // The campaign manager changed the revisions included while the page was open.
      'PUT /api/task/accept': () => {
        task = buildTask({ id: 'task-7', campaignDetails: { terms: buildTerms({ revisionsIncluded: 0 }) } });
        return { status: 409, body: { message: TERMS_CHANGED_MESSAGE, code: 'terms-changed' } };
      },
    });
    renderApp('/campaign/task-7');
    const person = userEvent.setup();

    expect(await screen.findByText('2 revisions are included')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Accept Task' }));
    await person.click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Error accepting task')).toBeInTheDocument();
    // SPEC §8: a 409 says 'Duplicate Request', whatever the server's reason; the page then shows the new terms.
    expect(await screen.findByRole('note')).toHaveTextContent('Error accepting taskDuplicate Request');
    expect(await screen.findByText('No revisions are included')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Accept Task' })).toHaveAccessibleDescription(
      'Error accepting task Duplicate Request',
    );
    expect(requestsTo(fetchMock, 'PUT /api/task/accept')[0]?.body).toMatchObject({ shownTerms: buildTerms() });
  });

  it('loads the task again after a 409, so a stale second tab shows the form of its status now', async () => {
    let task: Task = buildTask({ id: 'task-7' });
    stubFetch({
      ...emptyThreadRoutes('creator', 'task-7'),
      ...storedSessionRoutes(),
      ...nothingSentRoutes,
      'GET /api/task/taskId': () => ({ body: task }),
      // Another tab accepted the task first.
      'PUT /api/task/accept': () => {
        task = { ...task, status: 'ACCEPTED' };
        return { status: 409, body: { message: 'Duplicate Request', code: 'duplicate-request' } };
      },
    });
    renderApp('/campaign/task-7');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Accept Task' }));
    await person.click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Error accepting task')).toBeInTheDocument();
    expect(screen.getByText('Duplicate Request')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Submit Task' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Task' })).not.toBeInTheDocument();
  });

  it('shows the referral panel and the referrals of a campaign with a referral fee', async () => {
    stubFetch({
      ...emptyThreadRoutes('creator', 'task-7'),
      ...storedSessionRoutes(),
      ...nothingSentRoutes,
      'GET /api/task/taskId': {
        body: buildTask({ id: 'task-7', status: 'ACCEPTED', campaignDetails: { referralFee: 25 } }),
      },
      'GET /api/referral/link': { body: { code: 'abc123' } },
      'GET /api/referral/task': { body: [] },
    });
    renderApp('/campaign/task-7#referrals');

    expect(await screen.findByRole('heading', { name: 'Refer a Friend' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Referral Link' })).toHaveValue(
      `${window.location.origin}/refer/abc123`,
    );
    expect(screen.getByRole('region', { name: 'Referrals' })).toHaveAttribute('id', 'referrals');
    expect(await screen.findByText('No referrals yet.')).toBeInTheDocument();
  });

  it('says when there is no such campaign', async () => {
    stubFetch({
      ...emptyThreadRoutes('creator', 'task-7'),
      ...storedSessionRoutes(),
      'GET /api/task/taskId': { status: 404, body: { message: 'No campaign found', code: 'no-campaign-found' } },
    });
    renderApp('/campaign/unknown');

    expect(await screen.findByText('No campaign found')).toBeInTheDocument();
  });

  it('says when the campaign cannot be loaded, and shows it once a retry loads it', async () => {
    let calls = 0;
    stubFetch({
      ...emptyThreadRoutes('creator', 'task-7'),
      ...storedSessionRoutes(),
      ...nothingSentRoutes,
      'GET /api/task/taskId': () =>
        ++calls === 1
          ? { status: 403, body: { message: 'Forbidden', code: 'forbidden' } }
          : { body: buildTask({ id: 'task-7', campaignDetails: { campaignTitle: 'Kopi Morning Likes' } }) },
    });
    renderApp('/campaign/task-7');
    const person = userEvent.setup();

    expect(await screen.findByText('Error retrieving campaign')).toBeInTheDocument();
    const failure = await screen.findByRole('alert', { name: 'Could not load the campaign' });
    expect(failure).toHaveTextContent('Forbidden');

    await person.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Kopi Morning Likes' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load the campaign')).not.toBeInTheDocument();
  });
});

describe('Payout on the task detail', () => {
  it("shows where the payout of a task approved for payment stands, asking the creator's payouts once", async () => {
    const fetchMock = stubFetch({
      ...emptyThreadRoutes('creator', 'task-7'),
      ...storedSessionRoutes(),
      ...nothingSentRoutes,
      'GET /api/task/taskId': { body: buildTask({ id: 'task-7', status: 'APPROVED-PENDING-PAYMENT' }) },
      'GET /api/payments/payouts': {
        body: {
          payouts: [
            buildPayoutTracker({ taskId: 'task-3', campaign: 'Kopi Morning', stage: 'paid' }),
            buildPayoutTracker({ taskId: 'task-7', stage: 'scheduled', scheduledAt: '2026-12-03T02:00:00.000Z' }),
          ],
        },
      },
    });
    renderApp('/campaign/task-7');

    const progress = await screen.findByRole('list', { name: 'Payout progress' });
    const current = within(progress)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent(`Scheduled${formatDate('2026-12-03T02:00:00.000Z')}`);
    expect(requestsTo(fetchMock, 'GET /api/payments/payouts')).toHaveLength(1);
  });

  it("names the payout's stages in the language shown, from the account screens' catalogue it loads", async () => {
    await activateLocale('zh-Hans');
    stubFetch({
      ...emptyThreadRoutes('creator', 'task-7'),
      ...storedSessionRoutes(),
      ...nothingSentRoutes,
      'GET /api/task/taskId': { body: buildTask({ id: 'task-7', status: 'COMPLETED' }) },
      'GET /api/payments/payouts': {
        body: {
          payouts: [buildPayoutTracker({ taskId: 'task-7', stage: 'paid', paidAt: '2026-12-05T09:00:00.000Z' })],
        },
      },
    });
    renderApp('/campaign/task-7');

    const progress = await screen.findByRole('list', { name: '付款进度' });
    expect(within(progress).getAllByRole('listitem').at(-1)).toHaveTextContent(/^已付款/);
  });

  it('asks for no payout of a task not approved for payment', async () => {
    const fetchMock = stubFetch({
      ...emptyThreadRoutes('creator', 'task-7'),
      ...storedSessionRoutes(),
      ...nothingSentRoutes,
      'GET /api/task/taskId': { body: buildTask({ id: 'task-7', status: 'PENDING-CHECKING' }) },
    });
    renderApp('/campaign/task-7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Raya Glow Serum' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Payout progress' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/payments/payouts')).toHaveLength(0);
  });
});

describe('Submission history on the task detail', () => {
  it('lists the drafts, submissions and reports sent, newest first, with their link, comment and files', async () => {
    const fetchMock = stubFetch({
      ...emptyThreadRoutes('creator', 'task-7'),
      ...storedSessionRoutes(),
      'GET /api/task/taskId': { body: sentTask },
      ...noExtensionRoutes,
      'GET /api/task/history': { body: sentWork },
    });
    renderApp('/campaign/task-7');

    const history = await screen.findByRole('region', { name: 'Submission history' });
    expect(within(history).getByRole('heading', { name: 'Submission history' })).toBeInTheDocument();
    const entries = await within(history).findAllByRole('article');
    expect(entries.map((entry) => entry.getAttribute('aria-label'))).toEqual([
      `Report of ${formatDateTime('2026-11-07T03:00:00.000Z')}`,
      `Submission of ${formatDateTime('2026-11-05T03:00:00.000Z')}`,
      `Draft of ${formatDateTime('2026-11-03T03:00:00.000Z')}`,
    ]);
    const [report, submission, draft] = entries as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(report).getByText('Report')).toBeInTheDocument();
    expect(within(report).getByRole('img', { name: 'reach.jpg' })).toHaveAttribute(
      'src',
      'https://files.example.com/reach.jpg?signature=ghi',
    );

    expect(within(submission).getByText('Submission')).toBeInTheDocument();
    expect(within(submission).getByRole('link', { name: 'https://instagram.com/p/ana-glow' })).toHaveAttribute(
      'href',
      'https://instagram.com/p/ana-glow',
    );
    const thumbnail = within(submission).getByRole('img', { name: 'shot.png' });
    expect(thumbnail).toHaveAttribute('src', 'https://files.example.com/shot.png?signature=abc');
    const fullSize = within(submission).getByRole('link', { name: 'Open shot.png full size' });
    expect(fullSize).toHaveAttribute('href', 'https://files.example.com/shot.png?signature=abc');
    expect(fullSize).toHaveAttribute('target', '_blank');
    expect(fullSize).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(submission).getByRole('link', { name: 'Download insights.pdf' })).toHaveAttribute(
      'href',
      'https://files.example.com/insights.pdf?signature=def',
    );
    expect(within(submission).queryByRole('img', { name: 'insights.pdf' })).not.toBeInTheDocument();

    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByText('Glowing skin with #RayaGlow')).toBeInTheDocument();
    expect(within(draft).queryByRole('link')).not.toBeInTheDocument();

    const [historyCall] = fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/task/history'));
    expect(new URL(String(historyCall?.[0]), window.location.origin).searchParams.get('taskId')).toBe('task-7');
  });

  it('shows no history when nothing was sent', async () => {
    const fetchMock = stubFetch({
      ...emptyThreadRoutes('creator', 'task-7'),
      ...storedSessionRoutes(),
      ...nothingSentRoutes,
      'GET /api/task/taskId': { body: buildTask({ id: 'task-7', status: 'ACCEPTED' }) },
    });
    renderApp('/campaign/task-7');

    expect(await screen.findByRole('region', { name: 'Submit Task' })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/task/history')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Could not load your submission history.')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Submission history' })).not.toBeInTheDocument();
  });

  it('shows the rest of the page while the history loads, and a retry when it fails', async () => {
    const firstLoad = heldReply();
    let calls = 0;
    stubFetch({
      ...emptyThreadRoutes('creator', 'task-7'),
      ...storedSessionRoutes(),
      'GET /api/task/taskId': { body: sentTask },
      ...noExtensionRoutes,
      'GET /api/task/history': () => (++calls === 1 ? firstLoad.handler() : { body: sentWork }),
    });
    renderApp('/campaign/task-7');
    const person = userEvent.setup();

    expect(await screen.findByText('Pending Approval')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Submission history' })).not.toBeInTheDocument();

    firstLoad.release({ status: 403, body: { message: 'Forbidden', code: 'forbidden' } });
    const history = await screen.findByRole('region', { name: 'Submission history' });
    expect(within(history).getByText('Could not load your submission history.')).toBeInTheDocument();

    await person.click(within(history).getByRole('button', { name: 'Retry' }));
    expect(await within(history).findAllByRole('article')).toHaveLength(3);
    expect(within(history).queryByText('Could not load your submission history.')).not.toBeInTheDocument();
  });
});
