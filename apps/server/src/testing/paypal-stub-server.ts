/**
 * The PayPal stub in a process of its own, for the browser journeys: the portal under test is
 * started with its address and credentials in PAYPAL_* settings, and the journey scripts it over
 * HTTP. `PAYPAL_STUB_PORT`, `PAYPAL_STUB_CLIENT_ID` and `PAYPAL_STUB_CLIENT_SECRET` are required.
 *
 * Besides PayPal's endpoints it answers, under `/__stub` on the next port:
 * - `POST /__stub/script` `{ "receiver": "<e-mail or sender_item_id>", "outcome": "RETURNED" }`;
 * - `GET /__stub/payments?receiver=<e-mail>`: how many payments reached that receiver;
 * - `GET /__stub/ready`: answers once both ports listen (Playwright waits for it).
 */
import Fastify from 'fastify';
import { z } from 'zod';
import { SCRIPTED_OUTCOMES, startPaypalStub } from './paypal-stub.ts';

const settings = z
  .object({
    PAYPAL_STUB_PORT: z.coerce.number().int().positive(),
    PAYPAL_STUB_CLIENT_ID: z.string().min(1),
    PAYPAL_STUB_CLIENT_SECRET: z.string().min(1),
  })
  .parse(process.env);

const stub = await startPaypalStub({
  port: settings.PAYPAL_STUB_PORT,
  credentials: { clientId: settings.PAYPAL_STUB_CLIENT_ID, clientSecret: settings.PAYPAL_STUB_CLIENT_SECRET },
});
const control = Fastify();
control.post('/__stub/script', async (request) => {
  const { receiver, outcome } = z
    .object({ receiver: z.string().min(1), outcome: z.enum(SCRIPTED_OUTCOMES) })
    .parse(request.body);
  stub.script(receiver, outcome);
  return { receiver, outcome };
});
control.get('/__stub/payments', async (request) => {
  const { receiver } = z.object({ receiver: z.string().min(1) }).parse(request.query);
  return { receiver, payments: stub.paymentsTo(receiver) };
});
control.get('/__stub/ready', async () => ({ ready: true }));
await control.listen({ port: settings.PAYPAL_STUB_PORT + 1, host: '127.0.0.1' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([stub.close(), control.close()]).then(() => process.exit(0));
  });
}
