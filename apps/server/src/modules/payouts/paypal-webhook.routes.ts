import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { payoutBatches } from '../../db/schema/payouts.ts';
import { PAYPAL_WEBHOOK_PATH, PaypalWebhookRefused, paypalWebhookReports } from './paypal/paypal-webhooks.ts';
import type { PaypalSetup } from './rails.ts';
import { applyReports } from './reports.service.ts';

/**
 * PayPal's webhook: the event's signature, checked with PayPal against our webhook id, is its
 * permission. An item event moves its line; a batch event has the batch asked how its lines stand.
 * Redeliveries are harmless (a line only moves forward). A delivery PayPal does not vouch for is
 * refused with 400 and changes nothing; while PayPal cannot be asked, 503 has PayPal deliver again.
 */
export async function paypalWebhookRoutes(app: FastifyInstance, options: { db: Db; paypal: PaypalSetup | null }) {
  const { db, paypal } = options;
  // The signature covers the body as sent: it is kept as text, and parsed only once verified.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(PAYPAL_WEBHOOK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const webhookId = paypal?.settings.webhookId;
    if (!paypal || !webhookId) return reply.code(404).send();
    let outcome;
    try {
      outcome = await paypalWebhookReports(paypal.client, webhookId, {
        headers: request.headers,
        rawBody: typeof request.body === 'string' ? request.body : '',
      });
    } catch (error) {
      if (error instanceof PaypalWebhookRefused) {
        request.log.warn({ err: error }, 'PayPal webhook refused');
        return reply.code(400).send();
      }
      request.log.error({ err: error }, 'PayPal webhook not verified: PayPal did not answer');
      return reply.code(503).send();
    }
    await applyReports(db, outcome.reports);
    if (outcome.railBatchId) {
      const [batch] = await db
        .select({ id: payoutBatches.id })
        .from(payoutBatches)
        .where(eq(payoutBatches.railBatchId, outcome.railBatchId));
      if (batch)
        await applyReports(db, await paypal.rail.refresh({ batchId: batch.id, railBatchId: outcome.railBatchId }));
    }
    return reply.code(200).send();
  });
}
