import { z } from 'zod';
import {
  PersonalDataReadPageSchema,
  PersonalDataReadQuerySchema,
  RevealedPersonalDataSchema,
  RevealPersonalDataSchema,
} from '../privacy/data-reads.ts';
import { admin } from './admin-endpoint.ts';
import { defineEndpoint } from './endpoint.ts';

/** "Who looked": the back office reveals a creator's identity or bank account number, and the creator reads who did. */

export const adminPersonalDataApi = {
  reveal: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/influencers/:userId/personal-data',
    summary:
      "A creator's identity document number or bank account number in full (every other answer masks them); " +
      'the reason is required, and the read is recorded for the creator to see',
    params: z.object({ userId: z.string().min(1).max(64) }),
    body: RevealPersonalDataSchema,
    response: { status: 200, schema: RevealedPersonalDataSchema },
  }),
};

export const personalDataReadsApi = {
  list: defineEndpoint({
    tags: ['privacy'],
    access: 'signed-in',
    method: 'GET',
    path: '/api/me/personal-data-reads',
    summary:
      "Who in the back office saw the caller's identity document or bank account number in full: who, when, which, how and why; newest first",
    query: PersonalDataReadQuerySchema,
    response: { status: 200, schema: PersonalDataReadPageSchema },
  }),
};
