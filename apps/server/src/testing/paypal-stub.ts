import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * PayPal's REST API in miniature, for the Payouts rail's tests: the OAuth token, "Create batch
 * payout", "Show payout batch details" and "Verify webhook signature", with the answers and errors
 * PayPal documents. Tests script how each payment ends, make calls fail, and send signed webhooks.
 */

export type PaypalEndpoint = 'token' | 'createPayout' | 'showPayout' | 'verifyWebhook';

/** What the next call to an endpoint meets instead of its answer. */
export type PaypalFault =
  | { status: 500 | 503 }
  | { status: 429; retryAfterSeconds: number }
  /** Takes the request and never answers. */
  | 'hang'
  /** Closes the connection without doing anything. */
  | 'close'
  /** Does the work, then closes the connection: the caller never learns it was done. */
  | 'lose-answer'
  /** Does the work, then never answers: its caller may die waiting, the payment made. */
  | 'work-then-hang';

/** How a payment ends: a `transaction_status`, or PENDING until `settle()` and SUCCESS after. */
export const SCRIPTED_OUTCOMES = [
  'SUCCESS',
  'PENDING_THEN_SUCCESS',
  'UNCLAIMED',
  'RETURNED',
  'REFUNDED',
  'REVERSED',
  'ONHOLD',
  'FAILED',
  'BLOCKED',
] as const;
export type ScriptedOutcome = (typeof SCRIPTED_OUTCOMES)[number];

/** PayPal's words for why an item did not go through (its payouts error names). */
const ITEM_ERRORS: Partial<Record<string, { name: string; message: string }>> = {
  UNCLAIMED: { name: 'RECEIVER_UNREGISTERED', message: 'Receiver is unregistered' },
  RETURNED: {
    name: 'RECEIVER_REFUSED',
    message: 'The recipient has refused this payout in this currency. Try resending in a different currency.',
  },
  FAILED: { name: 'RECEIVER_ACCOUNT_LOCKED', message: 'Receiver account is locked or inactive' },
  BLOCKED: { name: 'RISK_DECLINE', message: 'Transaction was declined due to risk' },
};

/** The item webhook PayPal sends for each status (PENDING and REVERSED have none). */
const ITEM_EVENTS: Partial<Record<string, string>> = {
  SUCCESS: 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED',
  UNCLAIMED: 'PAYMENT.PAYOUTS-ITEM.UNCLAIMED',
  RETURNED: 'PAYMENT.PAYOUTS-ITEM.RETURNED',
  REFUNDED: 'PAYMENT.PAYOUTS-ITEM.REFUNDED',
  ONHOLD: 'PAYMENT.PAYOUTS-ITEM.HELD',
  FAILED: 'PAYMENT.PAYOUTS-ITEM.FAILED',
  BLOCKED: 'PAYMENT.PAYOUTS-ITEM.BLOCKED',
};

const INFORMATION_LINK = 'https://developer.paypal.com/docs/api/payments.payouts-batch/#errors';
const AUTH_ALGO = 'SHA256withRSA';

interface StubItem {
  payoutItemId: string;
  senderItemId: string | undefined;
  receiver: string;
  amount: { value: string; currency: string };
  note: string | undefined;
  /** The statuses it goes through, one per `settle()`; it stays at the last. */
  path: string[];
  step: number;
  timeProcessed: string;
}

interface StubBatch {
  payoutBatchId: string;
  senderBatchId: string;
  emailSubject: string | undefined;
  timeCreated: string;
  items: StubItem[];
}

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A webhook delivery as PayPal makes it: the `PAYPAL-*` headers and the event's JSON text. */
export interface SignedWebhook {
  headers: Record<string, string>;
  body: string;
}

export interface PaypalStubOptions {
  /** How long the tokens it issues last, in seconds (PayPal's are about nine hours). */
  tokenLifetimeSeconds?: number;
  /**
   * Whether a repeated `PayPal-Request-Id` gets the first answer again. PayPal's idempotency
   * guide says so, but it was seen to be ignored on this endpoint; then only the
   * `sender_batch_id` check stops a second payment.
   */
  honourRequestId?: boolean;
  /**
   * Whether the refusal of a repeated `sender_batch_id` links to the earlier batch, as the API
   * reference says; older answers only named the field.
   */
  linkEarlierBatch?: boolean;
  /** Every batch is DENIED at once, as for an account not enabled for Payouts: nobody is paid. */
  denyBatches?: boolean;
  /** A port of its own (a random one otherwise), for a server started with its address in its settings. */
  port?: number;
  /** Credentials known in advance (random ones otherwise), for the same reason. */
  credentials?: { clientId: string; clientSecret: string };
}

