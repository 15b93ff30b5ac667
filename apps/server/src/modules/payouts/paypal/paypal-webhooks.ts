import { z } from 'zod';
import type { LineReport } from '../rail.ts';
import { PayoutItemSchema, type PaypalClient, type WebhookTransmission } from './paypal-client.ts';
import { reportOfPayoutItem } from './paypal-rail.ts';

/** The headers PayPal signs a webhook delivery with, by the field verify-webhook-signature takes. */
const TRANSMISSION_HEADERS: Record<keyof WebhookTransmission, string> = {
  transmission_id: 'paypal-transmission-id',
  transmission_time: 'paypal-transmission-time',
  transmission_sig: 'paypal-transmission-sig',
  cert_url: 'paypal-cert-url',
  auth_algo: 'paypal-auth-algo',
};

/** The item status an item event means, for an event whose resource does not carry one. */
const STATUS_OF_ITEM_EVENT: Record<string, string> = {
  SUCCEEDED: 'SUCCESS',
  UNCLAIMED: 'UNCLAIMED',
  RETURNED: 'RETURNED',
  REFUNDED: 'REFUNDED',
  // Cancelling an unclaimed item gives the money back to the sender.
  CANCELED: 'RETURNED',
  FAILED: 'FAILED',
  BLOCKED: 'BLOCKED',
  DENIED: 'DENIED',
  HELD: 'ONHOLD',
};

const ITEM_EVENT = 'PAYMENT.PAYOUTS-ITEM.';
const BATCH_EVENT = 'PAYMENT.PAYOUTSBATCH.';

const EventSchema = z.object({
  id: z.string(),
  event_type: z.string(),
  create_time: z.iso.datetime({ offset: true }),
  resource: z.unknown(),
});
const BatchResourceSchema = z.object({ batch_header: z.object({ payout_batch_id: z.string() }) });

/** Where PayPal posts its webhooks (set this address on the webhook in PayPal's developer dashboard). */
export const PAYPAL_WEBHOOK_PATH = '/api/public/payouts/paypal/webhook';

/** A delivery that is not a webhook PayPal sent to us: answer it 400 and apply nothing. */
export class PaypalWebhookRefused extends Error {
  constructor(reason: string) {
    super(`PayPal webhook refused: ${reason}`);
    this.name = 'PaypalWebhookRefused';
  }
}

export interface PaypalWebhookDelivery {
  /** The request's headers, with lower-case names (as Node gives them). */
  headers: Record<string, string | string[] | undefined>;
  /** The request's body as received: its signature covers this text. */
  rawBody: string;
}

export interface PaypalWebhookOutcome {
  /** PayPal's id of the event, the same on each redelivery. */
  eventId: string;
  eventType: string;
  /**
   * The PayPal batch a `PAYMENT.PAYOUTSBATCH.*` event is about; its events carry no items, so
   * `PayoutRail.refresh` of that batch tells how its lines stand.
   */
  railBatchId: string | null;
  /** What a `PAYMENT.PAYOUTS-ITEM.*` event says of its line (`lineId` is the item's sender_item_id). */
  reports: LineReport[];
}

/**
 * Checks a webhook delivery with PayPal ("Verify webhook signature", against our `webhookId`) and
 * reads what it says of our lines. The same delivery always gives the same outcome: `at` comes from
 * the event, never from the clock. Throws PaypalWebhookRefused when PayPal does not vouch for it.
 */
export async function paypalWebhookReports(
  client: PaypalClient,
  webhookId: string,
  delivery: PaypalWebhookDelivery,
): Promise<PaypalWebhookOutcome> {
  const transmission = transmissionOf(delivery.headers);
  let parsedBody: unknown;
  try {
    parsedBody = JSON.parse(delivery.rawBody);
  } catch {
    throw new PaypalWebhookRefused('the body is not JSON');
  }
  const event = EventSchema.safeParse(parsedBody);
  if (!event.success) throw new PaypalWebhookRefused('the body is not a webhook event');
  const verdict = await client.verifyWebhookSignature(transmission, webhookId, delivery.rawBody);
  if (verdict !== 'SUCCESS') throw new PaypalWebhookRefused(`PayPal's signature check answered ${verdict}`);
  return readEvent(event.data);
}

function transmissionOf(headers: PaypalWebhookDelivery['headers']): WebhookTransmission {
  const values = Object.entries(TRANSMISSION_HEADERS).map(([field, header]) => {
    const value = headers[header];
    const text = Array.isArray(value) ? value[0] : value;
    if (!text) throw new PaypalWebhookRefused(`no ${header.toUpperCase()} header`);
    return [field, text];
  });
  return Object.fromEntries(values) as unknown as WebhookTransmission;
}

function readEvent(event: z.infer<typeof EventSchema>): PaypalWebhookOutcome {
  const outcome: PaypalWebhookOutcome = {
    eventId: event.id,
    eventType: event.event_type,
    railBatchId: null,
    reports: [],
  };
  const createdAt = new Date(event.create_time);
  if (event.event_type.startsWith(ITEM_EVENT)) {
    const item = PayoutItemSchema.safeParse(event.resource);
    if (!item.success) throw new PaypalWebhookRefused(`${event.event_type} without a payout item`);
    const transactionStatus =
      item.data.transaction_status ?? STATUS_OF_ITEM_EVENT[event.event_type.slice(ITEM_EVENT.length)];
    const report = reportOfPayoutItem({ ...item.data, transaction_status: transactionStatus }, createdAt);
    outcome.railBatchId = item.data.payout_batch_id ?? null;
    if (report) outcome.reports.push(report);
  } else if (event.event_type.startsWith(BATCH_EVENT)) {
    const batch = BatchResourceSchema.safeParse(event.resource);
    outcome.railBatchId = batch.success ? batch.data.batch_header.payout_batch_id : null;
  }
  return outcome;
}
