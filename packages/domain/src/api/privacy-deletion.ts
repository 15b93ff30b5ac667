import { z } from 'zod';
import { AccountDeletionSchema, DeletionRequestSchema, EraseAccountSchema } from '../privacy/deletion.ts';
import { admin, noContent } from './admin-endpoint.ts';
import { defineEndpoint } from './endpoint.ts';

const signedIn = { tags: ['privacy'], access: 'signed-in' } as const;

/**
 * "Delete my account": asked for with the password and the e-mail typed again, it ends every
 * session at once; the account waits ACCOUNT_DELETION_GRACE_DAYS, when signing in again offers only
 * these calls (every other answers 403 account-deletion-pending), then it is erased.
 */
export const accountDeletionApi = {
  request: defineEndpoint({
    ...signedIn,
    method: 'POST',
    path: '/api/me/deletion',
    summary:
      "Delete the caller's account after the grace period: every session ends now (400 invalid-password, 400 deletion-confirmation-mismatch)",
    body: DeletionRequestSchema,
    response: { status: 200, schema: AccountDeletionSchema },
  }),
  status: defineEndpoint({
    ...signedIn,
    method: 'GET',
    path: '/api/me/deletion',
    summary: "When the caller's account will be erased (404 no-deletion-pending when it is not waiting for it)",
    response: { status: 200, schema: AccountDeletionSchema },
  }),
  cancel: defineEndpoint({
    ...signedIn,
    method: 'DELETE',
    path: '/api/me/deletion',
    summary: "Cancel the deletion of the caller's account: it is as it was (404 no-deletion-pending)",
    response: noContent,
  }),
};

/** The back office erases a creator's account at once, at their request (admins only), with a reason for the audit trail. */
export const adminAccountErasureApi = {
  erase: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/influencers/:userId/erase',
    summary:
      "Erase a creator's account now: their personal data goes, the payments and tasks the books keep stay under 'Deleted creator'",
    params: z.object({ userId: z.string().min(1).max(64) }),
    body: EraseAccountSchema,
    response: noContent,
  }),
};
