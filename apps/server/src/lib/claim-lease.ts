import type { Logger } from 'pino';

/**
 * How long a run's claim on the e-mails it took lasts unless renewed: the mails of a run whose
 * instance died are free for the next run, on any instance, this soon.
 */
export const CLAIM_SECONDS = 15;
/** A live run renews its claim this often: three chances before it would run out. */
const RENEW_EVERY_MS = 5_000;

export interface ClaimLease {
  /**
   * Writes what became of `ids` (sent, deferred, given up); from then on the lease no longer
   * renews their claim.
   */
  settle(ids: readonly number[], write: () => Promise<unknown>): Promise<void>;
  /** Stops renewing: the run is over. */
  release(): void;
}

/**
 * Keeps a run's claim on `ids` while it sends them one by one, however slow the mail server:
 * every RENEW_EVERY_MS, `renew` pushes the claim on those not yet settled CLAIM_SECONDS on. A
 * renewal and an outcome are written one after the other, never at once, so no renewal lands on a
 * mail after its outcome (it would cut a retry's back-off short, or take one no longer owed).
 */
export function holdClaim(
  ids: readonly number[],
  renew: (ids: number[]) => Promise<unknown>,
  log: Logger | undefined,
): ClaimLease {
  const unsettled = new Set(ids);
  let writes: Promise<unknown> = Promise.resolve();
  const inTurn = (write: () => Promise<unknown>) => {
    const turn = writes.then(write);
    writes = turn.catch(() => undefined);
    return turn;
  };
  let renewing = false;
  const timer = setInterval(() => {
    if (renewing || unsettled.size === 0) return;
    renewing = true;
    inTurn(() => renew([...unsettled]))
      .catch((error: unknown) => log?.warn({ err: error }, 'claim on e-mails being sent not renewed'))
      .finally(() => {
        renewing = false;
      });
  }, RENEW_EVERY_MS);
  // A run still sending never keeps a stopping process alive on its own.
  timer.unref();
  return {
    settle: async (settled, write) => {
      await inTurn(async () => {
        for (const id of settled) unsettled.delete(id);
        await write();
      });
    },
    release: () => clearInterval(timer),
  };
}
