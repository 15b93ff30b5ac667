import { describe, expect, it } from 'vitest';
import {
  DRAFT_STATES,
  REPORT_STATES,
  reviewSentAt,
  TASK_STATUSES,
  workWaitingForReview,
  type SentTimes,
  type TaskFacts,
} from './index.ts';

const everyTask: TaskFacts[] = TASK_STATUSES.flatMap((status) =>
  DRAFT_STATES.flatMap((draft) => REPORT_STATES.map((report) => ({ status, draft, report }))),
);

const SENT: SentTimes = {
  submission: '2026-11-05T03:00:00.000Z',
  draft: '2026-11-03T03:00:00.000Z',
  report: '2026-11-07T03:00:00.000Z',
};

describe('work waiting for review', () => {
  it('is the final submission under review, a draft sent and not decided, or a report sent after approval', () => {
    const waiting = everyTask
      .map((task) => ({ task, work: workWaitingForReview(task) }))
      .filter(({ work }) => work !== null)
      .map(({ task, work }) => `${work}: ${task.status}`);
    expect([...new Set(waiting)].sort()).toEqual(
      ['submission: PENDING-CHECKING', 'draft: ACCEPTED', 'report: APPROVED-PENDING-PAYMENT'].sort(),
    );
    expect(workWaitingForReview({ status: 'ACCEPTED', draft: 'approved', report: 'notOwed' })).toBeNull();
    expect(workWaitingForReview({ status: 'APPROVED-PENDING-PAYMENT', draft: 'none', report: 'owed' })).toBeNull();
  });

  it('waits since that work was sent, and nothing waits without work under review', () => {
    expect(reviewSentAt({ status: 'PENDING-CHECKING', draft: 'approved', report: 'notOwed' }, SENT)).toBe(
      SENT.submission,
    );
    expect(reviewSentAt({ status: 'ACCEPTED', draft: 'sent', report: 'owed' }, SENT)).toBe(SENT.draft);
    expect(reviewSentAt({ status: 'APPROVED-PENDING-PAYMENT', draft: 'none', report: 'waiting' }, SENT)).toBe(
      SENT.report,
    );
    expect(reviewSentAt({ status: 'REJECTED', draft: 'sent', report: 'owed' }, SENT)).toBeNull();
  });
});
