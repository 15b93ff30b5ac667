import type { FastifyInstance } from 'fastify';
import { PAYOUT_FILE_DIGEST_HEADER, SCHEDULE_SKIP_REASONS, type ScheduleSkipReason } from '@portal/domain/admin';
import { adminPayoutBatchesApi } from '@portal/domain/api';
import { malaysianDateOf } from '@portal/domain/calendar';
import { toMajorUnits } from '@portal/domain/money';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { conflict } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { getBatch, listBatches } from './batch-views.service.ts';
import { scheduleBatch, type ScheduleSkip } from './batches.service.ts';
import { listDue } from './due.service.ts';
import type { PayoutRails } from './rails.ts';
import { downloadBankFile, importBankStatement, refreshBatch, sendScheduledBatch } from './send.service.ts';

/** A skip as the back office reads it: a refusal of the step on the task means another manager moved it first. */
const skipReasonOf = (reason: ScheduleSkip): ScheduleSkipReason =>
  (SCHEDULE_SKIP_REASONS as readonly string[]).includes(reason) ? (reason as ScheduleSkipReason) : 'moved-first';

/** The back office's payout batches (admins only): preview, schedule, send on a rail, follow. */
export async function adminPayoutBatchRoutes(
  app: FastifyInstance,
  options: { db: Db; rails: PayoutRails; clock: Clock },
) {
  const { db, rails, clock } = options;
  const logRailError = (error: unknown) => app.log.error({ err: error }, 'payment rail call failed');

  addEndpoint(app, adminPayoutBatchesApi.due, {
    handler: async (request) => {
      const now = clock();
      const groups = await listDue(db, { dueBy: request.query.dueBy ?? malaysianDateOf(now) }, now);
      return {
        rails: rails.methods,
        groups: groups.map((group) => ({
          method: group.method,
          currency: group.currency,
          total: toMajorUnits(group.totalMinor),
          payouts: group.payouts.map((payout) => ({
            taskId: payout.source.taskId ?? null,
            referralId: payout.source.referralId ?? null,
            influencer: { id: payout.userId, fullName: payout.name, email: payout.email },
            campaign: payout.campaignTitle,
            amount: toMajorUnits(payout.amountMinor),
            currency: payout.currency,
            dueOn: payout.dueOn,
            method: payout.method,
          })),
        })),
      };
    },
  });

  addEndpoint(app, adminPayoutBatchesApi.schedule, {
    handler: async (request) => {
      const { method, currency, taskIds, referralIds } = request.body;
      if (!rails.methods.includes(method)) throw conflict('payout-rail-not-set-up');
      const scheduled = await scheduleBatch(
        db,
        currentUser(request).id,
        { method, currency, taskIds, referralIds },
        clock(),
      );
      return {
        batchId: scheduled.batchId,
        scheduled: scheduled.lines.length,
        skipped: scheduled.skipped.map(({ source, reason }) => ({
          taskId: source.taskId ?? null,
          referralId: source.referralId ?? null,
          reason: skipReasonOf(reason),
        })),
      };
    },
  });

  addEndpoint(app, adminPayoutBatchesApi.list, { handler: (request) => listBatches(db, request.query) });

  addEndpoint(app, adminPayoutBatchesApi.get, { handler: (request) => getBatch(db, request.params.batchId) });

  addEndpoint(app, adminPayoutBatchesApi.send, {
    handler: async (request) => {
      await sendScheduledBatch(db, rails, request.params.batchId, request.body, logRailError);
      return getBatch(db, request.params.batchId);
    },
  });

  addEndpoint(app, adminPayoutBatchesApi.refresh, {
    handler: async (request) => {
      await refreshBatch(db, rails, request.params.batchId, logRailError);
      return getBatch(db, request.params.batchId);
    },
  });

  addEndpoint(app, adminPayoutBatchesApi.file, {
    produces: ['text/csv'],
    handler: async (request, reply) => {
      const { id, name } = currentUser(request);
      const file = await downloadBankFile(db, rails, request.params.batchId, { id, name });
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header(PAYOUT_FILE_DIGEST_HEADER, file.digest)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });

  addEndpoint(app, adminPayoutBatchesApi.statement, {
    handler: (request) => importBankStatement(db, rails, request.params.batchId, request.body.csv, clock()),
  });
}
