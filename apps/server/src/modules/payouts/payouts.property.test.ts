import { inArray, or } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { payoutBatches, payoutLines } from '../../db/schema/payouts.ts';
import { payments } from '../../db/schema/referrals.ts';
import { HttpError } from '../../lib/http-error.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { decideTask } from '../payments/payments.service.ts';
import { settleReferral } from '../referrals/referrals.service.ts';
import { scheduleBatch, sendBatch, SEND_LEASE_MS } from './batches.service.ts';
import { listDue } from './due.service.ts';
import { ledgerBalances, type PayoutSource } from './ledger.ts';
import {
  accountsOf,
  approvedTask,
  crashingAfter,
  payoutPeople,
  referralOf,
  ScriptedRail,
  statusOf,
} from './payouts.test-kit.ts';
import type { LineReport, PayoutMethod, RailOutcome } from './rail.ts';
import { applyReports } from './reports.service.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

/** One step of the world around the batches: managers, senders (some crashing), the rail and its webhooks. */
const step = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('approve' as const),
      creator: fc.nat(2),
      incentiveMinor: fc.integer({ min: 1, max: 100_000 }),
      referralFeeMinor: fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: null }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('schedule' as const),
      method: fc.constantFrom<PayoutMethod>('paypal', 'manual'),
      picks: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('send' as const), batch: fc.nat(), twice: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('crash' as const), batch: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('resend' as const), batch: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('railSays' as const),
      line: fc.nat(),
      // Paid most often, as on a real rail.
      outcome: fc.constantFrom<RailOutcome>('paid', 'paid', 'returned', 'failed', 'unclaimed'),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('deliver' as const), report: fc.nat(), again: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('markPaid' as const), task: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('payFee' as const), referral: fc.nat() }) },
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

/** What the rail may still say of a line standing at `outcome`: unclaimed money is later paid or returned. */
const NEXT_OUTCOMES: Record<RailOutcome, readonly RailOutcome[]> = {
  sent: ['paid', 'returned', 'failed', 'unclaimed'],
  unclaimed: ['paid', 'returned'],
  paid: [],
  returned: [],
  failed: [],
};

const pick = <T>(items: readonly T[], index: number): T | undefined =>
  items.length === 0 ? undefined : items[index % items.length];

/** A refusal the back office gets for a step it may not take now; anything else fails the run. */
async function refusable(action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
}

/** One run: fresh people and rails, the steps in order, then every report delivered and every crashed batch sent again. */
async function run(steps: Step[]) {
  const { admin, creators } = await payoutPeople(db(), 3);
  const referrer = await payoutPeople(db(), 1);
  const rails = { paypal: new ScriptedRail('paypal'), manual: new ScriptedRail('manual') };
  const railOfLine = new Map<string, ScriptedRail>();
  const approved: { taskId: string; incentiveMinor: number }[] = [];
  const fees: { referralId: string; feeMinor: number }[] = [];
  const batches: { batchId: string; method: PayoutMethod }[] = [];
  const mailbox: LineReport[] = [];
  let clock = Date.now();

  const send = async (batch: { batchId: string; method: PayoutMethod }, crash: boolean, at: Date) => {
    const rail = rails[batch.method as 'paypal' | 'manual'];
    const taken = rail.batches.has(batch.batchId);
    // A crashing sender fails once it claimed the batch and the rail took it; a batch claimed or sent already is left alone.
    await sendBatch(db(), crash ? crashingAfter(rail) : rail, batch.batchId, { at }).catch((error: unknown) => {
      if (!crash || !(error instanceof Error) || !error.message.startsWith('crashed')) throw error;
    });
    const answer = rail.batches.get(batch.batchId);
    if (!answer || taken) return;
    // The rail's webhooks will say again that each line was sent, late and in any order.
    for (const report of answer.reports) {
      railOfLine.set(report.lineId, rail);
      mailbox.push(report);
    }
  };

  for (const next of steps) {
    clock += 60_000;
    const at = new Date(clock);
    if (next.kind === 'approve') {
      const creator = pick(creators, next.creator) ?? admin;
      const { task } = await approvedTask(db(), creator.id, {
        status: 'PENDING-CHECKING',
        incentiveMinor: next.incentiveMinor,
        referralFeeMinor: next.referralFeeMinor ?? undefined,
      });
      if (next.referralFeeMinor !== null) {
        const referral = await referralOf(db(), referrer.creator.id, task.id);
        fees.push({ referralId: referral.id, feeMinor: next.referralFeeMinor });
      }
      await decideTask(db(), admin.id, task.id, { action: 'approve' }, at);
      approved.push({ taskId: task.id, incentiveMinor: next.incentiveMinor });
    } else if (next.kind === 'schedule') {
      const ours = new Set([...creators, referrer.creator].map((creator) => creator.id));
      const due = (await listDue(db(), { method: next.method, currency: 'MYR', dueBy: '2099-12-31' }, at))
        .flatMap((group) => group.payouts)
        .filter((payout) => ours.has(payout.userId));
      const chosen = next.picks.flatMap((index) => pick(due, index) ?? []).map((payout) => payout.source);
      const scheduled = await scheduleBatch(
        db(),
        admin.id,
        {
          method: next.method,
          currency: 'MYR',
          taskIds: chosen.flatMap((source) => source.taskId ?? []),
          referralIds: chosen.flatMap((source) => source.referralId ?? []),
        },
        at,
      );
      if (scheduled.batchId) batches.push({ batchId: scheduled.batchId, method: next.method });
    } else if (next.kind === 'send' || next.kind === 'crash' || next.kind === 'resend') {
      const batch = pick(batches, next.batch);
      if (!batch) continue;
      if (next.kind === 'send' && next.twice) await Promise.all([send(batch, false, at), send(batch, false, at)]);
      else if (next.kind === 'send') await send(batch, false, at);
      else if (next.kind === 'crash') await send(batch, true, at);
      else await send(batch, false, new Date(clock + SEND_LEASE_MS + 1000));
    } else if (next.kind === 'railSays') {
      const open = [...railOfLine].filter(
        ([lineId, rail]) => NEXT_OUTCOMES[rail.outcomes.get(lineId) ?? 'paid'].length > 0,
      );
      const [lineId, rail] = pick(open, next.line) ?? [];
      if (!lineId || !rail) continue;
      const allowed = NEXT_OUTCOMES[rail.outcomes.get(lineId) ?? 'paid'];
      mailbox.push(rail.settle(lineId, allowed.includes(next.outcome) ? next.outcome : 'returned', 'scripted'));
    } else if (next.kind === 'deliver') {
      const index = mailbox.length === 0 ? -1 : next.report % mailbox.length;
      const report = mailbox[index];
      if (!report) continue;
      if (!next.again) mailbox.splice(index, 1);
      await applyReports(db(), [report], at);
    } else if (next.kind === 'markPaid') {
      const task = pick(approved, next.task);
      if (task)
        await refusable(() =>
          decideTask(db(), admin.id, task.taskId, { action: 'markPaid', reference: 'BY-HAND' }, at),
        );
    } else {
      const fee = pick(fees, next.referral);
      if (fee) await refusable(() => settleReferral(db(), fee.referralId, { decision: 'pay' }, admin.id, at));
    }
    expect((await ledgerBalances(db())).unbalanced).toEqual([]);
  }

  // Every crashed sender's batch is sent again once its lease ran out, and every report arrives.
  const after = new Date(clock + 2 * SEND_LEASE_MS);
  for (const batch of batches) await send(batch, false, after);
  await applyReports(db(), mailbox, after);
  return { approved, fees, rails, railOfLine };
}

