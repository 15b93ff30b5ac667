import { describe, expect, it } from 'vitest';
import { nextSteps, TASK_STATUSES, type NextStepTask, type TaskStatus } from './index.ts';

const NOW = new Date('2026-11-27T08:00:00.000Z');
const HOUR = 60 * 60 * 1000;
/** An ISO time `hours` from NOW (before it when negative). */
const inHours = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();

let lastId = 0;
function task(status: TaskStatus, overrides: Partial<NextStepTask> = {}): NextStepTask {
  lastId += 1;
  return {
    id: `task-${lastId}`,
    status,
    taskDeadline: null,
    draftApproved: false,
    draftSubmittedAt: null,
    paymentDueOn: null,
    paidAt: null,
    paymentReference: null,
    campaignDetails: { campaignTitle: `Campaign ${lastId}` },
    ...overrides,
  };
}

/** What a payment step says of its task's payment: not paid yet. */
const paymentOf = ({ status, paymentDueOn }: NextStepTask) => ({
  status,
  paymentDueOn,
  paidAt: null,
  paymentReference: null,
});
const kindsOf = (tasks: NextStepTask[]) => nextSteps(tasks, NOW).map((step) => step.kind);
/** A task of every status, each with a deadline 20 hours away and a payment due in two days. */
const everyStatus = () =>
  TASK_STATUSES.map((status) => task(status, { taskDeadline: inHours(20), paymentDueOn: '2026-11-29' }));

describe('next steps: work due soon', () => {
  it('lists accepted work not yet sent that is due within 48 hours, with its deadline', () => {
    const due = task('ACCEPTED', { taskDeadline: inHours(20) });
    expect(nextSteps([due], NOW)).toEqual([
      {
        kind: 'dueSoon',
        taskId: due.id,
        campaignTitle: due.campaignDetails.campaignTitle,
        deadline: inHours(20),
        hoursLeft: 20,
      },
    ]);
    const hoursLeft = (deadline: string) =>
      nextSteps([task('ACCEPTED', { taskDeadline: deadline })], NOW).map(
        (step) => step.kind === 'dueSoon' && step.hoursLeft,
      );
    expect(hoursLeft(inHours(48))).toEqual([48]);
    expect(hoursLeft(inHours(20.9))).toEqual([20]);
    expect(hoursLeft(inHours(1 / 60))).toEqual([0]);
  });

  it('leaves out work due later, past its deadline, or with no deadline', () => {
    expect(kindsOf([task('ACCEPTED', { taskDeadline: inHours(49) })])).toEqual([]);
    expect(kindsOf([task('ACCEPTED', { taskDeadline: inHours(-1) })])).toEqual([]);
    expect(kindsOf([task('ACCEPTED')])).toEqual([]);
  });

  it('leaves out a draft waiting for review, whose deadline does not run, but not an approved one', () => {
    const deadline = inHours(10);
    const sent = inHours(-2);
    expect(kindsOf([task('ACCEPTED', { taskDeadline: deadline, draftSubmittedAt: sent })])).toEqual([]);
    expect(
      kindsOf([task('ACCEPTED', { taskDeadline: deadline, draftSubmittedAt: sent, draftApproved: true })]),
    ).toEqual(['dueSoon']);
  });

  it('comes only from accepted work: sent, approved, expired or finished tasks are not due', () => {
    const dueSoon = nextSteps(everyStatus(), NOW).filter((step) => step.kind === 'dueSoon');
    expect(dueSoon).toHaveLength(1);
  });
});

