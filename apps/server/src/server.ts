import { HOLIDAYS_LISTED_THROUGH, malaysianDateOf } from '@portal/domain/calendar';
import { buildApp } from './app.ts';
import { EnvError, loadEnv } from './config/env.ts';
import { sharedSettingGaps } from './config/shared-settings.ts';
import { DatabaseUnreachableError } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { hasNoUsers, seedDemo } from './modules/demo/demo.service.ts';
import { loadLegalDocuments } from './modules/privacy/legal.service.ts';
import { expiryJob } from './modules/tasks/expiry.job.ts';
import { deadlineReminderJob } from './modules/tasks/deadline-reminders.job.ts';
import { autoApprovalJob } from './modules/review/auto-approval.job.ts';
import { notificationJob } from './modules/notifications/notifications.job.ts';
import { payoutDigestJob } from './modules/payments/payout-digest.job.ts';
import { paypalPollJob } from './modules/payouts/paypal-poll.job.ts';
import { payoutRailsOf } from './modules/payouts/rails.ts';
import { retentionJob } from './modules/privacy/retention.job.ts';
import { abandonedUploadJob } from './modules/uploads/abandoned-uploads.job.ts';
import { eraseAccountsJob } from './modules/privacy/erase.job.ts';
import { dataExportJob } from './modules/privacy/export.job.ts';
import { systemClock } from './lib/clock.ts';
import { startJobs, type JobDefinition, type Jobs } from './lib/jobs.ts';
import { startTracing } from './lib/tracing.ts';
import { webPushChannel } from './modules/push/web-push-channel.ts';
import { resolveVapidDetails } from './modules/push/vapid-keys.ts';
import { openBlobStore, startRuntime } from './runtime.ts';

/** Ends the start where it is: a stop signal came first. */
class StartEnded extends Error {}