export interface PaypalStub {
  /** A `PAYPAL_API_URL`. */
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Calls received per endpoint, faults included. */
  readonly calls: Record<PaypalEndpoint, number>;
  /** How many times a payment for this `sender_item_id` was accepted. */
  paymentsOf: (senderItemId: string) => number;
  /** How many payments to this receiver e-mail were accepted, over every batch. */
  paymentsTo: (receiver: string) => number;
  /** The amount the last accepted payment for this `sender_item_id` was for. */
  amountOf: (senderItemId: string) => { value: string; currency: string } | undefined;
  /** The PayPal batch id given to a `sender_batch_id`. */
  payoutBatchIdOf: (senderBatchId: string) => string | undefined;
  /** How the payment to this receiver e-mail or `sender_item_id` will end (SUCCESS otherwise). */
  script: (receiverOrSenderItemId: string, outcome: ScriptedOutcome) => void;
  /** Moves every item still pending to its next status. */
  settle: () => void;
  /** The next `count` calls to `endpoint` meet `fault`. */
  failNext: (endpoint: PaypalEndpoint, count: number, fault: PaypalFault) => void;
  /** Every token issued so far is refused from now on. */
  expireTokens: () => void;
  /** The webhook PayPal sends for the current status of the item with this `sender_item_id`. */
  itemWebhook: (senderItemId: string) => SignedWebhook;
  /** A `PAYMENT.PAYOUTSBATCH.SUCCESS` webhook for a batch. */
  batchWebhook: (payoutBatchId: string) => SignedWebhook;
  /** POSTs a webhook to `url`; answers the receiver's status. */
  deliver: (url: string, webhook: SignedWebhook) => Promise<number>;
  close: () => Promise<void>;
}

const paypalId = (length = 13) =>
  Array.from(randomBytes(length), (byte) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[byte % 32]).join('');

const restError = (status: number, name: string, message: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { name, message, debug_id: randomBytes(6).toString('hex'), information_link: INFORMATION_LINK, ...extra },
});

const FAULT_ERRORS = {
  500: ['INTERNAL_SERVER_ERROR', 'An internal server error occurred.'],
  503: ['SERVICE_UNAVAILABLE', 'Service Unavailable.'],
  429: ['RATE_LIMIT_REACHED', 'Too many requests. Blocked due to rate limiting.'],
} as const;

/** The problems PayPal's schema check finds in a create payout request, as its `details`. */
function payoutRequestProblems(body: unknown): { field: string; location: 'body'; issue: string }[] {
  const problem = (field: string, issue: string) => ({ field, location: 'body' as const, issue });
  if (typeof body !== 'object' || body === null) return [problem('', 'MALFORMED_REQUEST_JSON')];
  const { sender_batch_header: header, items } = body as Record<string, unknown>;
  const problems = [];
  if (typeof header !== 'object' || header === null)
    problems.push(problem('sender_batch_header', 'Required field missing'));
  const headerType = (header as Record<string, unknown> | null)?.recipient_type;
  if (!Array.isArray(items) || items.length === 0 || items.length > 15000) {
    return [...problems, problem('items', 'Items must number between 1 and 15000')];
  }
  const senderItemIds = new Set<string>();
  items.forEach((raw: unknown, index) => {
    const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const amount = (item.amount ?? {}) as Record<string, unknown>;
    const type = item.recipient_type ?? headerType;
    if (type !== 'EMAIL' && type !== 'PHONE' && type !== 'PAYPAL_ID') {
      problems.push(problem(`items[${index}].recipient_type`, 'Recipient type is missing or invalid'));
    }
    if (typeof item.receiver !== 'string' || (type === 'EMAIL' && !/^[^@\s]+@[^@\s]+$/.test(item.receiver))) {
      problems.push(problem(`items[${index}].receiver`, 'Receiver is invalid or does not match with type'));
    }
    if (typeof amount.value !== 'string' || !/^\d+(\.\d{1,3})?$/.test(amount.value) || Number(amount.value) <= 0) {
      problems.push(problem(`items[${index}].amount.value`, 'Amount value is invalid'));
    }
    if (typeof amount.currency !== 'string' || !/^[A-Z]{3}$/.test(amount.currency)) {
      problems.push(problem(`items[${index}].amount.currency`, 'Currency code is invalid'));
    }
    if (typeof item.sender_item_id === 'string') {
      if (senderItemIds.has(item.sender_item_id)) {
        problems.push(problem(`items[${index}].sender_item_id`, 'This transaction is duplicated in this batch'));
      }
      senderItemIds.add(item.sender_item_id);
    }
  });
  return problems;
}

