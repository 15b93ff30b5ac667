import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { Env } from '../config/env.ts';

export interface Tracing {
  /** Sends the spans still held and stops. */
  shutdown(): Promise<void>;
}

/** The OTLP/HTTP exporter the protocol names. */
async function exporterFor(url: string, protocol: Env['OTEL_EXPORTER_OTLP_PROTOCOL']): Promise<SpanExporter> {
  if (protocol === 'http/json') {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    return new OTLPTraceExporter({ url });
  }
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-proto');
  return new OTLPTraceExporter({ url });
}

/**
 * Sends each request's span (plugins/tracing.ts) to the OTLP/HTTP collector at
 * OTEL_EXPORTER_OTLP_ENDPOINT; nothing when it is unset. Started before the app is built, as it
 * registers the tracer the app's requests use.
 */
export async function startTracing(env: Env): Promise<Tracing | null> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  // The endpoint is the collector's base address, as OpenTelemetry's own setting means it.
  const url = `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`;
  // The SDK is loaded only when tracing is on: it adds half a second to every start otherwise.
  const [{ resourceFromAttributes }, { BatchSpanProcessor }, { NodeTracerProvider }, { ATTR_SERVICE_NAME }] =
    await Promise.all([
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/semantic-conventions'),
    ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME }),
    spanProcessors: [new BatchSpanProcessor(await exporterFor(url, env.OTEL_EXPORTER_OTLP_PROTOCOL))],
  });
  provider.register();
  return { shutdown: () => provider.shutdown() };
}
