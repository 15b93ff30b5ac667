import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import type { TaskLists } from '../tasks/task-lists.ts';
import { approveLateReviews } from './auto-approval.service.ts';

/** One run of the automatic approval of late reviews at `now`: their creators' lists read afresh. Returns how many. */
export async function sweepLateReviews(db: Db, taskLists: TaskLists, now: Date): Promise<number> {
  const approved = await approveLateReviews(db, now);
  await taskLists.touchOwnersOf(approved);
  return approved.length;
}

/**
 * Runs the automatic approval of late reviews now and then every `intervalMs` on this instance.
 * Every instance may run it: each approval's conditional update moves a task once. Returns the
 * function that stops it.
 */
export function startAutoApprovalSweep(
  db: Db,
  taskLists: TaskLists,
  log: Logger,
  intervalMs: number,
  clock: Clock,
): () => Promise<void> {
  return startPeriodicJob(
    'auto-approval sweep',
    async () => {
      const approved = await sweepLateReviews(db, taskLists, clock());
      if (approved > 0) log.info({ approved }, 'drafts and submissions approved: their review was late');
    },
    log,
    intervalMs,
  );
}
