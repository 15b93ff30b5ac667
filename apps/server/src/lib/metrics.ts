import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';

/**
 * What happens in this process, whichever app or job makes it happen: the jobs' runs, the errors of
 * the services the portal talks to, the live streams held open, and Node's own (memory, event loop).
 * Each app adds its requests and the database's state at scrape time (plugins/metrics.ts).
 */
export const processMetrics = new Registry();

collectDefaultMetrics({ register: processMetrics });

/** Runs of each background job, by how they ended. */
export const jobRuns = new Counter({
  name: 'portal_job_runs_total',
  help: 'Background job runs, by job and outcome (succeeded, failed)',
  labelNames: ['job', 'outcome'] as const,
  registers: [processMetrics],
});

/** Errors of the services outside the database, where the portal hears of them. */
export const dependencyErrors = new Counter({
  name: 'portal_dependency_errors_total',
  help: 'Errors from Redis (connection errors), S3 (failed calls) and SMTP (failed sends)',
  labelNames: ['dependency'] as const,
  registers: [processMetrics],
});

for (const dependency of ['redis', 's3', 'smtp']) dependencyErrors.inc({ dependency }, 0);

/** Live event streams (`GET /api/live`) open on this instance. */
export const liveStreams = new Gauge({
  name: 'portal_sse_connections',
  help: 'Server-sent event streams open on this instance',
  registers: [processMetrics],
});

/** Counts an error of `dependency` when `work` fails, and fails as it does. */
export async function countingErrors<T>(dependency: 'redis' | 's3' | 'smtp', work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    dependencyErrors.inc({ dependency });
    throw error;
  }
}
