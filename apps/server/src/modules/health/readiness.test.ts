import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_TIMEOUT_MS, Readiness } from './readiness.ts';

const answers = () => Promise.resolve();
const refuses = () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:6379'));

afterEach(() => {
  vi.useRealTimers();
});

describe('readiness', () => {
  it('is ready when every dependency answers', async () => {
    const readiness = new Readiness();
    readiness.add({ name: 'database', required: true, check: answers });
    readiness.add({ name: 'redis', required: false, check: answers });

    expect(await readiness.report()).toEqual({
      status: 'ready',
      dependencies: { database: 'ok', redis: 'ok' },
      failures: {},
    });
  });

  it('is degraded, still serving, when only a dependency it can do without fails', async () => {
    const readiness = new Readiness();
    readiness.add({ name: 'database', required: true, check: answers });
    readiness.add({ name: 'redis', required: false, check: refuses });

    const report = await readiness.report();

    expect(report).toMatchObject({ status: 'degraded', dependencies: { database: 'ok', redis: 'failing' } });
    expect(String(report.failures.redis)).toContain('ECONNREFUSED');
  });

  it('is unavailable when a required dependency fails, or hangs past the limit', async () => {
    vi.useFakeTimers();
    const readiness = new Readiness();
    readiness.add({ name: 'database', required: true, check: () => new Promise<void>(() => {}) });
    readiness.add({ name: 'storage', required: false, check: answers });

    const report = readiness.report();
    await vi.advanceTimersByTimeAsync(CHECK_TIMEOUT_MS);

    expect(await report).toMatchObject({
      status: 'unavailable',
      dependencies: { database: 'failing', storage: 'ok' },
    });
  });

  it('says draining once the instance stops, whatever its dependencies say', async () => {
    const readiness = new Readiness();
    readiness.add({ name: 'database', required: true, check: answers });

    readiness.drain();

    expect(await readiness.report()).toMatchObject({ status: 'draining', dependencies: { database: 'ok' } });
  });
});
