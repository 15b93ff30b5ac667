import { fromPglite, PgBoss, type ConstructorOptions, type JobWithMetadata, type Queue } from 'pg-boss';
import type { Logger } from 'pino';
import type { JobCounts } from '@portal/domain/admin';
import type { Database } from '../db/client.ts';
import { loggableError } from './loggable-error.ts';
import { jobRuns } from './metrics.ts';

/**
 * When a job runs: at each time a cron expression names (in `tz`, else UTC; a time missed while no
 * instance ran is made up once, at the next pass), or every so many seconds.
 */
export type JobSchedule = { cron: string; tz?: string } | { everySeconds: number };

export interface JobRun {
  /**
   * When this run was asked for: its cron time came, or the run before it ended (an interval job);
   * its retries keep it.
   */
  askedAt: Date;
  /** True once this instance stops, or pg-boss gave the run up: a run of many batches ends after the one under way. */
  isStopped(): boolean;
}

export interface JobDefinition {
  /** `<area>.<verb>`: the job's queue. A run that fails its last retry goes to `<name>.dead`. */
  name: string;
  schedule: JobSchedule;
  /** One run; it throws to be retried. */
  run(run: JobRun): Promise<void>;
}

export interface Jobs {
  /** Each job's runs, as pg-boss's monitor last counted them (every SUPERVISE_SECONDS). */
  counts(): Promise<JobCounts[]>;
  /** Lets the runs under way finish (up to STOP_TIMEOUT_MS), then stops; before the database closes. */
  stop(): Promise<void>;
}

/**
 * How a failed run is retried: after 30 to 60 s, then about twice as long each time, at most
 * 10 minutes apart, 5 times (15 to 25 minutes in all); then it is dead.
 */
const RETRIES = { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 600 } as const;
/**
 * A run whose instance stops beating this long (pg-boss's shortest) is retried elsewhere, found by
 * pg-boss's supervising pass (SUPERVISE_SECONDS), then after its back-off: a crashed instance's
 * run resumes within a minute or two, the outbox's e-mails with it; a live instance beats every 5 s.
 */
const HEARTBEAT_SECONDS = 10;
/**
 * How often pg-boss's pass over each queue runs: it gives up the runs whose instance stopped
 * beating, and counts the queue's runs (a cheap count of a few rows per queue).
 */
const SUPERVISE_SECONDS = 10;
/** A run still going at a stop this long after it is given up (and retried): the server must exit within 10 s. */
const STOP_TIMEOUT_MS = 7_000;
/** The longest a due run waits for an instance to look (shorter for short intervals). */
const MAX_POLL_SECONDS = 15;
/** PostgreSQL connections per instance for the engine's own pool: its polls and bookkeeping are short. */
const POOL_SIZE = 4;

/** Settings a test shortens; the defaults are production's. */
export interface JobEngineOptions {
  retryLimit?: number;
  retryDelaySeconds?: number;
  /**
   * How often pg-boss counts each queue and supervises them (gives up runs whose instance stopped
   * beating): `monitorIntervalSeconds` and `superviseIntervalSeconds`, SUPERVISE_SECONDS unless a
   * test says.
   */
  countEverySeconds?: number;
  /** How often pg-boss looks for cron times due (`cronMonitorIntervalSeconds`). */
  cronCheckSeconds?: number;
}

const pollSeconds = (schedule: JobSchedule) =>
  'everySeconds' in schedule ? Math.min(Math.max(schedule.everySeconds / 2, 0.5), MAX_POLL_SECONDS) : MAX_POLL_SECONDS;

/** What of a failed run's error pg-boss keeps in its job row: what the log keeps, never a query's parameters. */
function storableError(error: unknown): Error {
  const loggable = loggableError(error instanceof Error ? error : new Error(String(error)));
  return Object.assign(new Error(loggable.message), {
    name: loggable.type,
    stack: loggable.stack,
    ...(loggable.query !== undefined && { query: loggable.query }),
    ...(loggable.code !== undefined && { code: loggable.code }),
  });
}

/**
 * Starts pg-boss on `database` (its schema `pgboss`, made or brought up to date first) and runs
 * `definitions` on it, this instance being one of any number: each job's queue is `stately`, so
 * across every instance at most one run waits (besides a retry) and one runs. A cron job is
 * scheduled by pg-boss (one run per time, whichever instance takes it). An interval job starts
 * now, and each successful run asks for the next one an interval later; a schedule every minute
 * starts it again if that chain ever ends (a run dead after its retries). pg-boss runs a job at least once (a retry, a
 * crashed instance's run taken over), so each job's own SQL keeps it from doing anything twice.
 */
