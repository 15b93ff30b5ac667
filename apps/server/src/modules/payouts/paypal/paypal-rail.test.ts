import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPaypalStub, type PaypalStub, type PaypalStubOptions } from '../../../testing/paypal-stub.ts';
import type { OutgoingBatch } from '../rail.ts';
import { PaypalClient, type PaypalClientOptions } from './paypal-client.ts';
import { paypalAmountOf, PaypalRail } from './paypal-rail.ts';

let stub: PaypalStub;
/** The waits the client asked for between tries: tests never sleep them. */
let waits: number[];

const startStub = async (options?: PaypalStubOptions) => {
  await stub.close();
  stub = await startPaypalStub(options);
};

beforeEach(async () => {
  stub = await startPaypalStub();
  waits = [];
});
afterEach(() => stub.close());

function clientOf(options: Partial<PaypalClientOptions> = {}) {
  return new PaypalClient({
    apiUrl: stub.url,
    clientId: stub.clientId,
    clientSecret: stub.clientSecret,
    maxAttempts: 4,
    backoffMs: 10,
    maxWaitMs: 60_000,
    requestTimeoutMs: 500,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...options,
  });
}
const railOf = (options: Partial<PaypalClientOptions> = {}, pageSize?: number) =>
  new PaypalRail(clientOf(options), { pageSize });

/** A batch paying `amountMinor` ringgit sen to each e-mail, on lines `<batchId>-line-<n>`. */
function batchOf(batchId: string, lines: Array<[email: string, amountMinor: number]>): OutgoingBatch {
  return {
    batchId,
    currency: 'MYR',
    lines: lines.map(([email, amountMinor], index) => ({
      lineId: `${batchId}-line-${index + 1}`,
      amountMinor,
      currency: 'MYR',
      recipient: { name: `Creator ${index + 1}`, paypalEmail: email },
      note: 'Summer launch campaign',
    })),
  };
}

const paymentsOf = (batch: OutgoingBatch) => batch.lines.map((line) => stub.paymentsOf(line.lineId));

describe('the access token', () => {
  it('is fetched once and used for every call until shortly before it expires', async () => {
    let now = Date.parse('2026-12-07T09:00:00Z');
    await startStub({ tokenLifetimeSeconds: 3600 });
    const rail = railOf({ now: () => now, tokenMarginMs: 60_000 });
    const batch = batchOf('batch-token', [['aisyah@example.com', 5000]]);

    const { railBatchId } = await rail.send(batch);
    await rail.refresh({ batchId: batch.batchId, railBatchId });
    await rail.refresh({ batchId: batch.batchId, railBatchId });
    expect(stub.calls.token).toBe(1);

    now += 3600_000 - 60_000;
    await rail.refresh({ batchId: batch.batchId, railBatchId });
    expect(stub.calls.token).toBe(2);
  });

  it('is fetched anew when PayPal refuses it, and the call goes through', async () => {
    const rail = railOf();
    const batch = batchOf('batch-expired', [['aisyah@example.com', 5000]]);
    const { railBatchId } = await rail.send(batch);

    stub.expireTokens();
    const reports = await rail.refresh({ batchId: batch.batchId, railBatchId });

    expect(reports.map((report) => report.outcome)).toEqual(['paid']);
    expect(stub.calls.token).toBe(2);
  });

  it('is refused for wrong credentials with PayPal’s words and the settings to check, nothing sent', async () => {
    const rail = railOf({ clientSecret: 'not-the-secret' });

    await expect(rail.send(batchOf('batch-bad-secret', [['aisyah@example.com', 5000]]))).rejects.toThrow(
      'PayPal answered 401 to POST /v1/oauth2/token (check PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET): invalid_client: Client Authentication failed',
    );
    expect(stub.calls).toMatchObject({ token: 1, createPayout: 0 });
  });
});

