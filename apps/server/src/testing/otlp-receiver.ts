import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as the collector received it: its name and its attributes' values. */
export interface ReceivedSpan {
  name: string;
  traceId: string;
  parentSpanId: string;
  attributes: Record<string, string | number | boolean>;
}

export interface OtlpReceiver {
  /** An `OTEL_EXPORTER_OTLP_ENDPOINT`: the receiver's base address. */
  endpoint: string;
  readonly spans: ReceivedSpan[];
  /** The content types of the exports received, in order. */
  readonly contentTypes: string[];
  close: () => Promise<void>;
}

type Fields = Map<number, Array<bigint | Buffer>>;

/** The fields of one protobuf message, by number: varints as bigint, length-delimited as bytes. */
function protobufFields(bytes: Buffer): Fields {
  const fields: Fields = new Map();
  let at = 0;
  const varint = () => {
    let value = 0n;
    for (let shift = 0n; ; shift += 7n) {
      const byte = bytes[at++];
      if (byte === undefined) throw new Error('truncated varint');
      value |= BigInt(byte & 0x7f) << shift;
      if (byte < 0x80) return value;
    }
  };
  while (at < bytes.length) {
    const key = Number(varint());
    const [number, wireType] = [key >> 3, key & 7];
    let value: bigint | Buffer;
    if (wireType === 0) value = varint();
    else if (wireType === 1) [value, at] = [bytes.subarray(at, at + 8), at + 8];
    else if (wireType === 5) [value, at] = [bytes.subarray(at, at + 4), at + 4];
    else if (wireType === 2) {
      const length = Number(varint());
      [value, at] = [bytes.subarray(at, at + length), at + length];
    } else throw new Error(`unknown wire type ${wireType}`);
    fields.set(number, [...(fields.get(number) ?? []), value]);
  }
  return fields;
}

const messages = (fields: Fields, number: number) =>
  (fields.get(number) ?? []).filter((value): value is Buffer => Buffer.isBuffer(value)).map(protobufFields);
const bytesOf = (fields: Fields, number: number) => {
  const value = fields.get(number)?.[0];
  return Buffer.isBuffer(value) ? value : Buffer.alloc(0);
};

/** opentelemetry-proto's ExportTraceServiceRequest: resource_spans(1) > scope_spans(2) > spans(2). */
function spansOfProtobuf(body: Buffer): ReceivedSpan[] {
  return messages(protobufFields(body), 1)
    .flatMap((resourceSpans) => messages(resourceSpans, 2))
    .flatMap((scopeSpans) => messages(scopeSpans, 2))
    .map((span) => ({
      name: bytesOf(span, 5).toString('utf8'),
      traceId: bytesOf(span, 1).toString('hex'),
      parentSpanId: bytesOf(span, 4).toString('hex'),
      attributes: Object.fromEntries(
        messages(span, 9).map((keyValue) => {
          const [value] = messages(keyValue, 2);
          const text = value?.get(1)?.[0];
          const integer = value?.get(3)?.[0];
          return [
            bytesOf(keyValue, 1).toString('utf8'),
            Buffer.isBuffer(text) ? text.toString('utf8') : Number(integer ?? 0),
          ];
        }),
      ),
    }));
}

interface JsonValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
}
interface JsonSpan {
  name: string;
  traceId: string;
  parentSpanId?: string;
  attributes?: Array<{ key: string; value: JsonValue }>;
}
interface JsonExport {
  resourceSpans?: Array<{ scopeSpans?: Array<{ spans?: JsonSpan[] }> }>;
}

/** The same request in OTLP's JSON encoding. */
function spansOfJson(body: Buffer): ReceivedSpan[] {
  const exported = JSON.parse(body.toString('utf8')) as JsonExport;
  return (exported.resourceSpans ?? [])
    .flatMap((resourceSpans) => resourceSpans.scopeSpans ?? [])
    .flatMap((scopeSpans) => scopeSpans.spans ?? [])
    .map((span) => ({
      name: span.name,
      traceId: span.traceId,
      parentSpanId: span.parentSpanId ?? '',
      attributes: Object.fromEntries(
        (span.attributes ?? []).map(({ key, value }) => [
          key,
          value.stringValue ?? value.boolValue ?? Number(value.intValue ?? 0),
        ]),
      ),
    }));
}

/**
 * An OpenTelemetry collector's OTLP/HTTP trace receiver in miniature: `POST /v1/traces` in
 * protobuf or JSON, answered as a collector answers a full success.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const contentTypes: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const contentType = request.headers['content-type'] ?? '';
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      contentTypes.push(contentType);
      const body = Buffer.concat(chunks);
      const json = contentType.startsWith('application/json');
      spans.push(...(json ? spansOfJson(body) : spansOfProtobuf(body)));
      // An empty ExportTraceServiceResponse: nothing rejected.
      response.writeHead(200, { 'content-type': json ? 'application/json' : 'application/x-protobuf' });
      response.end(json ? '{}' : Buffer.alloc(0));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    contentTypes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