describe('next steps: one per waiting status', () => {
  it('asks for a resubmit of each rejected task, whatever its deadline', () => {
    const rejected = task('REJECTED', { taskDeadline: inHours(24 * 9) });
    expect(nextSteps([rejected], NOW)).toEqual([
      {
        kind: 'resubmit',
        taskId: rejected.id,
        campaignTitle: rejected.campaignDetails.campaignTitle,
        deadline: inHours(24 * 9),
      },
    ]);
    expect(kindsOf([task('REJECTED')])).toEqual(['resubmit']);
  });

  it('asks for an answer to each invite, with its deadline when it has one', () => {
    const invite = task('SELECTED');
    expect(nextSteps([invite], NOW)).toEqual([
      { kind: 'answerInvite', taskId: invite.id, campaignTitle: invite.campaignDetails.campaignTitle, deadline: null },
    ]);
  });

  it('asks for the report of each task approved pending its report', () => {
    expect(kindsOf([task('APPROVED-PENDING-REPORT')])).toEqual(['sendReport']);
  });

  it('shows each payment on its way, due or overdue by its date, and whether it is processing', () => {
    const awaiting = task('APPROVED-PENDING-PAYMENT', { paymentDueOn: '2026-12-04' });
    const processing = task('APPROVED-PROCESSING-PAYMENT', { paymentDueOn: '2026-11-24' });
    const undated = task('APPROVED-PENDING-PAYMENT');
    expect(nextSteps([awaiting, processing, undated], NOW)).toEqual([
      {
        kind: 'paymentOnItsWay',
        taskId: processing.id,
        campaignTitle: processing.campaignDetails.campaignTitle,
        processing: true,
        payment: paymentOf(processing),
        standing: { kind: 'overdue', dueOn: '2026-11-24', daysOverdue: 3 },
      },
      {
        kind: 'paymentOnItsWay',
        taskId: awaiting.id,
        campaignTitle: awaiting.campaignDetails.campaignTitle,
        processing: false,
        payment: paymentOf(awaiting),
        standing: { kind: 'due', dueOn: '2026-12-04' },
      },
      {
        kind: 'paymentOnItsWay',
        taskId: undated.id,
        campaignTitle: undated.campaignDetails.campaignTitle,
        processing: false,
        payment: paymentOf(undated),
        standing: null,
      },
    ]);
  });

  it('lists nothing for the other statuses: applied, under review, expired, completed', () => {
    for (const status of ['APPLIED', 'APPLICATION-REJECTED', 'PENDING-CHECKING', 'EXPIRED', 'COMPLETED'] as const) {
      expect(
        kindsOf([task(status, { taskDeadline: inHours(5), paymentDueOn: '2026-11-28', paidAt: inHours(-5) })]),
      ).toEqual([]);
    }
    expect(nextSteps([], NOW)).toEqual([]);
  });
});

describe('next steps: order', () => {
  it('puts what waits on the creator first, the nearest deadline first, then payments by due date', () => {
    const steps = nextSteps(
      [
        task('APPROVED-PENDING-PAYMENT', { paymentDueOn: '2026-12-04' }),
        task('SELECTED'),
        task('APPROVED-PENDING-REPORT'),
        task('REJECTED', { taskDeadline: inHours(24 * 5) }),
        task('ACCEPTED', { taskDeadline: inHours(30) }),
        task('APPROVED-PROCESSING-PAYMENT', { paymentDueOn: '2026-11-20' }),
        task('REJECTED', { taskDeadline: inHours(6) }),
        task('SELECTED', { taskDeadline: inHours(24 * 3) }),
      ],
      NOW,
    );
    expect(steps.map((step) => [step.kind, 'deadline' in step ? step.deadline : null])).toEqual([
      ['resubmit', inHours(6)],
      ['dueSoon', inHours(30)],
      ['answerInvite', inHours(24 * 3)],
      ['resubmit', inHours(24 * 5)],
      ['answerInvite', null],
      ['sendReport', null],
      ['paymentOnItsWay', null],
      ['paymentOnItsWay', null],
    ]);
    expect(steps.slice(-2).map((step) => step.kind === 'paymentOnItsWay' && step.standing?.kind)).toEqual([
      'overdue',
      'due',
    ]);
  });

  it('orders steps due alike by kind, then by campaign', () => {
    const deadline = inHours(12);
    const steps = nextSteps(
      [
        task('SELECTED', { taskDeadline: deadline, campaignDetails: { campaignTitle: 'B' } }),
        task('REJECTED', { taskDeadline: deadline, campaignDetails: { campaignTitle: 'Z' } }),
        task('SELECTED', { taskDeadline: deadline, campaignDetails: { campaignTitle: 'A' } }),
        task('ACCEPTED', { taskDeadline: deadline, campaignDetails: { campaignTitle: 'Y' } }),
      ],
      NOW,
    );
    expect(steps.map((step) => `${step.kind} ${step.campaignTitle}`)).toEqual([
      'dueSoon Y',
      'resubmit Z',
      'answerInvite A',
      'answerInvite B',
    ]);
  });
});