export async function startPaypalStub(options: PaypalStubOptions = {}): Promise<PaypalStub> {
  const tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 32_400;
  const honourRequestId = options.honourRequestId ?? true;
  const linkEarlierBatch = options.linkEarlierBatch ?? true;
  const denyBatches = options.denyBatches ?? false;
  const clientId = options.credentials?.clientId ?? `client-${paypalId()}`;
  const clientSecret = options.credentials?.clientSecret ?? `secret-${paypalId(20)}`;
  const webhookId = paypalId(17);
  const signingKey = randomBytes(32);

  const calls: Record<PaypalEndpoint, number> = { token: 0, createPayout: 0, showPayout: 0, verifyWebhook: 0 };
  const faults: Record<PaypalEndpoint, PaypalFault[]> = {
    token: [],
    createPayout: [],
    showPayout: [],
    verifyWebhook: [],
  };
  const tokens = new Map<string, number>();
  const batches = new Map<string, StubBatch>();
  const batchIdBySenderBatchId = new Map<string, string>();
  const answersByRequestId = new Map<string, Answer>();
  const payments = new Map<string, number>();
  const paymentsByReceiver = new Map<string, number>();
  const scripts = new Map<string, ScriptedOutcome>();
  let url = '';

  const itemJson = (batch: StubBatch, item: StubItem) => {
    const status = item.path[item.step] ?? 'PENDING';
    const error = ITEM_ERRORS[status];
    return {
      payout_item_id: item.payoutItemId,
      ...(status === 'SUCCESS' ? { transaction_id: paypalId(17) } : {}),
      transaction_status: status,
      payout_batch_id: batch.payoutBatchId,
      payout_item: {
        recipient_type: 'EMAIL',
        amount: item.amount,
        note: item.note,
        receiver: item.receiver,
        sender_item_id: item.senderItemId,
        recipient_wallet: 'PAYPAL',
      },
      time_processed: item.timeProcessed,
      ...(error ? { errors: { ...error, information_link: INFORMATION_LINK } } : {}),
      links: [{ href: `${url}/v1/payments/payouts-item/${item.payoutItemId}`, rel: 'item', method: 'GET' }],
    };
  };

  const batchLink = (batch: StubBatch) => ({
    href: `${url}/v1/payments/payouts/${batch.payoutBatchId}`,
    rel: 'self',
    method: 'GET',
    encType: 'application/json',
  });

  /** The bearer token's refusal, as PayPal answers an unknown or expired one; null when it is good. */
  const refusedToken = (request: FastifyRequest): Answer | null => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiresAt = token === undefined ? undefined : tokens.get(token);
    if (expiresAt !== undefined && Date.now() < expiresAt) return null;
    return { status: 401, body: { error: 'invalid_token', error_description: 'Access Token not found in cache' } };
  };

  const issueToken = (request: FastifyRequest): Answer => {
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const [id, ...secret] = Buffer.from(basic ?? '', 'base64')
      .toString('utf8')
      .split(':');
    if (id !== clientId || secret.join(':') !== clientSecret) {
      return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
    }
    const form = request.body as Record<string, string> | undefined;
    if (form?.grant_type !== 'client_credentials') {
      return {
        status: 400,
        body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL or not supported' },
      };
    }
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    tokens.set(token, Date.now() + tokenLifetimeSeconds * 1000);
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments/payouts https://uri.paypal.com/payments/payouts',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: tokenLifetimeSeconds,
        nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
      },
    };
  };

  const createPayout = (request: FastifyRequest): Answer => {
    const refused = refusedToken(request);
    if (refused) return refused;
    const requestId = request.headers['paypal-request-id'];
    const earlier = typeof requestId === 'string' && honourRequestId ? answersByRequestId.get(requestId) : undefined;
    if (earlier) return earlier;
    const problems = payoutRequestProblems(request.body);
    if (problems.length > 0) {
      return restError(400, 'VALIDATION_ERROR', 'Invalid request - see details', { details: problems, links: [] });
    }
    const body = request.body as {
      sender_batch_header: { sender_batch_id?: string; email_subject?: string };
      items: Array<{ receiver: string; amount: StubItem['amount']; note?: string; sender_item_id?: string }>;
    };
    const senderBatchId = body.sender_batch_header.sender_batch_id ?? paypalId();
    const existing = batches.get(batchIdBySenderBatchId.get(senderBatchId) ?? '');
    if (existing) {
      return restError(400, 'USER_BUSINESS_ERROR', 'User business error.', {
        details: [{ field: 'SENDER_BATCH_ID', issue: 'Batch with given sender_batch_id already exists' }],
        links: linkEarlierBatch ? [batchLink(existing)] : [],
      });
    }
    const now = new Date().toISOString();
    const batch: StubBatch = {
      payoutBatchId: paypalId(),
      senderBatchId,
      emailSubject: body.sender_batch_header.email_subject,
      timeCreated: now,
      items: body.items.map((item) => {
        const outcome = scripts.get(item.sender_item_id ?? '') ?? scripts.get(item.receiver) ?? 'SUCCESS';
        if (item.sender_item_id !== undefined && !denyBatches) {
          payments.set(item.sender_item_id, (payments.get(item.sender_item_id) ?? 0) + 1);
        }
        if (!denyBatches) paymentsByReceiver.set(item.receiver, (paymentsByReceiver.get(item.receiver) ?? 0) + 1);
        return {
          payoutItemId: paypalId(),
          senderItemId: item.sender_item_id,
          receiver: item.receiver,
          amount: item.amount,
          note: item.note,
          path: denyBatches ? ['DENIED'] : outcome === 'PENDING_THEN_SUCCESS' ? ['PENDING', 'SUCCESS'] : [outcome],
          step: 0,
          timeProcessed: now,
        };
      }),
    };
    batches.set(batch.payoutBatchId, batch);
    batchIdBySenderBatchId.set(senderBatchId, batch.payoutBatchId);
    const answer: Answer = {
      status: 201,
      body: {
        batch_header: {
          payout_batch_id: batch.payoutBatchId,
          batch_status: denyBatches ? 'DENIED' : 'PENDING',
          sender_batch_header: { sender_batch_id: senderBatchId, email_subject: batch.emailSubject },
        },
        links: [batchLink(batch)],
      },
    };
    if (typeof requestId === 'string') answersByRequestId.set(requestId, answer);
    return answer;
  };

  const showPayout = (request: FastifyRequest): Answer => {
    const refused = refusedToken(request);
    if (refused) return refused;
    const { id } = request.params as { id: string };
    const batch = batches.get(id);
    if (!batch) return restError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
    const query = request.query as Record<string, string | undefined>;
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.page_size ?? 1000);
    const pending = batch.items.some((item) => (item.path[item.step] ?? 'PENDING') === 'PENDING');
    return {
      status: 200,
      body: {
        ...(query.total_required === 'true'
          ? { total_items: batch.items.length, total_pages: Math.ceil(batch.items.length / pageSize) }
          : {}),
        batch_header: {
          payout_batch_id: batch.payoutBatchId,
          batch_status: denyBatches ? 'DENIED' : pending ? 'PROCESSING' : 'SUCCESS',
          time_created: batch.timeCreated,
          sender_batch_header: { sender_batch_id: batch.senderBatchId, email_subject: batch.emailSubject },
        },
        items: batch.items.slice((page - 1) * pageSize, page * pageSize).map((item) => itemJson(batch, item)),
        links: [batchLink(batch)],
      },
    };
  };

  const signature = (transmissionId: string, transmissionTime: string, forWebhookId: string, eventText: string) =>
    createHmac('sha256', signingKey)
      .update(`${transmissionId}|${transmissionTime}|${forWebhookId}|${crc32(eventText)}`)
      .digest('base64');
  const certUrl = () => `${url}/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77`;

  /** SUCCESS only for an event this stub signed for our webhook, as it sent it. */
  const verifyWebhook = (request: FastifyRequest): Answer => {
    const refused = refusedToken(request);
    if (refused) return refused;
    const fields = (request.body ?? {}) as Record<string, unknown>;
    const required = [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
    ];
    const missing = required.filter((field) => typeof fields[field] !== 'string');
    if (missing.length > 0 || typeof fields.webhook_event !== 'object') {
      const details = [...missing, 'webhook_event'].map((field) => ({ field, issue: 'MISSING_REQUIRED_PARAMETER' }));
      return restError(400, 'VALIDATION_ERROR', 'Invalid request - see details', { details });
    }
    const genuine =
      fields.webhook_id === webhookId &&
      fields.auth_algo === AUTH_ALGO &&
      fields.cert_url === certUrl() &&
      fields.transmission_sig ===
        signature(
          String(fields.transmission_id),
          String(fields.transmission_time),
          webhookId,
          JSON.stringify(fields.webhook_event),
        );
    return { status: 200, body: { verification_status: genuine ? 'SUCCESS' : 'FAILURE' } };
  };

  const sign = (event: Record<string, unknown>): SignedWebhook => {
    const body = JSON.stringify(event);
    const [transmissionId, transmissionTime] = [randomUUID(), new Date().toISOString()];
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': transmissionTime,
        'paypal-transmission-sig': signature(transmissionId, transmissionTime, webhookId, body),
        'paypal-cert-url': certUrl(),
        'paypal-auth-algo': AUTH_ALGO,
      },
    };
  };

  const event = (eventType: string, resourceType: string, summary: string, resource: unknown) => {
    const id = `WH-${paypalId(17)}`;
    return {
      id,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      event_type: eventType,
      summary,
      resource,
      links: [{ href: `${url}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' }],
    };
  };

  const app = Fastify({ forceCloseConnections: true });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const serve =
    (endpoint: PaypalEndpoint, handle: (request: FastifyRequest) => Answer) =>
    (request: FastifyRequest, reply: FastifyReply) => {
      calls[endpoint] += 1;
      const fault = faults[endpoint].shift();
      if (fault === 'hang' || fault === 'close') {
        reply.hijack();
        if (fault === 'close') request.raw.socket.destroy();
        return;
      }
      if (typeof fault === 'object') {
        const [name, message] = FAULT_ERRORS[fault.status];
        const answer = restError(fault.status, name, message);
        if (fault.status === 429) reply.header('retry-after', String(fault.retryAfterSeconds));
        void reply.code(answer.status).send(answer.body);
        return;
      }
      const answer = handle(request);
      if (fault === 'lose-answer' || fault === 'work-then-hang') {
        reply.hijack();
        if (fault === 'lose-answer') request.raw.socket.destroy();
        return;
      }
      void reply
        .code(answer.status)
        .headers(answer.headers ?? {})
        .send(answer.body);
    };
  app.post('/v1/oauth2/token', serve('token', issueToken));
  app.post('/v1/payments/payouts', serve('createPayout', createPayout));
  app.get('/v1/payments/payouts/:id', serve('showPayout', showPayout));
  app.post('/v1/notifications/verify-webhook-signature', serve('verifyWebhook', verifyWebhook));
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const itemBySenderItemId = (senderItemId: string) => {
    for (const batch of batches.values()) {
      const item = batch.items.find((candidate) => candidate.senderItemId === senderItemId);
      if (item) return { batch, item };
    }
    throw new Error(`No payout item with sender_item_id ${senderItemId}`);
  };

  return {
    url,
    clientId,
    clientSecret,
    webhookId,
    calls,
    paymentsOf: (senderItemId) => payments.get(senderItemId) ?? 0,
    paymentsTo: (receiver) => paymentsByReceiver.get(receiver) ?? 0,
    amountOf: (senderItemId) =>
      [...batches.values()].flatMap((batch) => batch.items).findLast((item) => item.senderItemId === senderItemId)
        ?.amount,
    payoutBatchIdOf: (senderBatchId) => batchIdBySenderBatchId.get(senderBatchId),
    script: (key, outcome) => scripts.set(key, outcome),
    settle: () => {
      for (const item of [...batches.values()].flatMap((batch) => batch.items)) {
        if (item.step < item.path.length - 1) {
          item.step += 1;
          item.timeProcessed = new Date().toISOString();
        }
      }
    },
    failNext: (endpoint, count, fault) => faults[endpoint].push(...Array<PaypalFault>(count).fill(fault)),
    expireTokens: () => tokens.clear(),
    itemWebhook: (senderItemId) => {
      const { batch, item } = itemBySenderItemId(senderItemId);
      const status = item.path[item.step] ?? 'PENDING';
      const eventType = ITEM_EVENTS[status];
      if (!eventType) throw new Error(`PayPal sends no webhook for an item ${status}`);
      const resource = { ...itemJson(batch, item), sender_batch_id: batch.senderBatchId };
      return sign(event(eventType, 'payouts_item', `A payout item is ${status.toLowerCase()}`, resource));
    },
    batchWebhook: (payoutBatchId) => {
      const batch = batches.get(payoutBatchId);
      if (!batch) throw new Error(`No payout batch ${payoutBatchId}`);
      const resource = {
        batch_header: {
          payout_batch_id: batch.payoutBatchId,
          batch_status: 'SUCCESS',
          sender_batch_header: { sender_batch_id: batch.senderBatchId },
        },
        links: [batchLink(batch)],
      };
      return sign(event('PAYMENT.PAYOUTSBATCH.SUCCESS', 'payouts', 'Payouts batch completed successfully.', resource));
    },
    deliver: async (target, webhook) =>
      (await fetch(target, { method: 'POST', headers: webhook.headers, body: webhook.body })).status,
    close: () => app.close(),
  };
}
