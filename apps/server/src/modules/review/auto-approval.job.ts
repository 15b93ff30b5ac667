import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobDefinition } from '../../lib/jobs.ts';
import type { TaskLists } from '../tasks/task-lists.ts';
import { approveLateReviews } from './auto-approval.service.ts';

/** One run of the automatic approval of late reviews at `now`: their creators' lists read afresh. Returns how many. */
export async function sweepLateReviews(db: Db, taskLists: TaskLists, now: Date): Promise<number> {
  const approved = await approveLateReviews(db, now);
  await taskLists.touchOwnersOf(approved);
  return approved.length;
}

/**
 * The automatic approval of late reviews, every `everySeconds`. A run retried, or taken over from
 * a crashed instance, approves nothing twice: each approval's conditional update moves the task
 * only while the same work still waits, and its e-mail is an outbox event, not sent here.
 */
export function autoApprovalJob(
  db: Db,
  taskLists: TaskLists,
  log: Logger,
  everySeconds: number,
  clock: Clock,
): JobDefinition {
  return {
    name: 'review.auto-approve',
    schedule: { everySeconds },
    run: async () => {
      const approved = await sweepLateReviews(db, taskLists, clock());
      if (approved > 0) log.info({ approved }, 'drafts and submissions approved: their review was late');
    },
  };
}
