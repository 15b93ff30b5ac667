import type { FastifyInstance } from 'fastify';
import { adminPayoutsApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { exportPayoutsCsv, listPaidPayouts, startPayouts } from '../payments/payments.service.ts';
import { listDueReferrals } from '../referrals/referrals.service.ts';

/** The back office's payouts: start many at once, export them for the bank, referral fees due (admins only). */
export async function adminPayoutsRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;

  addEndpoint(app, adminPayoutsApi.start, {
    handler: (request) => startPayouts(db, currentUser(request).id, request.body.taskIds),
  });

  addEndpoint(app, adminPayoutsApi.export, {
    produces: ['text/csv'],
    handler: async (request, reply) => {
      const { id, name } = currentUser(request);
      const csv = await exportPayoutsCsv(db, { id, name }, request.body.taskIds);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="payouts.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  addEndpoint(app, adminPayoutsApi.paid, { handler: (request) => listPaidPayouts(db, request.query) });

  addEndpoint(app, adminPayoutsApi.dueReferrals, { handler: (request) => listDueReferrals(db, request.query) });
}