/** Checks a payout's ledger against its lines and against what the rail and the back office paid. */
async function checkPayout(
  source: PayoutSource,
  amountMinor: number,
  railOfLine: Map<string, ScriptedRail>,
  lines: (typeof payoutLines.$inferSelect)[],
  paymentRows: number,
) {
  const own = lines.filter((line) =>
    source.taskId ? line.taskId === source.taskId : line.referralId === source.referralId,
  );
  const sum = (statuses: string[]) =>
    own.filter((line) => statuses.includes(line.status)).reduce((total, line) => total + line.amountMinor, 0);
  for (const line of own) {
    const rail = railOfLine.get(line.id);
    // Every report arrived: the line stands where the rail says (or was paid by hand, never on a rail).
    if (rail) expect(line.status).toBe(rail.outcomes.get(line.id));
  }
  const paidLines = own.filter((line) => line.status === 'paid').length;
  expect(paidLines).toBeLessThanOrEqual(1);
  expect(paymentRows).toBe(paidLines);
  const accounts = await accountsOf(db(), source);
  const inBatches = { scheduled: sum(['scheduled']), in_transit: sum(['sent', 'unclaimed']), paid: sum(['paid']) };
  const expected = {
    funding: -amountMinor,
    owed: amountMinor - inBatches.scheduled - inBatches.in_transit - inBatches.paid,
    ...inBatches,
  };
  expect(accounts).toEqual(Object.fromEntries(Object.entries(expected).filter(([, amount]) => amount !== 0)));
}

describe('payouts, whatever happens in whatever order', () => {
  it('balance every posting, pay nothing twice, and keep every approved amount paid or visibly on its way', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 25, maxLength: 60 }), async (steps) => {
        const { approved, fees, rails, railOfLine } = await run(steps);
        for (const rail of Object.values(rails)) {
          for (const taken of rail.takenPerLine.values()) expect(taken).toBe(1);
        }
        const taskIds = approved.map((task) => task.taskId);
        const referralIds = fees.map((fee) => fee.referralId);
        const lines = await db()
          .select()
          .from(payoutLines)
          .where(
            or(
              inArray(payoutLines.taskId, taskIds),
              inArray(payoutLines.referralId, referralIds.length ? referralIds : [crypto.randomUUID()]),
            ),
          );
        const paid = await db()
          .select()
          .from(payments)
          .where(
            or(
              inArray(payments.taskId, taskIds),
              inArray(payments.referralId, referralIds.length ? referralIds : [crypto.randomUUID()]),
            ),
          );
        for (const task of approved) {
          const rows = paid.filter((payment) => payment.taskId === task.taskId).length;
          await checkPayout({ taskId: task.taskId }, task.incentiveMinor, railOfLine, lines, rows);
          expect((await statusOf(db(), task.taskId)) === 'COMPLETED').toBe(rows === 1);
        }
        for (const fee of fees) {
          const rows = paid.filter((payment) => payment.referralId === fee.referralId).length;
          const owed = await accountsOf(db(), { referralId: fee.referralId });
          // A fee falls due only once its friend is paid; then it is followed like a task.
          if (Object.keys(owed).length > 0)
            await checkPayout({ referralId: fee.referralId }, fee.feeMinor, railOfLine, lines, rows);
        }
        const unsent = await db()
          .select()
          .from(payoutBatches)
          .where(inArray(payoutBatches.status, ['sending']));
        expect(unsent.filter((batch) => lines.some((line) => line.batchId === batch.id))).toEqual([]);
      }),
      { numRuns: 20 },
    );
  }, 60_000);
});