describe('sending a batch', () => {
  it('pays each line once, its amount in major units, and answers PayPal’s batch id', async () => {
    const batch = batchOf('batch-1', [
      ['aisyah@example.com', 12_345],
      ['wei.ling@example.com', 5],
    ]);

    const sent = await railOf().send(batch);

    expect(sent.railBatchId).toBe(stub.payoutBatchIdOf('batch-1'));
    expect(sent.reports.map(({ lineId, outcome }) => ({ lineId, outcome }))).toEqual([
      { lineId: 'batch-1-line-1', outcome: 'sent' },
      { lineId: 'batch-1-line-2', outcome: 'sent' },
    ]);
    expect(paymentsOf(batch)).toEqual([1, 1]);
    expect(batch.lines.map((line) => stub.amountOf(line.lineId))).toEqual([
      { value: '123.45', currency: 'MYR' },
      { value: '0.05', currency: 'MYR' },
    ]);
  });

  it('sent again after a crash, pays nobody twice and still answers the batch id', async () => {
    const batch = batchOf('batch-replayed', [
      ['aisyah@example.com', 5000],
      ['wei.ling@example.com', 7000],
    ]);
    const first = await railOf().send(batch);

    const again = await railOf().send(batch);

    expect(again.railBatchId).toBe(first.railBatchId);
    expect(paymentsOf(batch)).toEqual([1, 1]);
    expect(stub.calls.createPayout).toBe(2);
  });

  it('sent again where PayPal ignores the request id, finds the batch through PayPal’s refusal', async () => {
    await startStub({ honourRequestId: false });
    const batch = batchOf('batch-duplicate', [
      ['aisyah@example.com', 5000],
      ['wei.ling@example.com', 7000],
    ]);
    const first = await railOf().send(batch);

    const again = await railOf().send(batch);

    expect(again.railBatchId).toBe(first.railBatchId);
    expect(again.reports.map(({ lineId, outcome }) => ({ lineId, outcome }))).toEqual([
      { lineId: 'batch-duplicate-line-1', outcome: 'paid' },
      { lineId: 'batch-duplicate-line-2', outcome: 'paid' },
    ]);
    expect(paymentsOf(batch)).toEqual([1, 1]);
  });

  it('sent again where PayPal neither replays nor links the batch, is taken as sent, its id unknown', async () => {
    await startStub({ honourRequestId: false, linkEarlierBatch: false });
    const batch = batchOf('batch-unlinked', [['aisyah@example.com', 5000]]);
    await railOf().send(batch);

    const again = await railOf().send(batch);

    expect(again).toEqual({
      railBatchId: null,
      reports: [{ lineId: 'batch-unlinked-line-1', outcome: 'sent', at: expect.any(Date) }],
    });
    expect(paymentsOf(batch)).toEqual([1]);
    await expect(railOf().refresh({ batchId: batch.batchId, railBatchId: null })).rejects.toThrow(
      "PayPal's id of batch batch-unlinked is not known: its outcomes come by webhook only",
    );
  });

  it('whose answer is lost on the way back, is sent again and paid once', async () => {
    const batch = batchOf('batch-lost-answer', [['aisyah@example.com', 5000]]);
    stub.failNext('createPayout', 1, 'lose-answer');

    const sent = await railOf().send(batch);

    expect(sent.railBatchId).toBe(stub.payoutBatchIdOf('batch-lost-answer'));
    expect(paymentsOf(batch)).toEqual([1]);
    expect(stub.calls.createPayout).toBe(2);
  });

  it('that PayPal does not answer in time, is sent again and paid once', async () => {
    const batch = batchOf('batch-hung', [['aisyah@example.com', 5000]]);
    stub.failNext('createPayout', 1, 'hang');

    const sent = await railOf({ requestTimeoutMs: 200 }).send(batch);

    expect(sent.railBatchId).toBe(stub.payoutBatchIdOf('batch-hung'));
    expect(paymentsOf(batch)).toEqual([1]);
  });

  it('goes through after PayPal answers 503 twice, waiting longer each time', async () => {
    const batch = batchOf('batch-503', [['aisyah@example.com', 5000]]);
    stub.failNext('createPayout', 2, { status: 503 });

    const sent = await railOf().send(batch);

    expect(sent.railBatchId).toBe(stub.payoutBatchIdOf('batch-503'));
    expect(waits).toEqual([10, 20]);
    expect(paymentsOf(batch)).toEqual([1]);
  });

  it('goes through after a 429, having waited what Retry-After says', async () => {
    const batch = batchOf('batch-429', [['aisyah@example.com', 5000]]);
    stub.failNext('createPayout', 1, { status: 429, retryAfterSeconds: 7 });

    await railOf().send(batch);

    expect(waits).toEqual([7000]);
    expect(paymentsOf(batch)).toEqual([1]);
  });

  it('is given up with PayPal’s words when PayPal keeps failing, nothing paid', async () => {
    const batch = batchOf('batch-down', [['aisyah@example.com', 5000]]);
    stub.failNext('createPayout', 10, { status: 500 });

    await expect(railOf().send(batch)).rejects.toThrow(
      'PayPal answered 500 to POST /v1/payments/payouts: INTERNAL_SERVER_ERROR: An internal server error occurred. (gave up after 4 tries)',
    );
    expect(stub.calls.createPayout).toBe(4);
    expect(paymentsOf(batch)).toEqual([0]);
  });

  it('is given up at once when PayPal asks to wait longer than the client may', async () => {
    stub.failNext('createPayout', 1, { status: 429, retryAfterSeconds: 3600 });

    await expect(
      railOf({ maxWaitMs: 30_000 }).send(batchOf('batch-throttled', [['aisyah@example.com', 5000]])),
    ).rejects.toThrow(
      /^PayPal answered 429 to POST \/v1\/payments\/payouts: RATE_LIMIT_REACHED: .*; it asks to wait 3600 s$/,
    );
    expect(waits).toEqual([]);
  });

  it('that PayPal denies reports every line failed, nobody paid', async () => {
    await startStub({ denyBatches: true });
    const batch = batchOf('batch-denied', [['aisyah@example.com', 5000]]);

    const sent = await railOf().send(batch);

    expect(sent.reports).toMatchObject([
      { lineId: 'batch-denied-line-1', outcome: 'failed', reason: 'PayPal denied the payout (DENIED)' },
    ]);
    expect(paymentsOf(batch)).toEqual([0]);
  });

  it('is refused before calling PayPal when a line has no PayPal e-mail', async () => {
    const batch = batchOf('batch-no-email', [
      ['aisyah@example.com', 5000],
      ['', 7000],
    ]);

    await expect(railOf().send(batch)).rejects.toThrow(
      'Nothing sent to PayPal: no PayPal e-mail to pay on line batch-no-email-line-2',
    );
    expect(stub.calls).toMatchObject({ token: 0, createPayout: 0 });
  });

  it('is refused by PayPal’s own check of the request, with its details', async () => {
    const batch = batchOf('batch-bad-receiver', [['not-an-email', 5000]]);

    await expect(railOf().send(batch)).rejects.toThrow(
      'PayPal answered 400 to POST /v1/payments/payouts: VALIDATION_ERROR: Invalid request - see details; items[0].receiver Receiver is invalid or does not match with type',
    );
    expect(stub.calls.createPayout).toBe(1);
  });
});

