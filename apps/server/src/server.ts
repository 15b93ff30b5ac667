import { buildApp } from './app.ts';
import { EnvError, loadEnv } from './config/env.ts';
import { DatabaseUnreachableError } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { hasNoUsers, seedDemo } from './modules/demo/demo.service.ts';
import { startExpirySweep } from './modules/tasks/expiry.job.ts';
import { startDeadlineReminderSweep } from './modules/tasks/deadline-reminders.job.ts';
import { startAutoApprovalSweep } from './modules/review/auto-approval.job.ts';
import { startNotificationSender } from './modules/notifications/notifications.job.ts';
import { startPayoutDigest } from './modules/payments/payout-digest.job.ts';
import { startAbandonedUploadSweep } from './modules/uploads/abandoned-uploads.job.ts';
import { systemClock } from './lib/clock.ts';
import { webPushChannel } from './modules/push/web-push-channel.ts';
import { resolveVapidDetails } from './modules/push/vapid-keys.ts';
import { openBlobStore, startRuntime } from './runtime.ts';

async function main() {
  const env = loadEnv();
  const { log, database, mailer, authSecret } = startRuntime(env);
  const blobStore = await openBlobStore(env);
  const app = await buildApp({ env, database, mailer, authSecret, blobStore, logger: log });

  let stopExpirySweep = async () => {};
  let stopAutoApprovalSweep = async () => {};
  let stopDeadlineReminderSweep = async () => {};
  let stopNotificationSender = async () => {};
  let stopUploadSweep = async () => {};
  let stopPayoutDigest = async () => {};
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const forced = setTimeout(() => {
      log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    try {
      await app.close();
      await stopExpirySweep();
      await stopAutoApprovalSweep();
      await stopDeadlineReminderSweep();
      await stopNotificationSender();
      await stopUploadSweep();
      await stopPayoutDigest();
      await database.close();
      log.info('stopped cleanly');
    } finally {
      clearTimeout(forced);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  // Listening at once answers /healthz while the database opens, and requests wait for it (app.ts).
  // Outside production a first start seeds the demo data, which must be there before anyone signs in.
  const seedsDemo = env.NODE_ENV !== 'production';
  const listen = () => app.listen({ port: env.PORT, host: env.HOST });
  if (!seedsDemo) await listen();
  await database.ready;

  if (seedsDemo && (await hasNoUsers(database.db))) {
    // A newcomer's first start shows every screen at once; `npm run cli -- seed-demo` does the same later.
    try {
      const demo = await seedDemo(database.db, await app.identity(), env.DEMO_PASSWORD);
      for (const account of demo.accounts) {
        log.info({ email: account.email, role: account.role }, 'demo account created (password: DEMO_PASSWORD)');
      }
      for (const inviteId of demo.inviteIds) log.info({ link: `${env.PUBLIC_URL}/invite/${inviteId}` }, 'demo invite');
    } catch (error) {
      // Another instance starting at the same moment may have seeded first.
      log.warn({ err: error }, 'demo data not created');
    }
  }

  stopExpirySweep = startExpirySweep(database.db, app.taskLists, log, env.EXPIRY_SWEEP_SECONDS * 1000);
  stopAutoApprovalSweep = startAutoApprovalSweep(
    database.db,
    app.taskLists,
    log,
    env.AUTO_APPROVAL_SWEEP_SECONDS * 1000,
    systemClock,
  );
  stopDeadlineReminderSweep = startDeadlineReminderSweep(
    database.db,
    log,
    env.DEADLINE_REMINDER_SWEEP_SECONDS * 1000,
    systemClock,
  );
  stopNotificationSender = startNotificationSender(database.db, mailer, log, {
    publicUrl: env.PUBLIC_URL,
    secret: authSecret,
    push: webPushChannel(database.db, resolveVapidDetails(env), log),
    intervalMs: env.NOTIFICATION_SEND_SECONDS * 1000,
  });
  stopUploadSweep = startAbandonedUploadSweep(database.db, blobStore, log);
  if (env.OPS_EMAIL) {
    stopPayoutDigest = startPayoutDigest(database.db, mailer, log, {
      to: env.OPS_EMAIL,
      publicUrl: env.PUBLIC_URL,
      clock: systemClock,
    });
  }
  if (seedsDemo) await listen();
  log.info({ url: env.PUBLIC_URL, database: database.kind, dataDir: env.DATA_DIR }, 'creator portal ready');
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError || error instanceof DatabaseUnreachableError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
