import { context, propagation, trace } from '@opentelemetry/api';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { startTracing } from '../lib/tracing.ts';
import { startOtlpReceiver } from '../testing/otlp-receiver.ts';
import { startTestApp } from '../testing/test-app.ts';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN_ID = '00f067aa0ba902b7';

afterEach(() => {
  // Each test registers a tracer of its own: the global one is let go.
  trace.disable();
  context.disable();
  propagation.disable();
});

describe('OpenTelemetry tracing', () => {
  it('sends nothing and starts no exporter without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    expect(await startTracing(loadEnv({}))).toBeNull();
  });

  it.each(['http/protobuf', 'http/json'] as const)(
    "sends each request's span to the collector over OTLP %s, with its route and status",
    async (protocol) => {
      const collector = await startOtlpReceiver();
      const tracing = await startTracing(
        loadEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: protocol }),
      );
      if (!tracing) throw new Error('tracing not started');
      const portal = await startTestApp();
      try {
        const response = await fetch(`${portal.baseUrl}/api/public/logos/some-logo-key`, {
          headers: { traceparent: `00-${TRACE_ID}-${CALLER_SPAN_ID}-01`, 'x-request-id': 'traced-1' },
        });
        expect(response.status).toBe(404);
        // Sends the spans it still holds.
        await tracing.shutdown();
        expect(collector.contentTypes[0]).toContain(protocol === 'http/json' ? 'application/json' : 'protobuf');
        const span = collector.spans.find((received) => received.attributes['portal.request_id'] === 'traced-1');
        expect(span).toMatchObject({
          name: 'GET /api/public/logos/:encodedKey',
          traceId: TRACE_ID,
          parentSpanId: CALLER_SPAN_ID,
          attributes: {
            'http.route': '/api/public/logos/:encodedKey',
            'http.request.method': 'GET',
            'http.response.status_code': 404,
          },
        });
        // A path can carry a signed link's secret: no span keeps one.
        expect(JSON.stringify(collector.spans)).not.toContain('some-logo-key');
      } finally {
        await portal.close();
        await collector.close();
      }
    },
  );
});