export async function startJobs(
  database: Database,
  definitions: readonly JobDefinition[],
  log: Logger,
  options: JobEngineOptions = {},
): Promise<Jobs> {
  const { jobConnection } = database;
  // The pass that gives up a dead instance's runs starts with the count, only for the queues whose
  // count is due: both intervals are the same. pg-boss checks every key given, so a setting left
  // to its default is left out.
  const passSeconds = options.countEverySeconds ?? SUPERVISE_SECONDS;
  const engine: ConstructorOptions = {
    monitorIntervalSeconds: passSeconds,
    superviseIntervalSeconds: passSeconds,
    ...(options.cronCheckSeconds !== undefined && { cronMonitorIntervalSeconds: options.cronCheckSeconds }),
  };
  const boss =
    typeof jobConnection === 'string'
      ? new PgBoss({ ...engine, connectionString: jobConnection, max: POOL_SIZE })
      : new PgBoss({ ...engine, db: fromPglite(jobConnection), backend: 'pglite' });
  boss.on('error', (error) => log.error({ err: error }, 'job engine error'));
  boss.on('warning', (warning) => log.warn({ warning: warning.data }, `job engine: ${warning.message}`));
  await boss.start();

  let stopping = false;
  const queue: Omit<Queue, 'name'> = {
    heartbeatSeconds: HEARTBEAT_SECONDS,
    ...RETRIES,
    ...(options.retryLimit !== undefined && { retryLimit: options.retryLimit }),
    ...(options.retryDelaySeconds !== undefined && { retryDelay: options.retryDelaySeconds }),
  };

  /** Whether an earlier run of `name` waits out its back-off: it carries the job on, not this run. */
  const retryWaits = async (name: string) =>
    (await boss.findJobs(name, { queued: true })).some((job) => job.state === 'retry');

  const work =
    (definition: JobDefinition) =>
    async ([job]: JobWithMetadata[]) => {
      if (!job) return;
      const { name, schedule } = definition;
      if (job.retryCount === 0 && (await retryWaits(name))) return;
      try {
        await definition.run({ askedAt: job.createdOn, isStopped: () => stopping || job.signal.aborted });
      } catch (error) {
        jobRuns.inc({ job: name, outcome: 'failed' });
        const retriesLeft = job.retryLimit - job.retryCount;
        const context = { err: error, job: name, attempt: job.retryCount + 1, retriesLeft };
        if (retriesLeft > 0) log.warn(context, `${name} failed; retried after a back-off`);
        else log.error(context, `${name} failed its last retry; given up to ${name}.dead`);
        throw storableError(error);
      }
      jobRuns.inc({ job: name, outcome: 'succeeded' });
      // Refused while another run waits (stately): that one is the next.
      if ('everySeconds' in schedule) await boss.send(name, null, { startAfter: schedule.everySeconds });
    };

  for (const definition of definitions) {
    const { name, schedule } = definition;
    const dead = `${name}.dead`;
    await boss.createQueue(dead);
    // Made once by whichever instance comes first; the settings follow the code at each start.
    await boss.createQueue(name, { policy: 'stately', deadLetter: dead, ...queue });
    await boss.updateQueue(name, { deadLetter: dead, ...queue });
    if ('cron' in schedule) {
      await boss.schedule(name, schedule.cron, null, { tz: schedule.tz, missed: 'once' });
    } else {
      await boss.schedule(name, '* * * * *');
    }
    await boss.work(name, { includeMetadata: true, pollingIntervalSeconds: pollSeconds(schedule) }, work(definition));
    // The first run now, unless one already waits.
    if ('everySeconds' in schedule) await boss.send(name);
  }
  // A job the code no longer has (the payout digest without OPS_EMAIL) is no longer scheduled.
  const names = new Set(definitions.map(({ name }) => name));
  for (const schedule of await boss.getSchedules()) {
    if (!names.has(schedule.name)) await boss.unschedule(schedule.name, schedule.key);
  }

  return {
    counts: () =>
      Promise.all(
        definitions.map(async ({ name }): Promise<JobCounts> => {
          const [[own], [dead]] = await Promise.all([boss.getQueueStats(name), boss.getQueueStats(`${name}.dead`)]);
          if (!own || !dead) throw new Error(`no counts for ${name}`);
          return {
            name,
            ready: own.readyCount,
            deferred: own.deferredCount,
            active: own.activeCount,
            failed: own.failedCount,
            dead: dead.queuedCount,
            countedAt: new Date(own.capturedOn).toISOString(),
          };
        }),
      ),
    stop: async () => {
      stopping = true;
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
