import { z } from 'zod';
import {
  AcceptReferralSchema,
  CreateLinkSchema,
  ReferralLinkSchema,
  ReferralPaymentSchema,
  ReferralRowSchema,
  ReferralSchema,
} from '../referrals/index.ts';
import { TaskSchema } from '../tasks/index.ts';
import { defineEndpoint } from './endpoint.ts';
import { LookupIdSchema } from './ids.ts';

const referrals = { tags: ['referrals'], access: 'signed-in' } as const;
const campaignQuery = z.object({ campaignId: z.uuid() });
const referralQuery = z.object({ referralId: LookupIdSchema });

/** Referral links, applying through them, and the referrer's referrals and fees (SPEC §7). */
export const referralsApi = {
  link: defineEndpoint({
    ...referrals,
    method: 'GET',
    path: '/api/referral/link',
    summary: "The creator's referral link for a campaign",
    query: campaignQuery,
    response: { status: 200, schema: ReferralLinkSchema },
  }),
  createLink: defineEndpoint({
    ...referrals,
    method: 'POST',
    path: '/api/link',
    summary: 'Create the referral link (idempotent)',
    body: CreateLinkSchema,
    response: { status: 200, schema: z.object({ code: z.string() }) },
  }),
  list: defineEndpoint({
    ...referrals,
    method: 'GET',
    path: '/api/referral/task',
    summary: "The referrer's referrals in a campaign",
    query: campaignQuery,
    response: { status: 200, schema: z.array(ReferralRowSchema) },
  }),
  payments: defineEndpoint({
    ...referrals,
    method: 'GET',
    path: '/api/referral/task/completed',
    summary: "The referrer's paid referral fees",
    response: { status: 200, schema: z.array(ReferralPaymentSchema) },
  }),
  get: defineEndpoint({
    ...referrals,
    method: 'GET',
    path: '/api/referral',
    summary: "A referral link, with the creator's status in its campaign",
    query: referralQuery,
    response: { status: 200, schema: ReferralSchema },
  }),
  accept: defineEndpoint({
    ...referrals,
    method: 'POST',
    path: '/api/referral/accept',
    summary: 'Apply through a referral link',
    body: AcceptReferralSchema,
    response: { status: 200, schema: TaskSchema },
  }),
  publicGet: defineEndpoint({
    tags: ['referrals'],
    access: 'public',
    method: 'GET',
    path: '/api/public/referral',
    summary: 'The public preview of a referral link',
    query: referralQuery,
    response: { status: 200, schema: ReferralSchema },
  }),
};