describe('asking PayPal how a batch stands', () => {
  it('maps each item status to an outcome with PayPal’s reason', async () => {
    const outcomes = [
      'SUCCESS',
      'PENDING_THEN_SUCCESS',
      'ONHOLD',
      'UNCLAIMED',
      'RETURNED',
      'REFUNDED',
      'REVERSED',
      'FAILED',
      'BLOCKED',
    ] as const;
    for (const outcome of outcomes) stub.script(`${outcome.toLowerCase()}@example.com`, outcome);
    const batch = batchOf(
      'batch-statuses',
      outcomes.map((outcome) => [`${outcome.toLowerCase()}@example.com`, 5000]),
    );
    const rail = railOf();
    const { railBatchId } = await rail.send(batch);

    const reports = await rail.refresh({ batchId: batch.batchId, railBatchId });

    expect(reports.map(({ outcome, reason }) => ({ outcome, reason }))).toEqual([
      { outcome: 'paid', reason: undefined },
      { outcome: 'sent', reason: undefined },
      { outcome: 'sent', reason: undefined },
      { outcome: 'unclaimed', reason: 'RECEIVER_UNREGISTERED: Receiver is unregistered' },
      {
        outcome: 'returned',
        reason:
          'RECEIVER_REFUSED: The recipient has refused this payout in this currency. Try resending in a different currency.',
      },
      { outcome: 'returned', reason: 'REFUNDED' },
      { outcome: 'returned', reason: 'REVERSED' },
      { outcome: 'failed', reason: 'RECEIVER_ACCOUNT_LOCKED: Receiver account is locked or inactive' },
      { outcome: 'failed', reason: 'RISK_DECLINE: Transaction was declined due to risk' },
    ]);
    expect(reports.map((report) => report.lineId)).toEqual(batch.lines.map((line) => line.lineId));
    expect(reports.every((report) => report.railItemId && report.at instanceof Date)).toBe(true);

    stub.settle();
    const later = await rail.refresh({ batchId: batch.batchId, railBatchId });
    expect(later[1]).toMatchObject({ lineId: 'batch-statuses-line-2', outcome: 'paid' });
  });

  it('reads every page of a large batch', async () => {
    const batch = batchOf(
      'batch-pages',
      [1, 2, 3, 4, 5].map((n) => [`creator${n}@example.com`, 1000 * n]),
    );
    const rail = railOf({}, 2);
    const { railBatchId } = await rail.send(batch);

    const reports = await rail.refresh({ batchId: batch.batchId, railBatchId });

    expect(reports.map((report) => report.lineId)).toEqual(batch.lines.map((line) => line.lineId));
    expect(stub.calls.showPayout).toBe(3);
  });

  it('tries again when PayPal closes the connection', async () => {
    const rail = railOf();
    const batch = batchOf('batch-closed', [['aisyah@example.com', 5000]]);
    const { railBatchId } = await rail.send(batch);
    stub.failNext('showPayout', 1, 'close');

    const reports = await rail.refresh({ batchId: batch.batchId, railBatchId });

    expect(reports.map((report) => report.outcome)).toEqual(['paid']);
    expect(stub.calls.showPayout).toBe(2);
  });
});

describe('PayPal amounts', () => {
  it('are minor units written in major units, whole for the currencies PayPal pays so', () => {
    expect(paypalAmountOf(12_345, 'MYR')).toBe('123.45');
    expect(paypalAmountOf(5, 'USD')).toBe('0.05');
    expect(paypalAmountOf(250_000, 'JPY')).toBe('2500');
    expect(paypalAmountOf(250_000, 'HUF')).toBe('2500');
  });

  it('refuse what cannot be paid', () => {
    expect(() => paypalAmountOf(0, 'MYR')).toThrow('0 is not an amount PayPal can pay');
    expect(() => paypalAmountOf(10.5, 'MYR')).toThrow('10.5 is not an amount PayPal can pay');
    expect(() => paypalAmountOf(250_050, 'TWD')).toThrow('2500.50 TWD: PayPal pays TWD in whole units only');
  });
});
