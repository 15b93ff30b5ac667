import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaskEvent } from '@portal/domain/admin';
import type { TaskStatus } from '@portal/domain/tasks';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { buildAdminTask, buildTaskEvent } from '@/testing/admin-fixtures';
import { tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { TaskDecisions } from './task-decisions';

const REVIEW = 'PUT /api/admin/tasks/task-3/review';
const TASK = 'GET /api/admin/tasks/task-3';
/** When the creator sent the draft. */
const SENT = '2026-11-03T03:00:00.000Z';
/** The task as the server shows it after a decision: its timeline ends with it. */
const taskDecided = (decision: Partial<TaskEvent>) =>
  buildAdminTask({ events: [buildTaskEvent(), buildTaskEvent({ id: 2, actor: 'admin', ...decision })] });
/** A decision saved, on a task whose timeline offers no Undo. */
const savedRoutes = { ...tokenRoutes, [REVIEW]: { body: null }, [TASK]: { body: buildAdminTask() } };

function item(
  status: TaskStatus,
  {
    requiresReport = false,
    draftComment = null as string | null,
    draftSubmittedAt = null as string | null,
    draftApproved = false,
    reportWaiting = undefined as boolean | undefined,
    revisions = undefined as { used: number; included: number } | undefined,
  } = {},
) {
  return {
    task: { id: 'task-3', status, draftComment, draftSubmittedAt, draftApproved, ...(revisions ? { revisions } : {}) },
    campaign: { requiresReport },
    ...(reportWaiting === undefined ? {} : { reportWaiting }),
  };
}

const names = () =>
  within(screen.getByRole('group', { name: 'Decisions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

afterEach(() => {
  tokenManager.clear();
});

describe('TaskDecisions', () => {
  it('offers the decisions of each status', () => {
    stubFetch(tokenRoutes);
    const cases: [ReturnType<typeof item>, string[]][] = [
      [item('APPLIED'), ['Approve application', 'Reject application']],
      [item('PENDING-CHECKING'), ['Approve submission', 'Reject submission']],
      [item('ACCEPTED', { draftComment: 'Draft text', draftSubmittedAt: SENT }), ['Approve draft', 'Reject draft']],
      [item('APPROVED-PENDING-PAYMENT', { requiresReport: true }), ['Approve report', 'Start payout']],
      [item('APPROVED-PENDING-PAYMENT'), ['Start payout']],
      [item('APPROVED-PROCESSING-PAYMENT'), ['Mark as paid']],
    ];
    for (const [shown, expected] of cases) {
      const { unmount } = renderWithProviders(<TaskDecisions item={shown} />);
      expect(names()).toEqual(expected);
      unmount();
    }

    renderWithProviders(<TaskDecisions item={item('ACCEPTED')} />);
    expect(screen.getByText('No decision is waiting on this task.')).toBeInTheDocument();
  });

  it('offers Approve report whenever a report waits, whatever the campaign requires now', () => {
    stubFetch(tokenRoutes);
    const cases: [ReturnType<typeof item>, string[]][] = [
      // The campaign no longer requires a report, but one was sent and waits.
      [item('APPROVED-PENDING-PAYMENT', { requiresReport: false, reportWaiting: true }), ['Approve report']],
      [item('APPROVED-PENDING-PAYMENT', { requiresReport: true, reportWaiting: true }), ['Approve report']],
      // The report was approved, or none was sent before the campaign began to require one.
      [item('APPROVED-PENDING-PAYMENT', { requiresReport: true, reportWaiting: false }), ['Start payout']],
    ];
    for (const [shown, expected] of cases) {
      const { unmount } = renderWithProviders(<TaskDecisions item={shown} />);
      expect(names()).toEqual(expected);
      unmount();
    }
  });

  it('offers draft decisions only for a sent draft not yet approved, on an ACCEPTED task', () => {
    stubFetch(tokenRoutes);
    const cases: [ReturnType<typeof item>, string[] | null][] = [
      [item('ACCEPTED', { draftComment: 'Draft text', draftSubmittedAt: SENT }), ['Approve draft', 'Reject draft']],
      [item('ACCEPTED', { draftComment: '', draftSubmittedAt: SENT }), ['Approve draft', 'Reject draft']],
      [item('ACCEPTED', { draftComment: 'Approved text', draftSubmittedAt: SENT, draftApproved: true }), null],
      [item('ACCEPTED'), null],
      // A comment is no draft sent: only the time it was sent says one was.
      [item('ACCEPTED', { draftComment: 'A comment never sent as a draft' }), null],
      // A rejected draft takes no draft decision; its rejection may be reversed.
      [item('REJECTED', { draftComment: 'Draft text', draftSubmittedAt: SENT }), ['Reverse draft rejection']],
    ];
    for (const [shown, expected] of cases) {
      const { unmount } = renderWithProviders(<TaskDecisions item={shown} />);
      if (expected) {
        expect(names()).toEqual(expected);
      } else {
        expect(screen.getByText('No decision is waiting on this task.')).toBeInTheDocument();
      }
      unmount();
    }
  });

  it('approves a submission of a campaign with a report as approveWithReport, and calls onDone', async () => {
    const fetchMock = stubFetch(savedRoutes);
    const onDone = vi.fn();
    renderWithProviders(<TaskDecisions item={item('PENDING-CHECKING', { requiresReport: true })} onDone={onDone} />);
    const person = userEvent.setup();

    await person.click(screen.getByRole('button', { name: 'Approve submission (report next)' }));

    expect(await screen.findByText('Decision saved')).toBeInTheDocument();
    expect(requestsTo(fetchMock, REVIEW)[0]?.body).toEqual({ action: 'approveWithReport' });
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('rejects a submission only with a remark', async () => {
    const fetchMock = stubFetch(savedRoutes);
    renderWithProviders(<TaskDecisions item={item('PENDING-CHECKING')} />);
    const person = userEvent.setup();

    await person.click(screen.getByRole('button', { name: 'Reject submission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject submission' });
    expect(within(dialog).getByRole('textbox', { name: 'Reason for the creator' })).toHaveAttribute(
      'maxLength',
      '2000',
    );
    await person.type(within(dialog).getByRole('textbox', { name: 'Reason for the creator' }), '   ');
    await person.click(within(dialog).getByRole('button', { name: 'Send rejection' }));
    expect(await within(dialog).findByText('Please give the creator a reason')).toBeInTheDocument();
    expect(requestsTo(fetchMock, REVIEW)).toHaveLength(0);

    await person.type(within(dialog).getByRole('textbox', { name: 'Reason for the creator' }), 'Blurry photo');
    await person.click(within(dialog).getByRole('button', { name: 'Send rejection' }));

    expect(await screen.findByText('Decision saved')).toBeInTheDocument();
    expect(requestsTo(fetchMock, REVIEW)[0]?.body).toEqual({ action: 'reject', remark: 'Blurry photo' });
  });

  it('rejects within the revisions agreed without asking more', async () => {
    const fetchMock = stubFetch(savedRoutes);
    renderWithProviders(<TaskDecisions item={item('PENDING-CHECKING', { revisions: { used: 1, included: 2 } })} />);
    const person = userEvent.setup();

    await person.click(screen.getByRole('button', { name: 'Reject submission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject submission' });
    expect(within(dialog).queryByText(/beyond the/)).not.toBeInTheDocument();
    await person.type(within(dialog).getByRole('textbox', { name: 'Reason for the creator' }), 'Blurry photo');
    await person.click(within(dialog).getByRole('button', { name: 'Send rejection' }));

    expect(await screen.findByText('Decision saved')).toBeInTheDocument();
    expect(requestsTo(fetchMock, REVIEW)[0]?.body).toEqual({ action: 'reject', remark: 'Blurry photo' });
  });

  it('warns of a rejection beyond the revisions agreed and sends it only once confirmed', async () => {
    const fetchMock = stubFetch(savedRoutes);
    renderWithProviders(
      <TaskDecisions
        item={item('ACCEPTED', { draftComment: 'Cut 3', draftSubmittedAt: SENT, revisions: { used: 2, included: 2 } })}
      />,
    );
    const person = userEvent.setup();

    await person.click(screen.getByRole('button', { name: 'Reject draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject draft' });
    expect(within(dialog).getByText('This rejection is beyond the 2 revisions agreed')).toBeInTheDocument();
    await person.type(within(dialog).getByRole('textbox', { name: 'Reason for the creator' }), 'Too dark');
    await person.click(within(dialog).getByRole('button', { name: 'Send rejection' }));
    expect(
      await within(dialog).findByText('Please confirm the rejection beyond the revisions agreed'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, REVIEW)).toHaveLength(0);

    await person.click(
      within(dialog).getByRole('checkbox', { name: 'I confirm this rejection beyond the revisions agreed' }),
    );
    await person.click(within(dialog).getByRole('button', { name: 'Send rejection' }));

    expect(await screen.findByText('Decision saved')).toBeInTheDocument();
    expect(requestsTo(fetchMock, REVIEW)[0]?.body).toEqual({
      action: 'rejectDraft',
      remark: 'Too dark',
      beyondBudget: true,
    });
  });

  it('approves a draft with the edited comment', async () => {
    const fetchMock = stubFetch(savedRoutes);
    renderWithProviders(
      <TaskDecisions item={item('ACCEPTED', { draftComment: 'So glowy', draftSubmittedAt: SENT })} />,
    );
    const person = userEvent.setup();

    await person.click(screen.getByRole('button', { name: 'Approve draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve draft' });
    const comment = within(dialog).getByRole('textbox', { name: 'Approved comment' });
    expect(comment).toHaveValue('So glowy');
    // As long as the creator's draft comment may be.
    expect(comment).toHaveAttribute('maxLength', '5000');
    await person.type(comment, '!');
    await person.click(within(dialog).getByRole('button', { name: 'Approve with this comment' }));

    expect(await screen.findByText('Decision saved')).toBeInTheDocument();
    expect(requestsTo(fetchMock, REVIEW)[0]?.body).toEqual({ action: 'approveDraft', remark: 'So glowy!' });
  });

  it('marks a payout paid with its reference', async () => {
    const fetchMock = stubFetch(savedRoutes);
    renderWithProviders(<TaskDecisions item={item('APPROVED-PROCESSING-PAYMENT')} />);
    const person = userEvent.setup();

    await person.click(screen.getByRole('button', { name: 'Mark as paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as paid' });
    const reference = within(dialog).getByRole('textbox', { name: 'Payment reference (optional)' });
    expect(reference).toHaveAttribute('maxLength', '200');
    await person.type(reference, 'TRX-881');
    await person.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));

    expect(await screen.findByText('Decision saved')).toBeInTheDocument();
    expect(requestsTo(fetchMock, REVIEW)[0]?.body).toEqual({ action: 'markPaid', reference: 'TRX-881' });
  });

  it('reverses a rejection only with a reason, the submission’s or the draft’s', async () => {
    const fetchMock = stubFetch(savedRoutes);
    const { unmount } = renderWithProviders(<TaskDecisions item={item('REJECTED')} />);
    const person = userEvent.setup();
    expect(names()).toEqual(['Reverse rejection']);

    await person.click(screen.getByRole('button', { name: 'Reverse rejection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse rejection' });
    await person.click(within(dialog).getByRole('button', { name: 'Reverse rejection' }));
    expect(await within(dialog).findByText('Please give a reason for the reversal')).toBeInTheDocument();
    expect(requestsTo(fetchMock, REVIEW)).toHaveLength(0);
    await person.type(within(dialog).getByRole('textbox', { name: 'Reason for the reversal' }), 'Sent in error');
    await person.click(within(dialog).getByRole('button', { name: 'Reverse rejection' }));

    expect(await screen.findByText('Decision saved')).toBeInTheDocument();
    expect(requestsTo(fetchMock, REVIEW)[0]?.body).toEqual({ action: 'reverseRejection', remark: 'Sent in error' });
    unmount();

    renderWithProviders(<TaskDecisions item={item('REJECTED', { draftComment: 'Cut 1', draftSubmittedAt: SENT })} />);
    expect(names()).toEqual(['Reverse draft rejection']);
  });

  it('tells the page how long a decision may be undone, and that a payout step may not be', async () => {
    const undoableUntil = new Date(Date.now() + 60_000).toISOString();
    stubFetch({
      ...tokenRoutes,
      [REVIEW]: { body: null },
      [TASK]: { body: taskDecided({ action: 'approve', undoableUntil }) },
    });
    const onDone = vi.fn();
    const { unmount } = renderWithProviders(<TaskDecisions item={item('PENDING-CHECKING')} onDone={onDone} />);
    const person = userEvent.setup();
    await person.click(screen.getByRole('button', { name: 'Approve submission' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const undo = onDone.mock.calls[0]?.[0] as { action: string; until: number };
    expect(undo.action).toBe('approve');
    expect(undo.until - Date.now()).toBeGreaterThan(5_000);
    // The server's window, not one of the browser's own.
    expect(undo.until).toBe(Date.parse(undoableUntil));
    unmount();

    onDone.mockClear();
    stubFetch({ ...savedRoutes, [TASK]: { body: taskDecided({ action: 'startPayout' }) } });
    renderWithProviders(<TaskDecisions item={item('APPROVED-PENDING-PAYMENT')} onDone={onDone} />);
    await person.click(screen.getByRole('button', { name: 'Start payout' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(null));
  });

  it('offers no Undo when the server keeps no undo window', async () => {
    stubFetch({ ...tokenRoutes, [REVIEW]: { body: null }, [TASK]: { body: taskDecided({ action: 'approve' }) } });
    const onDone = vi.fn();
    renderWithProviders(<TaskDecisions item={item('PENDING-CHECKING')} onDone={onDone} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve submission' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(null));
  });

  it('shows the server’s reason when a decision fails', async () => {
    stubFetch({
      ...tokenRoutes,
      [REVIEW]: { status: 400, body: { message: 'No report is waiting for review', code: 'no-report-waiting' } },
    });
    renderWithProviders(<TaskDecisions item={item('APPROVED-PENDING-PAYMENT', { requiresReport: true })} />);
    const person = userEvent.setup();

    await person.click(screen.getByRole('button', { name: 'Approve report' }));

    expect(await screen.findByText('No report is waiting for review')).toBeInTheDocument();
  });

  it('shows the server’s reason of a refused step (409) rather than Duplicate Request', async () => {
    stubFetch({
      ...tokenRoutes,
      [REVIEW]: { status: 409, body: { message: 'The report has not been approved yet', code: 'duplicate-request' } },
    });
    renderWithProviders(<TaskDecisions item={item('APPROVED-PENDING-PAYMENT')} />);
    const person = userEvent.setup();

    await person.click(screen.getByRole('button', { name: 'Start payout' }));

    expect(await screen.findByText('The report has not been approved yet')).toBeInTheDocument();
    expect(screen.queryByText('Duplicate Request')).not.toBeInTheDocument();
  });
});
