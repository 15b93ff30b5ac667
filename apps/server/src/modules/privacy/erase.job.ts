import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { JobDefinition } from '../../lib/jobs.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BlobStore } from '../uploads/blob-store.ts';
import { eraseDueAccounts } from './erase.service.ts';

/**
 * Erases the accounts whose deletion's grace period has passed, every `everySeconds`. A run
 * retried, or taken over from a crashed instance, erases nothing twice: each account is erased in
 * one transaction that first checks it is still due (not cancelled, not erased).
 */
export function eraseAccountsJob(
  db: Db,
  store: BlobStore,
  log: Logger,
  { everySeconds, clock }: { everySeconds: number; clock: Clock },
): JobDefinition {
  return {
    name: 'privacy.erase-accounts',
    schedule: { everySeconds },
    run: async () => {
      const erased = await eraseDueAccounts(db, store, { now: clock(), log });
      if (erased > 0) log.info({ erased }, 'accounts past their deletion grace period erased');
    },
  };
}
