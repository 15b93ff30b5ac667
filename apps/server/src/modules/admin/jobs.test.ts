import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobsOverview } from '@portal/domain/admin';
import { startJobs, type JobDefinition, type JobEngineOptions, type Jobs } from '../../lib/jobs.ts';
import { createLogger } from '../../runtime.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

/** Every log line, parsed. */
const lines: { msg: string; job?: string }[] = [];
const log = createLogger(
  'info',
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  }),
);

let portal: TestApp;
/** The jobs the back office counts: the latest started. */
let counted: Jobs | null = null;
const running: Jobs[] = [];

beforeAll(async () => {
  portal = await startTestApp({}, { jobCounts: async () => (await counted?.counts()) ?? null });
});
afterAll(async () => {
  await Promise.all(running.map((jobs) => jobs.stop()));
  await portal.close();
});

/** An instance running `definitions` on the test's database, stopped at the end if the test does not. */
const instance = async (definitions: JobDefinition[], options?: JobEngineOptions) => {
  const jobs = await startJobs(portal.database, definitions, log, options);
  running.push(jobs);
  return jobs;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job every `everySeconds` that records when each of its runs started and ended, each taking `takesMs`. */
function probe(name: string, everySeconds: number, takesMs = 0) {
  const runs: { start: number; end: number }[] = [];
  const definition: JobDefinition = {
    name,
    schedule: { everySeconds },
    run: async () => {
      const start = Date.now();
      await pause(takesMs);
      runs.push({ start, end: Date.now() });
    },
  };
  return { definition, runs };
}

describe('a job run every few seconds', () => {
  it('runs at the start and again each interval, and no more once stopped', async () => {
    const { definition, runs } = probe('probe.interval', 1);
    const jobs = await instance([definition]);
    await expect.poll(() => runs.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    await jobs.stop();
    const ran = runs.length;
    // Each run is asked for an interval after the one before ended (but for a minute's restart,
    // when its time comes as a run is under way).
    const gaps = runs.slice(1).map((run, index) => run.start - (runs[index]?.end ?? 0));
    expect(gaps.filter((gap) => gap < 900).length).toBeLessThanOrEqual(1);
    await pause(2_000);
    expect(runs).toHaveLength(ran);
  });

  it('runs once per interval on two instances of one database, never two runs at once', async () => {
    const { definition, runs } = probe('probe.shared', 1, 200);
    const instances = await Promise.all([instance([definition]), instance([definition])]);
    await pause(7_000);
    await Promise.all(instances.map((jobs) => jobs.stop()));

    const sorted = [...runs].sort((one, other) => one.start - other.start);
    expect(sorted.length).toBeGreaterThanOrEqual(3);
    const gaps = sorted.slice(1).map((run, index) => run.start - (sorted[index]?.end ?? 0));
    // Never two at once.
    expect(gaps.filter((gap) => gap < 0)).toEqual([]);
    // An interval apart (two instances each on its own clock would be twice as many, half as far
    // apart), but for each instance's first run, asked for as it starts, and a minute's restart.
    expect(gaps.filter((gap) => gap < 900).length).toBeLessThanOrEqual(3);
  });
});

describe('a job on a cron schedule', () => {
  it('runs once at its time, though two instances run it', async () => {
    const runs: number[] = [];
    const definition: JobDefinition = {
      name: 'probe.cron',
      schedule: { cron: '* * * * *' },
      run: async () => void runs.push(Date.now()),
    };
    const options = { cronCheckSeconds: 1 };
    const instances = await Promise.all([instance([definition], options), instance([definition], options)]);
    // At the next minute (and the poll that takes it).
    await expect.poll(() => runs.length, { timeout: 90_000, interval: 500 }).toBeGreaterThan(0);
    await pause(3_000);
    await Promise.all(instances.map((jobs) => jobs.stop()));
    expect(runs).toHaveLength(1);
  });
});

describe('a run that fails', () => {
  it('is retried with a growing back-off, then given up to the dead-letter queue, which the back office counts', async () => {
    const admin = await portal.account('admin');
    const overview = async () => (await admin.call('/api/admin/jobs')).body as unknown as JobsOverview;
    expect(await overview()).toEqual({ running: false, jobs: [], mailsGivenUp: 0 });

    const attempts: number[] = [];
    const failing: JobDefinition = {
      name: 'probe.failing',
      schedule: { everySeconds: 2 },
      run: async () => {
        attempts.push(Date.now());
        throw new Error('the mail server is down');
      },
    };
    counted = await instance([failing], { retryLimit: 2, retryDelaySeconds: 1, countEverySeconds: 1 });

    const failingCounts = async () => (await overview()).jobs.find((job) => job.name === 'probe.failing');
    await expect.poll(async () => (await failingCounts())?.dead, { timeout: 60_000, interval: 500 }).toBeGreaterThan(0);
    const counts = await failingCounts();
    // Each run given up is kept as failed, and copied to the dead-letter queue (a second one, if the
    // minute's restart came meanwhile).
    expect(counts?.failed).toBe(counts?.dead);
    expect((await overview()).running).toBe(true);

    // Three tries (the first and two retries), each after a longer wait: 1-2 s, then 2-4 s.
    const [first = 0, second = 0, third = 0] = attempts;
    expect(attempts.length).toBeGreaterThanOrEqual(3);
    expect(second - first).toBeGreaterThanOrEqual(1_000);
    expect(third - second).toBeGreaterThanOrEqual(2_000);
    const said = lines.filter((line) => line.job === 'probe.failing').map((line) => line.msg);
    expect(said.slice(0, 3)).toEqual([
      'probe.failing failed; retried after a back-off',
      'probe.failing failed; retried after a back-off',
      'probe.failing failed its last retry; given up to probe.failing.dead',
    ]);
  });
});
