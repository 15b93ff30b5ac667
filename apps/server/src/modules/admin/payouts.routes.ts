import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DueReferralPageSchema,
  ReferralQuerySchema,
  StartPayoutsResultSchema,
  TaskIdsSchema,
} from '@portal/domain/admin';
import type { Db } from '../../db/client.ts';
import { ERROR_RESPONSES } from '../../lib/error-responses.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { exportPayoutsCsv, startPayouts } from '../payments/payments.service.ts';
import { listDueReferrals } from '../referrals/referrals.service.ts';
import { admin } from './admin-schema.ts';

/** The back office's payouts: start many at once, export them for the bank, referral fees due (admins only). */
export async function adminPayoutsRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/admin/payouts/start', {
    schema: {
      ...admin,
      summary: 'Start many payouts; each starts or is skipped with the reason',
      body: TaskIdsSchema,
      response: { 200: StartPayoutsResultSchema, ...ERROR_RESPONSES },
    },
    handler: (request) => startPayouts(db, currentUser(request).id, request.body.taskIds),
  });

  routes.post('/api/admin/payouts/export', {
    schema: {
      ...admin,
      summary: 'The payouts of these tasks as a CSV file (payouts.csv), in the order given',
      body: TaskIdsSchema,
      produces: ['text/csv'],
      // Sent as text/csv, never serialized as JSON: a string with a non-JSON type goes out as is.
      response: {
        200: z.string().describe('CSV: a header row of PAYOUT_CSV_COLUMNS, then one row per task'),
        ...ERROR_RESPONSES,
      },
    },
    handler: async (request, reply) => {
      const csv = await exportPayoutsCsv(db, request.body.taskIds);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="payouts.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  routes.get('/api/admin/referrals', {
    schema: {
      ...admin,
      summary: 'Referral fees due (REFERRAL-PAYMENT), oldest first, with where to pay them',
      querystring: ReferralQuerySchema,
      response: { 200: DueReferralPageSchema, ...ERROR_RESPONSES },
    },
    handler: (request) => listDueReferrals(db, request.query),
  });
}
