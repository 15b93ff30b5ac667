import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import type { Logger } from 'pino';
import type { JobCounts } from '@portal/domain/admin';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import type { Mailer } from './lib/mailer.ts';
import { appReadiness, healthRoutes, PROBES } from './modules/health/health.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { sessionUserAnswer } from './modules/auth/auth.service.ts';
import { optionsRoutes } from './modules/options/options.routes.ts';
import { publicTasksRoutes, tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { taskListsPlugin } from './modules/tasks/task-lists.ts';
import { adminCampaignRoutes } from './modules/admin/campaigns.routes.ts';
import { adminInfluencerRoutes } from './modules/admin/influencers.routes.ts';
import { adminReviewRoutes } from './modules/admin/review.routes.ts';
import { adminCreatorRoutes } from './modules/admin/creators.routes.ts';
import { adminQueuesRoutes } from './modules/admin/queues.routes.ts';
import { adminPayoutsRoutes } from './modules/admin/payouts.routes.ts';
import { adminPayoutBatchRoutes } from './modules/payouts/payout-batches.routes.ts';
import { paypalWebhookRoutes } from './modules/payouts/paypal-webhook.routes.ts';
import { payoutRailsOf, type PayoutRails } from './modules/payouts/rails.ts';
import { adminCaptionRoutes } from './modules/admin/captions.routes.ts';
import { adminExtensionRoutes } from './modules/admin/extensions.routes.ts';
import { adminJobsRoutes } from './modules/admin/jobs.routes.ts';
import { adminReportsRoutes } from './modules/reports/reports.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { extensionsRoutes } from './modules/extensions/extensions.routes.ts';
import { publicReferralsRoutes, referralsRoutes } from './modules/referrals/referrals.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { submissionsRoutes } from './modules/submissions/submissions.routes.ts';
import { filesRoutes, signedFileRoutes } from './modules/files/files.routes.ts';
import { logosRoutes } from './modules/files/logos.routes.ts';
import { adminMessagesRoutes, messagesRoutes } from './modules/messages/messages.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { resolveVapidDetails } from './modules/push/vapid-keys.ts';
import { afterCommitPlugin } from './modules/live/after-commit.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { notificationsRoutes, unsubscribeRoutes } from './modules/notifications/notifications.routes.ts';
import { dataExportRoutes } from './modules/privacy/export.routes.ts';
import { outboxState } from './modules/notifications/outbox-state.ts';
import { consentRoutes } from './modules/privacy/consent.routes.ts';
import { withConsentsDue } from './modules/privacy/consent.service.ts';
import { legalRoutes } from './modules/privacy/legal.routes.ts';
import { loadLegalDocuments } from './modules/privacy/legal.service.ts';
import { signInsRoutes } from './modules/privacy/sign-ins.routes.ts';
import { recordSignIn } from './modules/privacy/sign-ins.service.ts';
import { adminPersonalDataRoutes, personalDataReadsRoutes } from './modules/privacy/data-reads.routes.ts';
import { accountDeletionRoutes, adminAccountErasureRoutes } from './modules/privacy/deletion.routes.ts';
import { deletionPendingAnswer } from './modules/privacy/deletion.service.ts';
import { serializerCompiler } from './lib/endpoint.ts';
import { bearerPlugin } from './plugins/bearer.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { requestIdOf } from './plugins/request-id.ts';
import { tracingPlugin } from './plugins/tracing.ts';
import { identityPlugin } from './plugins/identity.ts';
import { frameworkErrors, inputGuardPlugin } from './plugins/input-guard.ts';
import { rateLimitPlugin } from './plugins/rate-limits.ts';
import { closeConnectionsPlugin } from './plugins/close-connections.ts';
import { redisPlugin } from './plugins/redis.ts';
import { DOCS_CSP_DIRECTIVES, securityHeadersPlugin } from './plugins/security-headers.ts';
import { webPlugin } from './plugins/web.ts';
import type { BlobStore } from './modules/uploads/blob-store.ts';

export interface AppDependencies {
  env: Env;
  database: Database;
  mailer: Mailer;
  authSecret: string;
  /** Where uploads live (`openBlobStore`). */
  blobStore: BlobStore;
  /** Logs nothing when absent (tests). */
  logger?: Logger;
  /** The built web app; apps/web/dist unless a test brings its own. */
  webRoot?: string;
  /** What time it is for due dates and overdue payments; the system's unless a test moves it. */
  clock?: Clock;
  /** The background jobs' counts, once this instance runs them (lib/jobs.ts): null before. */
  jobCounts?: () => Promise<JobCounts[] | null>;
  /** The payment rails payouts are sent on; those the settings set up unless a test brings its own. */
  payoutRails?: PayoutRails;
}

const builtWebRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the whole portal; the server and the tests build the same app. */
export async function buildApp({
  env,
  database,
  mailer,
  authSecret,
  blobStore,
  logger,
  webRoot = builtWebRoot,
  clock = systemClock,
  jobCounts,
  payoutRails = payoutRailsOf(env),
}: AppDependencies) {
  // The terms of use and the privacy notice: a malformed text stops the start, naming its file.
  const legal = loadLegalDocuments(env.LEGAL_DOCUMENTS_DIR, { supportEmail: env.SUPPORT_EMAIL });
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // A hop count means: trust that many proxies in front of this server.
    trustProxy: typeof env.TRUST_PROXY === 'number' ? trustHops(env.TRUST_PROXY) : env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Upload URLs carry the object key, base64url-encoded: longer than the default 100.
    routerOptions: { maxParamLength: 600 },
    frameworkErrors,
    // Read and checked by `requestIdOf`, not taken as sent: a header is not trusted blindly.
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every answer names its request, errors and 404s too, so a user's report leads to its log lines.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  await app.register(tracingPlugin);

  // The server listens while its database opens: every request but the probes waits until it is ready.
  let databaseReady = false;
  database.ready.then(
    () => (databaseReady = true),
    () => {},
  );
  // A plain hook, not an async one: it runs on every request, and once the database is open it has nothing to wait for.
  app.addHook('onRequest', (request, _reply, done) => {
    if (databaseReady || PROBES.has(request.routeOptions.url ?? '')) done();
    else database.ready.then(() => done(), done);
  });

  app.decorate('readiness', appReadiness(database));
  await app.register(closeConnectionsPlugin);
  await app.register(securityHeadersPlugin, { publicUrl: env.PUBLIC_URL });
  // Answers above 1 KB go compressed (the web build's files come compressed at build: web.ts).
  // Compressed request bodies are refused: decompressing them would get round the body limit.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(errorHandlerPlugin);
  await app.register(metricsPlugin, {
    token: env.METRICS_TOKEN,
    scraped: { outbox: () => outboxState(database.db) },
  });
  await app.register(redisPlugin, { url: env.REDIS_URL });
  await app.register(rateLimitPlugin, { generalPerMinute: env.RATE_LIMIT_PER_MINUTE });
  await app.register(taskListsPlugin, { db: database.db });
  // After the rate limits (refused input still counts) and before every route, so none sees it.
  await app.register(inputGuardPlugin);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Creator Portal API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP_DIRECTIVES });

  await app.register(identityPlugin, {
    db: database.db,
    secret: authSecret,
    publicUrl: env.PUBLIC_URL,
    trustedOrigins: env.TRUSTED_ORIGINS,
    supportEmail: env.SUPPORT_EMAIL,
    mailer,
    passwordHashCost: env.PASSWORD_HASH_COST,
    // An account waiting for its deletion hears so instead of its user (the web offers only to cancel).
    portalUser: async (userId) =>
      (await deletionPendingAnswer(database.db, userId)) ??
      withConsentsDue(database.db, await sessionUserAnswer(database.db, userId), legal),
    onSignIn: (signIn) => recordSignIn(database.db, signIn),
    limits: {
      windowSeconds: env.SIGN_IN_WINDOW_SECONDS,
      signInFailuresPerIp: env.SIGN_IN_LIMIT_PER_IP,
      signInFailuresPerAccountAndIp: env.SIGN_IN_LIMIT_PER_ACCOUNT_AND_IP,
      signInFailuresPerAccountPerHour: env.SIGN_IN_LIMIT_PER_ACCOUNT_PER_HOUR,
      callsPerIp: env.IDENTITY_LIMIT_PER_IP,
      resetRequestsPerAccount: env.RESET_REQUEST_LIMIT_PER_ACCOUNT,
    },
    log: logger,
  });
  await app.register(bearerPlugin, {
    db: database.db,
    issuer: env.PUBLIC_URL,
    audience: env.PUBLIC_URL,
    jwksUrl: env.AUTH_JWKS_URL,
  });
  // What each committed write does to the caches and the open pages.
  await app.register(afterCommitPlugin, { db: database.db });

  // A route's guard is the scope it is registered in, so no route can forget it: the public
  // scope, the signed-in scope (401 without a valid token) and the back office (403 for non-admins).
  await app.register(async (publicScope) => {
    await publicScope.register(healthRoutes);
    await publicScope.register(optionsRoutes, { db: database.db, supportEmail: env.SUPPORT_EMAIL });
    await publicScope.register(publicTasksRoutes, { db: database.db });
    await publicScope.register(publicReferralsRoutes, { db: database.db });
    await publicScope.register(signedFileRoutes, { db: database.db, store: blobStore, secret: authSecret });
    await publicScope.register(logosRoutes, { db: database.db, store: blobStore });
    await publicScope.register(unsubscribeRoutes, { db: database.db, secret: authSecret });
    await publicScope.register(paypalWebhookRoutes, { db: database.db, paypal: payoutRails.paypal });
    await publicScope.register(legalRoutes, { legal });
  });
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', signedIn.authenticate);
    await signedIn.register(authRoutes, { db: database.db, legal });
    await signedIn.register(tasksRoutes, { db: database.db });
    await signedIn.register(referralsRoutes, { db: database.db });
    await signedIn.register(extensionsRoutes, { db: database.db });
    await signedIn.register(paymentsRoutes, { db: database.db, clock, payerName: env.PAYER_NAME });
    await signedIn.register(submissionsRoutes, { db: database.db, secret: authSecret, clock });
    await signedIn.register(uploadsRoutes, {
      db: database.db,
      store: blobStore,
      maxUploadBytes: env.MAX_UPLOAD_MB * 1024 * 1024,
      quotaBytes: env.UPLOAD_QUOTA_MB * 1024 * 1024,
      lockTtlMs: env.UPLOAD_LOCK_SECONDS * 1000,
    });
    await signedIn.register(filesRoutes, { db: database.db, secret: authSecret });
    await signedIn.register(messagesRoutes, { db: database.db, secret: authSecret });
    await signedIn.register(pushRoutes, { db: database.db, publicKey: resolveVapidDetails(env).publicKey });
    await signedIn.register(liveRoutes);
    await signedIn.register(notificationsRoutes, { db: database.db });
    await signedIn.register(consentRoutes, { db: database.db, legal });
    await signedIn.register(signInsRoutes, { db: database.db });
    await signedIn.register(dataExportRoutes, { db: database.db, store: blobStore, clock });
    await signedIn.register(personalDataReadsRoutes, { db: database.db });
  });
  // The one scope an account waiting for its deletion is let into: seeing and cancelling it.
  await app.register(async (duringDeletion) => {
    duringDeletion.addHook('onRequest', duringDeletion.authenticateDuringDeletion);
    await duringDeletion.register(accountDeletionRoutes, {
      db: database.db,
      graceDays: env.ACCOUNT_DELETION_GRACE_DAYS,
      clock,
    });
  });
  await app.register(async (backOffice) => {
    backOffice.addHook('onRequest', backOffice.requireAdmin);
    await backOffice.register(adminCampaignRoutes, { db: database.db });
    await backOffice.register(adminInfluencerRoutes, { db: database.db });
    await backOffice.register(adminReviewRoutes, {
      db: database.db,
      secret: authSecret,
      clock,
      undoWindowSeconds: env.DECISION_UNDO_SECONDS,
    });
    await backOffice.register(adminQueuesRoutes, { db: database.db, secret: authSecret, clock });
    await backOffice.register(adminPayoutsRoutes, { db: database.db });
    await backOffice.register(adminPayoutBatchRoutes, { db: database.db, rails: payoutRails, clock });
    await backOffice.register(adminCaptionRoutes, { db: database.db });
    await backOffice.register(adminExtensionRoutes, { db: database.db });
    await backOffice.register(adminMessagesRoutes, { db: database.db, secret: authSecret });
    await backOffice.register(adminJobsRoutes, { db: database.db, jobCounts });
    await backOffice.register(adminAccountErasureRoutes, { db: database.db, store: blobStore, clock });
    await backOffice.register(adminReportsRoutes, { db: database.db, secret: authSecret });
    await backOffice.register(adminCreatorRoutes, { db: database.db, clock });
    await backOffice.register(adminPersonalDataRoutes, { db: database.db });
  });

  if (env.SERVE_WEB) await app.register(webPlugin, { root: webRoot });
  return app;
}
