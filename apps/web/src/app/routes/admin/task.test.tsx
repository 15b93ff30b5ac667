import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CAPTION_CHANGED, type AdminTask } from '@portal/domain/admin';
import type { TaskThread, ThreadEntry } from '@portal/domain/messages';
import type { TaskStatus } from '@portal/domain/tasks';
import { tokenManager } from '@/lib/token-manager';
import {
  buildAdmin,
  buildAdminTask,
  buildFinalSubmission,
  buildSubmission,
  buildTaskEvent,
} from '@/testing/admin-fixtures';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { noPaymentDetails, storedSessionRoutes, emptyThreadRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

// The back office is loaded lazily: have its code ready, as a warm browser cache would.
beforeAll(async () => {
  await import('./admin-root');
});

afterEach(() => {
  tokenManager.clear();
});

const submittedTask = buildAdminTask({
  task: { status: 'PENDING-CHECKING', submissionDate: '2026-11-05T03:00:00.000Z' },
  answers: [{ question: 'Why do you like our serum?', answer: 'It glows' }],
  payout: { ...noPaymentDetails, userId: 'user-1', paymentMethod: 'Paypal', paypalEmail: 'ana.pay@example.com' },
  submissions: [
    buildSubmission({ stage: 'DRAFT', createdAt: '2026-11-03T03:00:00.000Z', draftComment: 'So glowy!' }),
    buildFinalSubmission(),
  ],
  // Out of order on purpose: the timeline sorts them oldest first.
  events: [
    buildTaskEvent({
      id: 3,
      action: 'submit',
      fromStatus: 'ACCEPTED',
      toStatus: 'PENDING-CHECKING',
      createdAt: '2026-11-05T03:00:00.000Z',
    }),
    buildTaskEvent({ id: 1 }),
    buildTaskEvent({
      id: 2,
      action: 'approveApplication',
      fromStatus: 'APPLIED',
      toStatus: 'SELECTED',
      actor: 'admin',
      actorName: 'Maya Manager',
      remark: 'Great profile',
      createdAt: '2026-11-03T01:00:00.000Z',
    }),
    buildTaskEvent({
      id: 4,
      action: 'expire',
      fromStatus: 'PENDING-CHECKING',
      toStatus: 'EXPIRED',
      actor: 'server',
      actorName: null,
      createdAt: '2026-11-06T03:00:00.000Z',
    }),
  ],
});

describe('Task page', () => {
  it('shows the timeline oldest first, with who, the statuses, the action and the remark', async () => {
    stubFetch({
      ...emptyThreadRoutes('brand', 'task-1'),
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/tasks/task-1': { body: submittedTask },
    });
    renderApp('/admin/tasks/task-1');

    const timelineSection = await screen.findByRole('region', { name: 'Timeline' });
    const items = within(timelineSection).getAllByText(/→|Created as/);
    expect(items.map((item) => item.textContent)).toEqual([
      'Created as Pending Application Review',
      'Pending Application Review → Invited',
      'On-Going → Pending Approval',
      'Pending Approval → Expired',
    ]);
    expect(timelineSection).toHaveTextContent('Maya Manager · approved the application');
    expect(timelineSection).toHaveTextContent('Remark: Great profile');
    expect(timelineSection).toHaveTextContent('System · expired at the deadline');
    expect(timelineSection).toHaveTextContent('Ana Creator · applied');
  });

  it('says when the server approved work because the brand’s review was late', async () => {
    stubFetch({
      'GET /api/admin/tasks/task-1/rating': { body: { rating: null } },
      ...emptyThreadRoutes('brand', 'task-1'),
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/tasks/task-1': {
        body: buildAdminTask({
          task: { status: 'APPROVED-PENDING-PAYMENT' },
          events: [
            buildTaskEvent({
              id: 1,
              action: 'approveDraft',
              fromStatus: 'ACCEPTED',
              toStatus: 'ACCEPTED',
              actor: 'admin',
              actorName: 'Maya Manager',
            }),
            buildTaskEvent({
              id: 2,
              action: 'approve',
              fromStatus: 'PENDING-CHECKING',
              toStatus: 'APPROVED-PENDING-PAYMENT',
              actor: 'server',
              actorName: null,
              createdAt: '2026-11-06T03:00:00.000Z',
            }),
          ],
        }),
      },
    });
    renderApp('/admin/tasks/task-1');

    const timelineSection = await screen.findByRole('region', { name: 'Timeline' });
    expect(timelineSection).toHaveTextContent('System · approved');
    const automatic = within(timelineSection).getAllByText(/^Approved automatically/);
    // Only the server's approval, not the manager's.
    expect(automatic.map((line) => line.textContent)).toEqual([
      'Approved automatically: the brand did not review it within two working days after the review promise.',
    ]);
  });

  it('shows the terms the creator agreed to on the step they agreed in', async () => {
    const agreedTerms = {
      incentive: 450,
      currency: 'RM',
      paymentDays: 14,
      reviewDays: 3,
      revisionsIncluded: 1,
      usageRights: 'PAID_90',
      usageNote: 'Malaysia only',
      deadline: '2026-12-31T15:59:00.000Z',
    } as const;
    stubFetch({
      ...emptyThreadRoutes('brand', 'task-1'),
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/tasks/task-1': {
        body: buildAdminTask({
          task: { status: 'APPLIED' },
          events: [buildTaskEvent({ id: 1, agreedTerms })],
        }),
      },
    });
    renderApp('/admin/tasks/task-1');

    const timelineSection = await screen.findByRole('region', { name: 'Timeline' });
    expect(
      within(timelineSection)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'RM 450.00, paid within 14 working days of approval',
      'Brand review within 3 working days',
      '1 revision included',
      'Usage rights: Paid ads for 90 days (Malaysia only)',
    ]);
  });

  it('shows what was sent newest first, images as thumbnails opening full size, other files as downloads', async () => {
    stubFetch({
      ...emptyThreadRoutes('brand', 'task-1'),
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/tasks/task-1': { body: submittedTask },
    });
    renderApp('/admin/tasks/task-1');

    const submissions = await screen.findByRole('region', { name: 'Submissions' });
    const [newest, oldest] = within(submissions).getAllByRole('article');
    expect(newest).toHaveAccessibleName(/^Final submission/);
    expect(oldest).toHaveAccessibleName(/^Draft/);
    expect(oldest).toHaveTextContent('Draft comment: So glowy!');
    expect(
      within(newest as HTMLElement).getByRole('link', { name: 'https://instagram.com/p/ana-glow' }),
    ).toHaveAttribute('href', 'https://instagram.com/p/ana-glow');

    const thumbnail = within(newest as HTMLElement).getByRole('img', { name: 'shot.png' });
    expect(thumbnail).toHaveAttribute('src', 'https://files.example.com/shot.png?signature=abc');
    const fullSize = within(newest as HTMLElement).getByRole('link', { name: 'Open shot.png full size' });
    expect(fullSize).toHaveAttribute('href', 'https://files.example.com/shot.png?signature=abc');
    expect(fullSize).toHaveAttribute('target', '_blank');
    expect(within(newest as HTMLElement).getByRole('link', { name: 'Download insights.pdf' })).toHaveAttribute(
      'href',
      'https://files.example.com/insights.pdf?signature=def',
    );
    expect(within(newest as HTMLElement).queryByRole('img', { name: 'insights.pdf' })).not.toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'Screening answers' })).toHaveTextContent('It glows');
    expect(screen.getByRole('region', { name: 'Payout details' })).toHaveTextContent('ana.pay@example.com');
    expect(screen.getByRole('region', { name: 'Campaign requirements' })).toHaveTextContent('At least 5,000 followers');
  });

  it('rejects an application only with a remark, then shows the new status', async () => {
    let task = buildAdminTask();
    const fetchMock = stubFetch({
      ...emptyThreadRoutes('brand', 'task-1'),
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/tasks/task-1': () => ({ body: task }),
      'PUT /api/admin/tasks/task-1/application': () => {
        task = buildAdminTask({
          task: { status: 'APPLICATION-REJECTED', applicationRejectionComments: 'Too few followers' },
        });
        return { body: null };
      },
    });
    renderApp('/admin/tasks/task-1');
    const person = userEvent.setup();

    const decisions = await screen.findByRole('group', { name: 'Decisions' });
    expect(within(decisions).getByRole('button', { name: 'Approve application' })).toBeInTheDocument();
    await person.click(within(decisions).getByRole('button', { name: 'Reject application' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reject application' });
    await person.click(within(dialog).getByRole('button', { name: 'Send rejection' }));
    expect(await within(dialog).findByText('Please give the creator a reason')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/admin/tasks/task-1/application')).toHaveLength(0);

    await person.type(within(dialog).getByRole('textbox', { name: 'Reason for the creator' }), 'Too few followers');
    await person.click(within(dialog).getByRole('button', { name: 'Send rejection' }));

    expect(await screen.findByText('Decision saved')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/admin/tasks/task-1/application')[0]?.body).toEqual({
      decision: 'reject',
      remark: 'Too few followers',
    });
    await waitFor(() =>
      expect(
        screen.getByText('Application Rejected', { selector: '.mantine-Badge-label' }).closest('[data-tone]'),
      ).toHaveAttribute('data-tone', 'problem'),
    );
    expect(screen.getByText('No decision is waiting on this task.')).toBeInTheDocument();
  });

  it('counts the revisions against those agreed, and says when they went beyond', async () => {
    stubFetch({
      ...emptyThreadRoutes('brand', 'task-1'),
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/tasks/task-1': {
        body: buildAdminTask({ task: { status: 'REJECTED', revisions: { used: 3, included: 2 } } }),
      },
    });
    renderApp('/admin/tasks/task-1');

    expect(await screen.findByText('Revision 3 of 2 — beyond the revisions agreed')).toBeInTheDocument();
  });

  it('says the payout details come once the payout is due, when the server keeps them back', async () => {
    stubFetch({
      ...emptyThreadRoutes('brand', 'task-1'),
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/tasks/task-1': { body: buildAdminTask({ task: { status: 'ACCEPTED' }, payout: null }) },
    });
    renderApp('/admin/tasks/task-1');

    const payout = await screen.findByRole('region', { name: 'Payout details' });
    expect(within(payout).getByText('Shown once the payout is due')).toBeInTheDocument();
    expect(within(payout).queryByText('No payment details')).not.toBeInTheDocument();
  });

  it('says when a creator whose payout is due gave no payment details', async () => {
    stubFetch({
      'GET /api/admin/tasks/task-1/rating': { body: { rating: null } },
      ...emptyThreadRoutes('brand', 'task-1'),
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/tasks/task-1': {
        body: buildAdminTask({
          task: { status: 'APPROVED-PENDING-PAYMENT' },
          payout: { ...noPaymentDetails, userId: 'user-1' },
        }),
      },
    });
    renderApp('/admin/tasks/task-1');

    const payout = await screen.findByRole('region', { name: 'Payout details' });
    expect(within(payout).getByText('No payment details')).toBeInTheDocument();
    expect(within(payout).queryByText('Shown once the payout is due')).not.toBeInTheDocument();
  });

  it('says when there is no such task', async () => {
    stubFetch({
      ...emptyThreadRoutes('brand', 'task-1'),
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/tasks/nope': { status: 404, body: { message: 'Not found', code: 'not-found' } },
    });
    renderApp('/admin/tasks/nope');

    expect(await screen.findByText('No task found')).toBeInTheDocument();
  });
});

