import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { unauthenticated } from '../lib/http-error.ts';
import { processMetrics } from '../lib/metrics.ts';

/** The address Prometheus scrapes. */
export const METRICS_PATH = '/metrics';

/** Read when Prometheus scrapes, so each value is as of then. */
export interface ScrapedState {
  outbox: () => Promise<{
    notificationsOwed: number;
    mailsQueued: number;
    oldestOwedSeconds: number;
    mailsGivenUp: number;
  }>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Bearer <token>`, compared in constant time. */
function carriesToken(request: FastifyRequest, token: string): boolean {
  const [scheme, given] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && given !== undefined && timingSafeEqual(sha256(given), sha256(token));
}

/**
 * `GET /metrics` in Prometheus's text format, for whoever holds METRICS_TOKEN (a 404 to everyone
 * when it is unset, so an instance shows nothing by default). Requests are counted by route
 * pattern, never the URL: an id in a label would make a series per record.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { token: string | undefined; scraped: ScrapedState }) => {
    const registry = new Registry();
    const requests = new Counter({
      name: 'portal_http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status class (2xx, 4xx, 5xx...)',
      labelNames: ['route', 'method', 'status_class'] as const,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by route pattern and method',
      labelNames: ['route', 'method'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    // Read once per scrape, not once per gauge: the gauges are collected together and share the reading.
    let reading: ReturnType<ScrapedState['outbox']> | null = null;
    const readOutbox = () => (reading ??= options.scraped.outbox().finally(() => (reading = null)));
    const outbox = (name: string, help: string, read: (state: Awaited<ReturnType<ScrapedState['outbox']>>) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(read(await readOutbox()));
        },
      });
    outbox('portal_outbox_notifications_owed', 'Task events whose e-mail is owed', (state) => state.notificationsOwed);
    outbox(
      'portal_outbox_mails_queued',
      'Queued e-mails (password resets...) not yet sent',
      (state) => state.mailsQueued,
    );
    outbox(
      'portal_outbox_oldest_owed_seconds',
      'Age of the oldest e-mail owed, in seconds (0 when none is)',
      (state) => state.oldestOwedSeconds,
    );
    outbox('portal_mail_dead_letters', 'E-mails given up on, kept 14 days', (state) => state.mailsGivenUp);

    app.addHook('onResponse', async (request, reply) => {
      // A request no route matched is one series, whatever its URL.
      const route = request.routeOptions.url ?? 'unmatched';
      const method = request.method;
      requests.inc({ route, method, status_class: `${Math.floor(reply.statusCode / 100)}xx` });
      durations.observe({ route, method }, reply.elapsedTime / 1000);
    });

    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!options.token) return reply.callNotFound();
      if (!carriesToken(request, options.token)) throw unauthenticated();
      const text = (await processMetrics.metrics()) + (await registry.metrics());
      return reply.header('content-type', registry.contentType).send(text);
    });
  },
  { name: 'metrics' },
);
