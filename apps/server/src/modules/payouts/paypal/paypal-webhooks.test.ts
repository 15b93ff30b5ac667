import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPaypalStub, type PaypalStub, type SignedWebhook } from '../../../testing/paypal-stub.ts';
import { PaypalClient } from './paypal-client.ts';
import { PaypalRail } from './paypal-rail.ts';
import { paypalWebhookReports, PaypalWebhookRefused, type PaypalWebhookOutcome } from './paypal-webhooks.ts';

let stub: PaypalStub;
let client: PaypalClient;
/** A webhook endpoint as the portal would mount it: the raw body, verified, then read. */
let receiver: FastifyInstance;
let receiverUrl: string;
let received: PaypalWebhookOutcome[];

beforeEach(async () => {
  stub = await startPaypalStub();
  client = new PaypalClient({ apiUrl: stub.url, clientId: stub.clientId, clientSecret: stub.clientSecret });
  received = [];
  receiver = Fastify();
  receiver.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  receiver.post('/webhooks/paypal', async (request, reply) => {
    try {
      const delivery = { headers: request.headers, rawBody: String(request.body) };
      received.push(await paypalWebhookReports(client, stub.webhookId, delivery));
      return reply.code(200).send();
    } catch (error) {
      if (error instanceof PaypalWebhookRefused) return reply.code(400).send({ message: error.message });
      throw error;
    }
  });
  receiverUrl = `${await receiver.listen({ port: 0, host: '127.0.0.1' })}/webhooks/paypal`;
});
afterEach(async () => {
  await receiver.close();
  await stub.close();
});

/** Sends a one-line batch through the rail; answers its line id and PayPal batch id. */
async function paidLine(email: string) {
  const batchId = `batch-${email.split('@')[0]}`;
  const lineId = `${batchId}-line-1`;
  const { railBatchId } = await new PaypalRail(client).send({
    batchId,
    currency: 'MYR',
    lines: [
      { lineId, amountMinor: 5000, currency: 'MYR', recipient: { name: 'Aisyah', paypalEmail: email }, note: '' },
    ],
  });
  return { lineId, railBatchId };
}

const deliveryOf = (webhook: SignedWebhook, body = webhook.body) => ({ headers: webhook.headers, rawBody: body });

describe('a PayPal webhook', () => {
  it('signed by PayPal is accepted and says how the line stands, in PayPal’s words', async () => {
    stub.script('unclaimed@example.com', 'UNCLAIMED');
    const { lineId, railBatchId } = await paidLine('unclaimed@example.com');

    expect(await stub.deliver(receiverUrl, stub.itemWebhook(lineId))).toBe(200);

    expect(received).toEqual([
      {
        eventId: expect.stringMatching(/^WH-/),
        eventType: 'PAYMENT.PAYOUTS-ITEM.UNCLAIMED',
        railBatchId,
        reports: [
          {
            lineId,
            outcome: 'unclaimed',
            railItemId: expect.any(String),
            reason: 'RECEIVER_UNREGISTERED: Receiver is unregistered',
            at: expect.any(Date),
          },
        ],
      },
    ]);
  });

  it('whose body was changed on the way is refused and applies nothing', async () => {
    stub.script('refused@example.com', 'FAILED');
    const { lineId } = await paidLine('refused@example.com');
    const webhook = stub.itemWebhook(lineId);
    const tampered = webhook.body.replace('"FAILED"', '"SUCCESS"');
    expect(tampered).not.toBe(webhook.body);

    expect(await stub.deliver(receiverUrl, { ...webhook, body: tampered })).toBe(400);
    await expect(paypalWebhookReports(client, stub.webhookId, deliveryOf(webhook, tampered))).rejects.toThrow(
      "PayPal webhook refused: PayPal's signature check answered FAILURE",
    );
    expect(received).toEqual([]);
  });

  it('meant for another webhook is refused', async () => {
    const { lineId } = await paidLine('aisyah@example.com');

    await expect(
      paypalWebhookReports(client, 'ANOTHERWEBHOOK01', deliveryOf(stub.itemWebhook(lineId))),
    ).rejects.toThrow(PaypalWebhookRefused);
  });

  it('without PayPal’s signature headers is refused without asking PayPal', async () => {
    const { lineId } = await paidLine('aisyah@example.com');
    const webhook = stub.itemWebhook(lineId);
    const headers = Object.fromEntries(
      Object.entries(webhook.headers).filter(([name]) => name !== 'paypal-transmission-sig'),
    );

    await expect(paypalWebhookReports(client, stub.webhookId, { headers, rawBody: webhook.body })).rejects.toThrow(
      'PayPal webhook refused: no PAYPAL-TRANSMISSION-SIG header',
    );
    expect(stub.calls.verifyWebhook).toBe(0);
  });

  it('delivered ten times gives the same reports each time', async () => {
    stub.script('returned@example.com', 'RETURNED');
    const { lineId } = await paidLine('returned@example.com');
    const webhook = stub.itemWebhook(lineId);

    for (let delivery = 0; delivery < 10; delivery++) {
      expect(await stub.deliver(receiverUrl, webhook)).toBe(200);
    }

    expect(received).toHaveLength(10);
    for (const outcome of received) expect(outcome).toEqual(received[0]);
    expect(received[0]?.reports).toMatchObject([{ lineId, outcome: 'returned' }]);
  });

  it('about a whole batch names the batch to ask about, and no line', async () => {
    const { railBatchId } = await paidLine('aisyah@example.com');

    expect(await stub.deliver(receiverUrl, stub.batchWebhook(railBatchId ?? ''))).toBe(200);

    expect(received).toEqual([
      { eventId: expect.any(String), eventType: 'PAYMENT.PAYOUTSBATCH.SUCCESS', railBatchId, reports: [] },
    ]);
  });
});
