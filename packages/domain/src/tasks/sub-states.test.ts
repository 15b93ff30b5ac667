import { describe, expect, it } from 'vitest';
import {
  AT_PAYMENT_STATUSES,
  availableActions,
  BEFORE_ACCEPTANCE_STATUSES,
  DEADLINE_RUNNING_STATUSES,
  deadlineRuns,
  DRAFT_STATES,
  draftStateOf,
  draftWasSent,
  inSubState,
  REPORT_STATES,
  reportStateOf,
  REVIEW_ACTIONS,
  TASK_STATUSES,
  type TaskFacts,
} from './index.ts';

/** Every status × draft × report combination. */
const everyTask: TaskFacts[] = TASK_STATUSES.flatMap((status) =>
  DRAFT_STATES.flatMap((draft) => REPORT_STATES.map((report) => ({ status, draft, report }))),
);

describe('task sub-states', () => {
  it('has a draft waiting only on an ACCEPTED task whose draft was sent and not approved', () => {
    const waiting = everyTask.filter((task) => inSubState('draftWaiting', task));
    expect(waiting.length).toBe(REPORT_STATES.length);
    expect(waiting.every((task) => task.status === 'ACCEPTED' && task.draft === 'sent')).toBe(true);
    expect(inSubState('draftWaiting', { status: 'REJECTED', draft: 'sent' })).toBe(false);
    expect(inSubState('draftWaiting', { status: 'ACCEPTED', draft: 'approved' })).toBe(false);
  });

  it('has a report waiting only on an APPROVED-PENDING-PAYMENT task whose latest report is unreviewed', () => {
    const waiting = everyTask.filter((task) => inSubState('reportWaiting', task));
    expect(waiting.length).toBe(DRAFT_STATES.length);
    expect(waiting.every((task) => task.status === 'APPROVED-PENDING-PAYMENT' && task.report === 'waiting')).toBe(true);
  });

  it('is ready to pay once the report is approved or when none is owed, never while one is owed or waits', () => {
    const status = 'APPROVED-PENDING-PAYMENT';
    expect(inSubState('readyToPay', { status, report: 'approved' })).toBe(true);
    expect(inSubState('readyToPay', { status, report: 'notOwed' })).toBe(true);
    expect(inSubState('readyToPay', { status, report: 'owed' })).toBe(false);
    expect(inSubState('readyToPay', { status, report: 'waiting' })).toBe(false);
    expect(inSubState('readyToPay', { status: 'APPROVED-PROCESSING-PAYMENT', report: 'approved' })).toBe(false);
  });

  it('reads a draft from the task as the API shows it', () => {
    const sent = '2026-11-01T00:00:00.000Z';
    expect(draftStateOf({ draftSubmittedAt: null, draftApproved: false })).toBe('none');
    expect(draftStateOf({ draftSubmittedAt: sent, draftApproved: false })).toBe('sent');
    expect(draftStateOf({ draftSubmittedAt: sent, draftApproved: true })).toBe('approved');
    expect(draftWasSent({ draftSubmittedAt: sent })).toBe(true);
    expect(draftWasSent({ draftSubmittedAt: null })).toBe(false);
  });

  it('reads a report from the latest one sent, else from whether the campaign needs one', () => {
    const older = { createdAt: '2026-11-01T00:00:00.000Z', reviewedAt: '2026-11-02T00:00:00.000Z' };
    const newer = { createdAt: '2026-11-03T00:00:00.000Z', reviewedAt: null };
    expect(reportStateOf([older, newer], true)).toBe('waiting');
    expect(reportStateOf([newer, older], false)).toBe('waiting');
    expect(reportStateOf([older], true)).toBe('approved');
    expect(reportStateOf([], true)).toBe('owed');
    expect(reportStateOf([], false)).toBe('notOwed');
  });
});

describe('when a deadline runs', () => {
  it('runs while the creator owes work: accepted with no draft waiting for review, or rejected', () => {
    const running = everyTask.filter((task) => deadlineRuns(task)).map(({ status, draft }) => `${status} ${draft}`);
    expect([...new Set(running)].sort()).toEqual(
      ['ACCEPTED none', 'ACCEPTED approved', 'REJECTED none', 'REJECTED sent', 'REJECTED approved'].sort(),
    );
  });

  it('stops while a draft waits for the brand’s review', () => {
    expect(deadlineRuns({ status: 'ACCEPTED', draft: 'sent' })).toBe(false);
    expect(deadlineRuns({ status: 'ACCEPTED', draft: 'none' })).toBe(true);
  });
});

describe('named status sets', () => {
  it('name the statuses before acceptance, at payment, and with a running deadline', () => {
    expect(BEFORE_ACCEPTANCE_STATUSES).toEqual(['SELECTED', 'APPLIED', 'APPLICATION-REJECTED']);
    expect(AT_PAYMENT_STATUSES).toEqual(['APPROVED-PENDING-PAYMENT', 'APPROVED-PROCESSING-PAYMENT', 'COMPLETED']);
    expect(DEADLINE_RUNNING_STATUSES).toEqual(['ACCEPTED', 'REJECTED']);
  });
});

describe('review actions', () => {
  it("are the admin's moves of an accepted task, application decisions aside", () => {
    expect([...REVIEW_ACTIONS].sort()).toEqual(
      [
        'approve',
        'approveDraft',
        'approveReport',
        'approveWithReport',
        'markPaid',
        'reject',
        'rejectDraft',
        'reverseDraftRejection',
        'reverseRejection',
        'startPayout',
      ].sort(),
    );
    const offered = TASK_STATUSES.flatMap((status) => availableActions(status, 'admin'));
    expect(offered.filter((action) => !REVIEW_ACTIONS.includes(action as never)).sort()).toEqual([
      'approveApplication',
      'rejectApplication',
    ]);
  });
});
