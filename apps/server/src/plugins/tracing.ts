import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    span: Span | null;
  }
}

/**
 * A server span for each request, named by its route pattern, child of the caller's `traceparent`.
 * Made by hand rather than by auto-instrumentation, which needs a module loader hook in ESM. Spans
 * go nowhere unless lib/tracing.ts started an exporter (OTEL_EXPORTER_OTLP_ENDPOINT): until then the
 * tracer is OpenTelemetry's no-op one.
 */
export const tracingPlugin = fp(
  async (app: FastifyInstance) => {
    const tracer = trace.getTracer('creator-portal');
    app.decorateRequest('span', null);
    app.addHook('onRequest', async (request) => {
      const parent = propagation.extract(context.active(), request.headers);
      // No URL: a path may carry a signed link's secret; the route pattern names it at the end.
      request.span = tracer.startSpan(
        request.method,
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method } },
        parent,
      );
    });
    app.addHook('onResponse', async (request, reply) => {
      const span = request.span;
      if (!span) return;
      const route = request.routeOptions.url;
      if (route) span.updateName(`${request.method} ${route}`).setAttribute('http.route', route);
      span.setAttributes({ 'http.response.status_code': reply.statusCode, 'portal.request_id': request.id });
      if (request.user) span.setAttribute('enduser.id', request.user.id);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
  },
  { name: 'tracing' },
);
