import type { FastifyInstance } from 'fastify';
import { paymentsApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { earningsSummary, paymentHistoryCsv } from './earnings.service.ts';
import { paymentStatement } from '../payouts/statements.service.ts';
import { payoutTrackers } from '../payouts/trackers.service.ts';

/**
 * The creator's own earnings: the dashboard's figures, where each payout stands, the statement of
 * a payout batch (naming `payerName` as the payer), and their payment history as CSV.
 */
export async function paymentsRoutes(app: FastifyInstance, options: { db: Db; clock: Clock; payerName: string }) {
  const { db, clock, payerName } = options;

  addEndpoint(app, paymentsApi.summary, {
    handler: (request) => earningsSummary(db, currentUser(request).id, clock()),
  });

  addEndpoint(app, paymentsApi.payouts, {
    handler: (request) => payoutTrackers(db, currentUser(request).id, clock()),
  });

  addEndpoint(app, paymentsApi.statement, {
    handler: (request) => paymentStatement(db, currentUser(request).id, request.params.batchId, payerName),
  });

  addEndpoint(app, paymentsApi.historyCsv, {
    produces: ['text/csv'],
    handler: async (request, reply) => {
      const csv = await paymentHistoryCsv(db, currentUser(request).id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="payment-history.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
}