async function main() {
  const env = loadEnv();
  // Before the app is built, whose requests it traces; nothing opened yet needs closing if it fails.
  const tracing = await startTracing(env);
  // Heard before the database starts to open (and locks its directory), so a stop during the start
  // ends the start at its next step and closes what it opened, rather than killing the process
  // mid-write or letting the start go on to listen and run jobs after the close.
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  let jobs: Jobs | null = null;
  let stopSignal: string | null = null;
  let starting: Promise<void> = Promise.resolve();
  let databaseOpen = false;
  let endDrain = () => {};
  const stop = async (signal: string) => {
    if (stopSignal) {
      // A second signal while draining: whoever sent it would rather not wait. Later ones change nothing.
      endDrain();
      return;
    }
    stopSignal = signal;
    // Not ready from now on, so the load balancer stops sending requests; until it has seen that,
    // those it still sends are served as ever, and only then does the instance stop taking them.
    // An instance still starting (listening while its database opens) never said it was ready.
    app?.readiness.drain();
    const server = app?.server;
    if (server?.listening && databaseOpen && env.DRAIN_SECONDS > 0) {
      log.info({ signal, seconds: env.DRAIN_SECONDS }, 'draining: /readyz answers 503, requests are still served');
      // Each answer now closes its connection, so that a proxy keeping connections open makes its
      // next request on a new one (to another instance) rather than on one this instance closes.
      server.prependListener('request', (_request, response) => response.setHeader('connection', 'close'));
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, env.DRAIN_SECONDS * 1000);
        endDrain = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    // An embedded database cut off while it opens or closes may lose its last writes, and on a busy
    // machine either can pass the limit: its steps are left out of it. PostgreSQL's are not: its
    // start may wait without end on another instance's migrations.
    const embedded = database.kind === 'pglite';
    let forced: NodeJS.Timeout | undefined;
    const limit = () => {
      forced = setTimeout(() => {
        log.error('shutdown took over 10 s; exiting');
        process.exit(1);
      }, 10_000);
    };
    if (!embedded) limit();
    await starting.catch(() => {});
    if (embedded) limit();
    try {
      await app?.close();
      await jobs?.stop();
      await mailer.close?.();
      if (!embedded) await database.close();
    } finally {
      clearTimeout(forced);
    }
    if (embedded) await database.close();
    // Last, so the spans of the requests finished above are sent.
    await tracing?.shutdown().catch((error: unknown) => log.warn({ err: error }, 'traces not all sent'));
    log.info('stopped cleanly');
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  const { log, database, mailer, authSecret } = startRuntime(env);
  database.ready.then(
    () => (databaseOpen = true),
    () => {},
  );
  // Production refuses to start without these (config/env.ts); elsewhere they are only named.
  for (const { setting, message } of sharedSettingGaps(env)) log.warn({ setting }, `${setting}: ${message}`);
  /** Follows each step of the start: after a stop signal, nothing more starts. */
  const carryOn = () => {
    if (stopSignal) throw new StartEnded();
  };

  starting = (async () => {
    const blobStore = await openBlobStore(env);
    carryOn();
    const portal = await buildApp({
      env,
      database,
      mailer,
      authSecret,
      blobStore,
      logger: log,
      jobCounts: async () => (await jobs?.counts()) ?? null,
    });
    app = portal;
    carryOn();

    // Listening at once answers /healthz while the database opens, and requests wait for it (app.ts).
    // Outside production a first start seeds the demo data, which must be there before anyone signs in.
    const seedsDemo = env.NODE_ENV !== 'production';
    const listen = async () => {
      await portal.listen({ port: env.PORT, host: env.HOST });
      carryOn();
    };
    if (!seedsDemo) await listen();
    await database.ready;
    carryOn();

    if (seedsDemo && (await hasNoUsers(database.db))) {
      // A newcomer's first start shows every screen at once; `npm run cli -- seed-demo` does the same later.
      try {
        const legal = loadLegalDocuments(env.LEGAL_DOCUMENTS_DIR, { supportEmail: env.SUPPORT_EMAIL });
        const demo = await seedDemo(database.db, await portal.identity(), env.DEMO_PASSWORD, legal);
        for (const account of demo.accounts) {
          log.info({ email: account.email, role: account.role }, 'demo account created (password: DEMO_PASSWORD)');
        }
        for (const inviteId of demo.inviteIds)
          log.info({ link: `${env.PUBLIC_URL}/invite/${inviteId}` }, 'demo invite');
      } catch (error) {
        // Another instance starting at the same moment may have seeded first.
        log.warn({ err: error }, 'demo data not created');
      }
    }
    carryOn();

    if (env.RUN_JOBS) {
      const definitions: JobDefinition[] = [
        expiryJob(database.db, log, env.EXPIRY_SWEEP_SECONDS),
        autoApprovalJob(database.db, log, env.AUTO_APPROVAL_SWEEP_SECONDS, systemClock),
        deadlineReminderJob(database.db, log, env.DEADLINE_REMINDER_SWEEP_SECONDS, systemClock),
        notificationJob(database.db, mailer, log, {
          publicUrl: env.PUBLIC_URL,
          secret: authSecret,
          push: webPushChannel(database.db, resolveVapidDetails(env), log),
          everySeconds: env.NOTIFICATION_SEND_SECONDS,
        }),
        retentionJob(database.db, blobStore, log, {
          periods: { closedWorkDays: env.RETENTION_CLOSED_WORK_DAYS, signInDays: env.RETENTION_SIGN_IN_DAYS },
          everySeconds: env.RETENTION_RUN_SECONDS,
          clock: systemClock,
        }),
        abandonedUploadJob(database.db, blobStore, log),
        eraseAccountsJob(database.db, blobStore, log, {
          everySeconds: env.ACCOUNT_ERASE_POLL_SECONDS,
          clock: systemClock,
        }),
        dataExportJob(database.db, blobStore, log, {
          publicUrl: env.PUBLIC_URL,
          push: webPushChannel(database.db, resolveVapidDetails(env), log),
          everySeconds: env.DATA_EXPORT_POLL_SECONDS,
        }),
      ];
      if (env.OPS_EMAIL) {
        definitions.push(
          payoutDigestJob(database.db, mailer, log, {
            to: env.OPS_EMAIL,
            publicUrl: env.PUBLIC_URL,
            clock: systemClock,
          }),
        );
      }
      const { paypal, sendLeaseMs } = payoutRailsOf(env);
      if (paypal) definitions.push(paypalPollJob(database.db, paypal, log, sendLeaseMs));
      jobs = await startJobs(database, definitions, log);
      carryOn();
    } else {
      // Instances that only serve requests, beside others that run the jobs on the same database.
      log.info('background jobs are not run by this instance (RUN_JOBS=false)');
    }
    if (seedsDemo) await listen();
    log.info({ url: env.PUBLIC_URL, database: database.kind, dataDir: env.DATA_DIR }, 'creator portal ready');
    const year = Number(malaysianDateOf(new Date()).slice(0, 4));
    if (year > HOLIDAYS_LISTED_THROUGH) {
      log.error(
        { year, listedThrough: HOLIDAYS_LISTED_THROUGH },
        "this year's public holidays are not listed: due dates count every weekday as a working day",
      );
    }
  })();
  await starting.catch((error: unknown) => {
    if (!(error instanceof StartEnded)) throw error;
  });
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError || error instanceof DatabaseUnreachableError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