/** Ana's task in a Unique Comment campaign that comments on the campaign's post unless told otherwise. */
function uniqueCommentTask(status: TaskStatus, task: Partial<AdminTask['task']> = {}): AdminTask {
  const base = buildAdminTask({ task: { status, ...task } });
  return {
    ...base,
    campaign: { ...base.campaign, taskType: 'UNIQUECOMMENT', uniqueCommentUrl: 'https://instagram.com/p/campaign' },
  };
}

describe('The conversation on the task page', () => {
  const entry = (overrides: Partial<ThreadEntry>): ThreadEntry => ({
    id: 'entry',
    type: 'message',
    createdAt: '2026-11-20T02:00:00.000Z',
    side: 'creator',
    authorName: 'Ana Creator',
    body: null,
    files: [],
    action: null,
    fromStatus: null,
    toStatus: null,
    remark: null,
    ...overrides,
  });

  it("shows the creator's messages among the task's steps, and sends the manager's reply", async () => {
    let entries = [
      entry({
        id: 'event-1',
        type: 'event',
        side: null,
        authorName: null,
        action: 'rejectDraft',
        fromStatus: 'ACCEPTED',
        toStatus: 'REJECTED',
        remark: 'Brighter light, please',
      }),
      entry({ id: 'm1', createdAt: '2026-11-20T03:00:00.000Z', body: 'Can I post on Friday instead?' }),
    ];
    let unread = 1;
    const thread = (): TaskThread => ({
      taskId: 'task-1',
      campaignId: 'campaign-1',
      campaignTitle: 'Raya Glow Serum',
      entries,
      unread,
    });
    const fetchMock = stubFetch({
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/tasks/task-1': { body: buildAdminTask() },
      'GET /api/admin/tasks/task-1/thread': () => ({ body: thread() }),
      'POST /api/admin/tasks/task-1/thread/read': () => {
        unread = 0;
        return { status: 204 };
      },
      'POST /api/admin/tasks/task-1/messages': (request) => {
        const reply = entry({
          id: 'm2',
          createdAt: '2026-11-20T04:00:00.000Z',
          side: 'brand',
          authorName: 'Maya Manager',
          body: (request.body as { body: string }).body,
        });
        entries = [...entries, reply];
        return { body: reply };
      },
    });
    renderApp('/admin/tasks/task-1');

    const messages = await screen.findByRole('region', { name: 'Messages' });
    const conversation = await within(messages).findByRole('list', { name: 'Conversation' });
    const items = () => within(conversation).getAllByRole('listitem');
    expect(items().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Draft needs changes'),
      expect.stringMatching(/^Ana Creator · .*Can I post on Friday instead\?$/),
    ]);
    expect(items()[0]).toHaveTextContent('What to change: Brighter light, please');
    // Shown, the creator's message is marked read.
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/admin/tasks/task-1/thread/read')).toHaveLength(1));

    const person = userEvent.setup();
    await person.type(within(messages).getByRole('textbox', { name: 'Your message' }), 'Friday is fine');
    await person.click(within(messages).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(items()).toHaveLength(3));
    expect(items()[2]).toHaveTextContent(/^You · .*Friday is fine$/);
    expect(requestsTo(fetchMock, 'POST /api/admin/tasks/task-1/messages')[0]?.body).toEqual({
      body: 'Friday is fine',
      attachments: [],
      clientKey: expect.any(String),
    });
    expect(within(messages).getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  });
});

