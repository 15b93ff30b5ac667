import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';

/** What PayPal answers when a call fails: REST errors (`name`...) or OAuth ones (`error`...). */
const ErrorBodySchema = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  debug_id: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
  details: z
    .array(z.object({ field: z.string().optional(), issue: z.string().optional(), description: z.string().optional() }))
    .optional(),
  links: z.array(z.object({ href: z.string(), rel: z.string().optional(), method: z.string().optional() })).optional(),
});
export type PaypalErrorBody = z.infer<typeof ErrorBodySchema>;

const TokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

const BatchHeaderSchema = z.object({ payout_batch_id: z.string().min(1), batch_status: z.string() });

/** One payout item as "Show payout batch details" and the payouts-item webhooks give it. */
export const PayoutItemSchema = z.object({
  payout_item_id: z.string(),
  transaction_status: z.string().optional(),
  payout_batch_id: z.string().optional(),
  time_processed: z.string().optional(),
  payout_item: z.object({ sender_item_id: z.string().optional() }),
  errors: z.object({ name: z.string().optional(), message: z.string().optional() }).optional(),
});
export type PayoutItem = z.infer<typeof PayoutItemSchema>;

const CreatedPayoutSchema = z.object({ batch_header: BatchHeaderSchema });
export type CreatedPayout = z.infer<typeof CreatedPayoutSchema>;

const PayoutBatchPageSchema = z.object({
  batch_header: BatchHeaderSchema,
  items: z.array(PayoutItemSchema).default([]),
  total_pages: z.number().int().optional(),
});
export type PayoutBatchPage = z.infer<typeof PayoutBatchPageSchema>;

const VerificationSchema = z.object({ verification_status: z.enum(['SUCCESS', 'FAILURE']) });

/** The body of "Create batch payout", as far as the portal fills it. */
export interface CreatePayoutRequest {
  sender_batch_header: { sender_batch_id: string; email_subject: string; recipient_type: 'EMAIL' };
  items: Array<{
    recipient_type: 'EMAIL';
    receiver: string;
    amount: { value: string; currency: string };
    sender_item_id: string;
    note: string;
  }>;
}

/** The `PAYPAL-*` headers of a webhook delivery, under the names verify-webhook-signature takes them. */
export interface WebhookTransmission {
  transmission_id: string;
  transmission_time: string;
  transmission_sig: string;
  cert_url: string;
  auth_algo: string;
}

/** A call PayPal refused, or did not answer. */
export class PaypalRequestError extends Error {
  constructor(
    message: string,
    /** PayPal's HTTP status; null when no answer came (connection lost, timed out). */
    readonly status: number | null,
    readonly paypalError: PaypalErrorBody | null,
  ) {
    super(message);
    this.name = 'PaypalRequestError';
  }
}

export interface PaypalClientOptions {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** Tries per call while PayPal answers 5xx or 429, or does not answer. */
  maxAttempts?: number;
  /** The wait before the second try, doubled before each next one (up to `maxWaitMs`). */
  backoffMs?: number;
  /** The longest wait between tries; a `Retry-After` beyond it ends the call instead. */
  maxWaitMs?: number;
  requestTimeoutMs?: number;
  /** A token is renewed this long before PayPal says it expires. */
  tokenMarginMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** `Retry-After` in milliseconds: seconds or an HTTP date. */
function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

/** PayPal's own words for a failure: `NAME: message` (REST) or `error: description` (OAuth). */
function wordsOf(body: PaypalErrorBody | null): string {
  if (body === null) return 'no details';
  const [name, message] = [body.name ?? body.error, body.message ?? body.error_description];
  const issues = (body.details ?? []).map((detail) => [detail.field, detail.issue].filter(Boolean).join(' '));
  return [[name, message].filter(Boolean).join(': '), ...issues].filter(Boolean).join('; ') || 'no details';
}

const errorBodyOf = (json: unknown): PaypalErrorBody | null => {
  const parsed = ErrorBodySchema.safeParse(json);
  return parsed.success ? parsed.data : null;
};

/**
 * PayPal's REST API, as the Payouts rail uses it: an OAuth 2.0 client-credentials token kept until
 * shortly before it expires (and fetched anew when PayPal refuses it), and calls retried with
 * exponential back-off while PayPal answers 5xx or 429 (honouring `Retry-After`) or does not
 * answer. Only calls that are safe to repeat go through it: reads, and creates keyed by the
 * caller's ids.
 */
export class PaypalClient {
  private readonly apiUrl: string;
  private readonly maxAttempts: number;
  private readonly backoffMs: number;
  private readonly maxWaitMs: number;
  private readonly requestTimeoutMs: number;
  private readonly tokenMarginMs: number;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private token: { value: string; renewAt: number } | undefined;
  private tokenRequest: Promise<string> | undefined;

  constructor(private readonly options: PaypalClientOptions) {
    this.apiUrl = options.apiUrl.replace(/\/+$/, '');
    this.maxAttempts = options.maxAttempts ?? 5;
    this.backoffMs = options.backoffMs ?? 1000;
    this.maxWaitMs = options.maxWaitMs ?? 60_000;
    this.requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
    this.tokenMarginMs = options.tokenMarginMs ?? 300_000;
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => delay(ms));
  }

