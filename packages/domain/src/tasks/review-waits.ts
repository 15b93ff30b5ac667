import { inSubState, type SubStateName, type TaskFacts } from './sub-states.ts';

/** The work a creator sends the brand to review: the final submission, a draft, a report. */
export const SENT_WORKS = ['submission', 'draft', 'report'] as const;
export type SentWork = (typeof SENT_WORKS)[number];

/**
 * When each of a task's works was last sent (ISO), null when it never was: the final submission
 * (its submission date, else the task's last change for a task sent before dates were kept), the
 * draft (`draftSubmittedAt`), the latest report.
 */
export type SentTimes = Record<SentWork, string | null>;

/**
 * Which work of a task waits for the brand's review in which sub-state, at most one at a time. Its
 * wait, and the review promised within the task's review days, count from when that work was sent.
 * The server builds its SQL from this (the review queues' order, the task's `reviewSentAt`, the
 * automatic approval of late reviews).
 */
export const REVIEW_WAITS = {
  submission: 'submissionWaiting',
  draft: 'draftWaiting',
  report: 'reportWaiting',
} as const satisfies Record<SentWork, SubStateName>;

/** The work of a task with these facts that waits for the brand's review, or null when none does. */
export const workWaitingForReview = (facts: TaskFacts): SentWork | null =>
  SENT_WORKS.find((work) => inSubState(REVIEW_WAITS[work], facts)) ?? null;

/** When the work of a task with these facts now waiting for review was sent (ISO); null when none waits. */
export function reviewSentAt(facts: TaskFacts, sent: SentTimes): string | null {
  const work = workWaitingForReview(facts);
  return work === null ? null : sent[work];
}
