import type { FastifyInstance } from 'fastify';
import { referralsApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { currentUser } from '../../plugins/bearer.ts';
import {
  acceptReferral,
  completedReferralPayments,
  createLink,
  findLink,
  findReferral,
  listReferrals,
} from './referrals.service.ts';

/** Referral links, applying through them, and the referrer's referrals and fees (SPEC §7). */
export async function referralsRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;

  addEndpoint(app, referralsApi.link, {
    handler: (request) => findLink(db, currentUser(request).id, request.query.campaignId),
  });
  addEndpoint(app, referralsApi.createLink, {
    handler: (request) => createLink(db, currentUser(request).id, request.body.campaignId),
  });
  addEndpoint(app, referralsApi.list, {
    handler: (request) => listReferrals(db, currentUser(request).id, request.query.campaignId),
  });
  addEndpoint(app, referralsApi.payments, {
    handler: (request) => completedReferralPayments(db, currentUser(request).id),
  });
  addEndpoint(app, referralsApi.get, {
    handler: (request) => findReferral(db, request.query.referralId, currentUser(request).id),
  });
  addEndpoint(app, referralsApi.accept, {
    handler: (request) => acceptReferral(db, currentUser(request).id, request.body.referral, request.body),
  });
}

/** A referral link's preview, for anyone (SPEC §7). */
export async function publicReferralsRoutes(app: FastifyInstance, options: { db: Db }) {
  addEndpoint(app, referralsApi.publicGet, {
    handler: (request) => findReferral(options.db, request.query.referralId, null),
  });
}
