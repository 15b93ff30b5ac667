import { and, eq, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payoutLines } from '../../db/schema/payouts.ts';
import { post, postingKey, type LedgerAccount, type PayoutSource, type PostingKind } from './ledger.ts';

/**
 * Where a line stands: `scheduled` in a batch not yet handed over, then as the rail last said.
 * `unclaimed` money is still out (the creator may yet claim it) until the rail returns it.
 */
export const LINE_STATUSES = ['scheduled', 'sent', 'unclaimed', 'paid', 'returned', 'failed'] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

/** The outcomes after which a line never changes; a returned or failed one frees its task or referral. */
export const FINAL_LINE_STATUSES = ['paid', 'returned', 'failed'] as const satisfies readonly LineStatus[];
export const RELEASED_LINE_STATUSES = ['returned', 'failed'] as const satisfies readonly LineStatus[];

/** How far along a line is: a report that would move it back, or sideways from a final outcome, is stale. */
export const LINE_PROGRESS: Record<LineStatus, number> = {
  scheduled: 0,
  sent: 1,
  unclaimed: 2,
  paid: 3,
  returned: 3,
  failed: 3,
};

export type PayoutLine = typeof payoutLines.$inferSelect;

export const sourceOf = (line: Pick<PayoutLine, 'taskId' | 'referralId'>): PayoutSource =>
  line.taskId ? { taskId: line.taskId } : { referralId: line.referralId ?? '' };

/** The line that holds `source` now (scheduled, out on the rail or paid), if any. */
export async function liveLineOf(tx: Tx, source: PayoutSource): Promise<PayoutLine | undefined> {
  const [line] = await tx
    .select()
    .from(payoutLines)
    .where(
      and(
        source.taskId !== undefined
          ? eq(payoutLines.taskId, source.taskId)
          : eq(payoutLines.referralId, source.referralId),
        notInArray(payoutLines.status, [...RELEASED_LINE_STATUSES]),
      ),
    );
  return line;
}

/** The accounts each step of a line moves its amount between. */
const LINE_STEPS = {
  schedule: ['owed', 'scheduled'],
  send: ['scheduled', 'in_transit'],
  pay: ['in_transit', 'paid'],
  return: ['in_transit', 'owed'],
} as const satisfies Partial<Record<PostingKind, readonly [LedgerAccount, LedgerAccount]>>;

/** Posts one step of a line's money, once (a replay posts nothing). */
export async function postLineStep(tx: Tx, line: PayoutLine, step: keyof typeof LINE_STEPS, at: Date): Promise<void> {
  const [from, to] = LINE_STEPS[step];
  await post(
    tx,
    {
      key: postingKey(step, { lineId: line.id }),
      kind: step,
      userId: line.userId,
      currency: line.currency,
      source: sourceOf(line),
      lineId: line.id,
      amountMinor: line.amountMinor,
      from,
      to,
    },
    at,
  );
}