describe('Unique caption on the task page', () => {
  it('sets the caption and URL, checking them first, and shows the saved ones', async () => {
    let task = uniqueCommentTask('SELECTED');
    const fetchMock = stubFetch({
      ...emptyThreadRoutes('brand', 'task-1'),
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/tasks/task-1': () => ({ body: task }),
      'PUT /api/admin/tasks/task-1/caption': ({ body }) => {
        const { caption, url } = body as { caption: string; url: string };
        task = uniqueCommentTask('SELECTED', { uniqueComment: caption, uniqueCommentUrl: url || null });
        return { body: null };
      },
    });
    renderApp('/admin/tasks/task-1');
    const person = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Unique caption' });
    const caption = within(section).getByRole('textbox', { name: 'Caption' });
    const url = within(section).getByRole('textbox', { name: 'Comment URL (optional)' });
    expect(caption).toHaveAttribute('maxLength', '2200');
    expect(url).toHaveAttribute('maxLength', '1000');
    expect(url).toHaveAccessibleDescription(/the campaign's \(https:\/\/instagram\.com\/p\/campaign\)/);

    await person.click(within(section).getByRole('button', { name: 'Save caption' }));
    expect(await within(section).findByText('Please enter the caption')).toBeInTheDocument();
    expect(caption).toHaveFocus();
    await person.type(caption, '  Glowing all Raya long!  ');
    await person.type(url, 'instagram.com/p/own');
    await person.keyboard('{Enter}');
    expect(
      await within(section).findByText('Enter the full address of the post, starting with https://'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/admin/tasks/task-1/caption')).toHaveLength(0);

    await person.clear(url);
    await person.type(url, 'https://instagram.com/p/own');
    await person.click(within(section).getByRole('button', { name: 'Save caption' }));

    expect(await screen.findByText('Caption saved')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/admin/tasks/task-1/caption')[0]?.body).toEqual({
      caption: 'Glowing all Raya long!',
      url: 'https://instagram.com/p/own',
      startedFrom: { caption: null, url: null },
    });
    await waitFor(() =>
      expect(within(section).getByRole('textbox', { name: 'Caption' })).toHaveValue('Glowing all Raya long!'),
    );
  });

  it("shows the server's reason when the caption can no longer change, and then the task as it is", async () => {
    let task = uniqueCommentTask('ACCEPTED', { uniqueComment: 'Old caption' });
    stubFetch({
      ...emptyThreadRoutes('brand', 'task-1'),
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/tasks/task-1': () => ({ body: task }),
      'PUT /api/admin/tasks/task-1/caption': () => {
        task = uniqueCommentTask('PENDING-CHECKING', { uniqueComment: 'Old caption' });
        return {
          status: 409,
          body: { message: 'The task is already submitted: its caption can no longer change', code: 'caption-locked' },
        };
      },
    });
    renderApp('/admin/tasks/task-1');
    const person = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Unique caption' });
    const caption = within(section).getByRole('textbox', { name: 'Caption' });
    await person.clear(caption);
    await person.type(caption, 'New caption');
    await person.click(within(section).getByRole('button', { name: 'Save caption' }));

    expect(await screen.findByText('Error saving the caption')).toBeInTheDocument();
    expect(
      await within(section).findByText('The task is already submitted: its caption can no longer change.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('textbox', { name: 'Caption' })).not.toBeInTheDocument();
    expect(within(section).getByText('Old caption')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'https://instagram.com/p/campaign' })).toBeInTheDocument();
  });

  it('shows the caption another manager saved meanwhile, keeps what was typed, and replaces theirs next', async () => {
    let task = uniqueCommentTask('ACCEPTED', { uniqueComment: 'First words' });
    const fetchMock = stubFetch({
      ...emptyThreadRoutes('brand', 'task-1'),
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/tasks/task-1': () => ({ body: task }),
      'PUT /api/admin/tasks/task-1/caption': ({ body }) => {
        const sent = body as { caption: string; startedFrom: { caption: string | null } };
        if (sent.startedFrom.caption !== task.task.uniqueComment) {
          return { status: 409, body: { message: CAPTION_CHANGED, code: 'caption-changed' } };
        }
        task = uniqueCommentTask('ACCEPTED', { uniqueComment: sent.caption });
        return { body: null };
      },
    });
    renderApp('/admin/tasks/task-1');
    const person = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Unique caption' });
    const caption = within(section).getByRole('textbox', { name: 'Caption' });
    await person.clear(caption);
    await person.type(caption, 'My words');
    task = uniqueCommentTask('ACCEPTED', { uniqueComment: 'Their words' });
    await person.click(within(section).getByRole('button', { name: 'Save caption' }));

    const conflict = await within(section).findByRole('alert', { name: CAPTION_CHANGED });
    expect(await within(conflict).findByText('Their caption: Their words')).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'Caption' })).toHaveValue('My words');

    await person.click(within(section).getByRole('button', { name: 'Save caption' }));
    await waitFor(() => expect(within(section).queryByRole('alert')).not.toBeInTheDocument());
    const puts = requestsTo(fetchMock, 'PUT /api/admin/tasks/task-1/caption');
    expect(puts.map((put) => (put.body as { startedFrom: { caption: string } }).startedFrom.caption)).toEqual([
      'First words',
      'Their words',
    ]);
    expect(within(section).getByRole('textbox', { name: 'Caption' })).toHaveValue('My words');
  });

  it('shows the caption read-only once the task is submitted, and no caption section for other campaigns', async () => {
    stubFetch({
      'GET /api/admin/tasks/task-1/rating': { body: { rating: null } },
      ...emptyThreadRoutes('brand', 'task-1'),
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/tasks/task-1': {
        body: uniqueCommentTask('COMPLETED', {
          uniqueComment: 'Glowing all Raya long!',
          uniqueCommentUrl: 'https://instagram.com/p/own',
        }),
      },
      'GET /api/admin/tasks/task-2': { body: buildAdminTask({ task: { id: 'task-2', status: 'ACCEPTED' } }) },
      ...emptyThreadRoutes('brand', 'task-2'),
    });
    const { unmount } = renderApp('/admin/tasks/task-1');

    const section = await screen.findByRole('region', { name: 'Unique caption' });
    expect(within(section).getByText('Glowing all Raya long!')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'https://instagram.com/p/own' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Save caption' })).not.toBeInTheDocument();
    unmount();

    renderApp('/admin/tasks/task-2');
    expect(await screen.findByRole('region', { name: 'Timeline' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Unique caption' })).not.toBeInTheDocument();
  });
});