  /**
   * "Create batch payout". PayPal pays a `sender_batch_id` once in 30 days, and answers a repeated
   * `PayPal-Request-Id` with its first answer: a resend after a lost answer learns the batch's id.
   */
  async createPayout(request: CreatePayoutRequest, requestId: string): Promise<CreatedPayout> {
    return this.call(CreatedPayoutSchema, 'POST', '/v1/payments/payouts', JSON.stringify(request), {
      'paypal-request-id': requestId,
    });
  }

  /** "Show payout batch details", one page of its items (pages count from 1). */
  async payoutBatch(payoutBatchId: string, page: number, pageSize: number): Promise<PayoutBatchPage> {
    const query = new URLSearchParams({ page: String(page), page_size: String(pageSize), total_required: 'true' });
    const path = `/v1/payments/payouts/${encodeURIComponent(payoutBatchId)}`;
    return this.call(PayoutBatchPageSchema, 'GET', `${path}?${query}`);
  }

  /**
   * "Verify webhook signature". The event goes back as PayPal sent it, byte for byte, inside the
   * request: its signature covers that text.
   */
  async verifyWebhookSignature(
    transmission: WebhookTransmission,
    webhookId: string,
    rawEvent: string,
  ): Promise<'SUCCESS' | 'FAILURE'> {
    const fields = JSON.stringify({ ...transmission, webhook_id: webhookId });
    const body = `${fields.slice(0, -1)},"webhook_event":${rawEvent}}`;
    const answer = await this.call(VerificationSchema, 'POST', '/v1/notifications/verify-webhook-signature', body);
    return answer.verification_status;
  }

  /** PayPal's success answer, checked against what its API reference describes. */
  private async answerOf<T>(request: string, schema: z.ZodType<T>, response: Response): Promise<T> {
    const parsed = schema.safeParse(await jsonOf(response));
    if (parsed.success) return parsed.data;
    throw new PaypalRequestError(`PayPal's answer to ${request} is not what its API describes`, response.status, null);
  }

  /** A call with the current token; a token PayPal refuses (401) is renewed once. */
  private async call<T>(
    schema: z.ZodType<T>,
    method: 'GET' | 'POST',
    path: string,
    body?: string,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const request = `${method} ${path.split('?')[0]}`;
    for (let renewed = false; ; renewed = true) {
      const token = await this.accessToken();
      const response = await this.withRetries(request, () =>
        fetch(`${this.apiUrl}${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
          body,
          signal: AbortSignal.timeout(this.requestTimeoutMs),
        }),
      );
      if (response.status === 401 && !renewed) {
        await response.body?.cancel();
        if (this.token?.value === token) this.token = undefined;
        continue;
      }
      if (response.ok) return this.answerOf(request, schema, response);
      const paypalError = errorBodyOf(await jsonOf(response));
      throw new PaypalRequestError(
        `PayPal answered ${response.status} to ${request}: ${wordsOf(paypalError)}`,
        response.status,
        paypalError,
      );
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return this.token.value;
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = undefined;
    });
    return this.tokenRequest;
  }

  private async fetchToken(): Promise<string> {
    const request = 'POST /v1/oauth2/token';
    const credentials = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    const response = await this.withRetries(request, () =>
      fetch(`${this.apiUrl}/v1/oauth2/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
        signal: AbortSignal.timeout(this.requestTimeoutMs),
      }),
    );
    if (!response.ok) {
      const paypalError = errorBodyOf(await jsonOf(response));
      const whose = response.status === 401 ? ' (check PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET)' : '';
      throw new PaypalRequestError(
        `PayPal answered ${response.status} to ${request}${whose}: ${wordsOf(paypalError)}`,
        response.status,
        paypalError,
      );
    }
    const { access_token, expires_in } = await this.answerOf(request, TokenSchema, response);
    const lifetimeMs = expires_in * 1000;
    this.token = {
      value: access_token,
      renewAt: this.now() + lifetimeMs - Math.min(this.tokenMarginMs, lifetimeMs / 2),
    };
    return access_token;
  }

  /**
   * Sends until PayPal answers something other than 5xx or 429, or the tries run out. Each wait
   * doubles from `backoffMs`, unless PayPal's `Retry-After` says how long.
   */
  private async withRetries(request: string, send: () => Promise<Response>): Promise<Response> {
    for (let attempt = 1; ; attempt++) {
      let failure: PaypalRequestError;
      let waitMs = Math.min(this.backoffMs * 2 ** (attempt - 1), this.maxWaitMs);
      try {
        const response = await send();
        if (response.status !== 429 && response.status < 500) return response;
        const paypalError = errorBodyOf(await jsonOf(response));
        const asked = retryAfterMs(response.headers.get('retry-after'), this.now());
        const words = `PayPal answered ${response.status} to ${request}: ${wordsOf(paypalError)}`;
        if (asked !== undefined && asked > this.maxWaitMs) {
          throw new PaypalRequestError(
            `${words}; it asks to wait ${Math.ceil(asked / 1000)} s`,
            response.status,
            paypalError,
          );
        }
        waitMs = asked ?? waitMs;
        failure = new PaypalRequestError(words, response.status, paypalError);
      } catch (error) {
        if (error instanceof PaypalRequestError) throw error;
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
        const cause = timedOut ? `no answer within ${this.requestTimeoutMs} ms` : `no answer (${reason})`;
        failure = new PaypalRequestError(`PayPal gave ${request} ${cause}`, null, null);
      }
      if (attempt >= this.maxAttempts) {
        throw new PaypalRequestError(
          `${failure.message} (gave up after ${attempt} tries)`,
          failure.status,
          failure.paypalError,
        );
      }
      await this.sleep(waitMs);
    }
  }
}
