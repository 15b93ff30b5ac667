import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@portal/domain/api';
import {
  AcceptReferralSchema,
  CreateLinkSchema,
  ReferralLinkSchema,
  ReferralPaymentSchema,
  ReferralRowSchema,
  ReferralSchema,
} from '@portal/domain/referrals';
import { TaskSchema } from '@portal/domain/tasks';
import type { Db } from '../../db/client.ts';
import { ERROR_RESPONSES } from '../../lib/error-responses.ts';
import { currentUser } from '../../plugins/bearer.ts';
import {
  acceptReferral,
  completedReferralPayments,
  createLink,
  findLink,
  findReferral,
  listReferrals,
} from './referrals.service.ts';

const signedIn = { tags: ['referrals'], security: [{ bearer: [] }] };
const campaignQuery = z.object({ campaignId: z.uuid() });
const referralQuery = z.object({ referralId: z.string().trim().min(1).max(64) });

/** Referral links, applying through them, and the referrer's referrals and fees (SPEC §7). */
export async function referralsRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/referral/link', {
    schema: {
      ...signedIn,
      summary: "The creator's referral link for a campaign",
      querystring: campaignQuery,
      response: { 200: ReferralLinkSchema, ...ERROR_RESPONSES },
    },
    handler: (request) => findLink(db, currentUser(request).id, request.query.campaignId),
  });

  routes.post('/api/link', {
    schema: {
      ...signedIn,
      summary: 'Create the referral link (idempotent)',
      body: CreateLinkSchema,
      response: { 200: z.object({ code: z.string() }), ...ERROR_RESPONSES },
    },
    handler: (request) => createLink(db, currentUser(request).id, request.body.campaignId),
  });

  routes.get('/api/referral/task', {
    schema: {
      ...signedIn,
      summary: "The referrer's referrals in a campaign",
      querystring: campaignQuery,
      response: { 200: z.array(ReferralRowSchema), ...ERROR_RESPONSES },
    },
    handler: (request) => listReferrals(db, currentUser(request).id, request.query.campaignId),
  });

  routes.get('/api/referral/task/completed', {
    schema: {
      ...signedIn,
      summary: "The referrer's paid referral fees",
      response: { 200: z.array(ReferralPaymentSchema), ...ERROR_RESPONSES },
    },
    handler: (request) => completedReferralPayments(db, currentUser(request).id),
  });

  routes.get('/api/referral', {
    schema: {
      ...signedIn,
      summary: "A referral link, with the creator's status in its campaign",
      querystring: referralQuery,
      response: { 200: ReferralSchema, ...ERROR_RESPONSES },
    },
    handler: (request) => findReferral(db, request.query.referralId, currentUser(request).id),
  });

  routes.post('/api/referral/accept', {
    schema: {
      ...signedIn,
      summary: 'Apply through a referral link',
      body: AcceptReferralSchema,
      response: { 200: TaskSchema, ...ERROR_RESPONSES },
    },
    handler: (request) =>
      acceptReferral(db, currentUser(request).id, request.body.referral, request.body.screeningResponses),
  });
}

/** A referral link's preview, for anyone (SPEC §7). */
export async function publicReferralsRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/public/referral', {
    schema: {
      tags: ['referrals'],
      summary: 'The public preview of a referral link',
      querystring: referralQuery,
      response: { 200: ReferralSchema, 404: ApiErrorSchema },
    },
    handler: (request) => findReferral(db, request.query.referralId, null),
  });
}
