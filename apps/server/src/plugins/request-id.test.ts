import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../runtime.ts';
import { startTestApp, type TestAccount, type TestApp } from '../testing/test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const lines: Array<Record<string, unknown>> = [];
const log = createLogger(
  'info',
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  }),
);

let portal: TestApp;
let creator: TestAccount;

beforeAll(async () => {
  portal = await startTestApp({}, { logger: log });
  creator = await portal.account();
});
afterAll(() => portal.close());

const requestId = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${portal.baseUrl}${path}`, { headers });
  await response.arrayBuffer();
  return { status: response.status, id: response.headers.get('x-request-id') };
};

describe('request ids', () => {
  it("answers with the proxy's X-Request-Id when it sends a sane one", async () => {
    expect(await requestId('/healthz', { 'x-request-id': 'lb-7f3a.92:edge/1' })).toEqual({
      status: 200,
      id: 'lb-7f3a.92:edge/1',
    });
  });

  it('makes a unique one when none is sent, or the one sent is not sane', async () => {
    const made = [
      await requestId('/healthz'),
      await requestId('/healthz'),
      await requestId('/healthz', { 'x-request-id': 'x'.repeat(129) }),
      await requestId('/healthz', { 'x-request-id': 'forged" level=error msg="hacked' }),
      await requestId('/healthz', { 'x-request-id': '' }),
    ].map(({ id }) => id);
    for (const id of made) expect(id).toMatch(UUID);
    expect(new Set(made).size).toBe(made.length);
  });

  it('answers it on errors and unknown addresses too', async () => {
    expect(await requestId('/api/no-such-route', { 'x-request-id': 'not-found-1' })).toEqual({
      status: 404,
      id: 'not-found-1',
    });
    expect(await requestId('/api/task', { 'x-request-id': 'signed-out-1' })).toEqual({
      status: 401,
      id: 'signed-out-1',
    });
    expect(await requestId('/api/task/%zz', { 'x-request-id': 'bad-address-1' })).toEqual({
      status: 400,
      id: 'bad-address-1',
    });
  });

  it("writes it on every log line of the request, and the user's id once signed in", async () => {
    const answer = await requestId('/api/task', {
      'x-request-id': 'signed-in-1',
      authorization: `Bearer ${creator.token}`,
    });
    expect(answer.status).toBe(200);
    await expect.poll(() => lines.filter((line) => line.reqId === 'signed-in-1').length).toBeGreaterThanOrEqual(2);
    const mine = lines.filter((line) => line.reqId === 'signed-in-1');
    expect(mine.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    expect(mine.find((line) => line.msg === 'request completed')).toMatchObject({ userId: creator.id });
    // Every line the server logs while serving a request is bound to one.
    expect(lines.filter((line) => 'req' in line || 'res' in line).every((line) => typeof line.reqId === 'string')).toBe(
      true,
    );
  });
});
