import type { TablesRelationalConfig } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { MessageSide } from '@portal/domain/messages';

/**
 * What a write changed, for what shows it: a task's status, steps or fields (`task`), its
 * conversation (`message`), or the conversation read by one `side` (`read`: only that side's
 * unread counts); a campaign's terms, questions or closing (every creator's task list shows
 * them); a user's ban or role (who their tokens speak for); a notice about a user's account
 * (their notifications). `action` is the `task_events` action written, when one was: a notified
 * one also tells the creator's notifications.
 */
export type Change =
  | { type: 'task' | 'message'; taskId: string; action?: string }
  | { type: 'read'; taskId: string; side: MessageSide }
  | { type: 'campaign'; campaignId: string }
  | { type: 'user'; userId: string }
  | { type: 'notice'; userId: string };

/** Hears each commit's changes; it handles its own failures (the write has committed whatever it does). */
export type CommitListener = (changes: readonly Change[]) => Promise<void>;

// Any of our databases and its transactions (db/client.ts's `Db` and `Tx`), named without
// importing the client, which builds its databases with `withCommitHooks`.
type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>, TablesRelationalConfig>;
type AnyTx = PgTransaction<PgQueryResultHKT, Record<string, unknown>, TablesRelationalConfig>;

/** The changes recorded in each open transaction. */
const recorded = new WeakMap<AnyTx, Change[]>();
/** Who hears each database's commits (the after-commit hook of each app on it). */
const listeners = new WeakMap<AnyDb, Set<CommitListener>>();

async function tell(db: AnyDb, changes: readonly Change[]): Promise<void> {
  const own = listeners.get(db);
  if (changes.length === 0 || !own) return;
  await Promise.allSettled([...own].map((listener) => listener(changes)));
}

/**
 * Records what `tx` changes. Its listeners hear it once the transaction has committed, before
 * `db.transaction` answers, so whoever answers a request after a write has fresh caches behind
 * them; never when it rolls back. Throws outside a transaction of `db.transaction`'s own
 * (a savepoint's changes could not be told apart from its rollback): a change is never lost
 * unheard.
 */
export function changed(tx: AnyTx, ...changes: Change[]): void {
  const own = recorded.get(tx);
  if (!own) throw new Error('changes are recorded in a transaction of db.transaction only');
  own.push(...changes);
}

/** As `changed`, for a statement already committed on its own (outside any transaction). */
export function committed(db: AnyDb, changes: readonly Change[]): Promise<void> {
  return tell(db, changes);
}

/** Calls `listener` with each committed transaction's changes on `db`. Answers the unsubscribe. */
export function onCommit(db: AnyDb, listener: CommitListener): () => void {
  const own = listeners.get(db) ?? new Set();
  listeners.set(db, own);
  own.add(listener);
  return () => void own.delete(listener);
}

/**
 * `db` with its `transaction` a unit of work: what the work records (`changed`) is told to the
 * database's listeners once it commits, and before the transaction's promise settles. Only the
 * database client calls this, on every database it opens.
 */
export function withCommitHooks<D extends AnyDb>(db: D): D {
  const begin = db.transaction.bind(db);
  const transaction: typeof begin = async (work, config) => {
    const changes: Change[] = [];
    const result = await begin(async (tx) => {
      recorded.set(tx, changes);
      return work(tx);
    }, config);
    await tell(db, changes);
    return result;
  };
  return Object.assign(db, { transaction });
}
