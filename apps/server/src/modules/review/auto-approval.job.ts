import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobDefinition } from '../../lib/jobs.ts';
import { approveLateReviews } from './auto-approval.service.ts';

/**
 * The automatic approval of late reviews, every `everySeconds`. A run retried, or taken over from
 * a crashed instance, approves nothing twice: each approval's conditional update moves the task
 * only while the same work still waits, and its e-mail is an outbox event, not sent here. Each
 * approval's transaction records its change, so the after-commit hook reads the creator's list afresh.
 */
export function autoApprovalJob(db: Db, log: Logger, everySeconds: number, clock: Clock): JobDefinition {
  return {
    name: 'review.auto-approve',
    schedule: { everySeconds },
    run: async () => {
      const approved = (await approveLateReviews(db, clock())).length;
      if (approved > 0) log.info({ approved }, 'drafts and submissions approved: their review was late');
    },
  };
}
