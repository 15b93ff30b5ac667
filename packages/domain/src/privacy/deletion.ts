import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../auth/limits.ts';
import { errorText } from '../errors/index.ts';

/**
 * The name an erased account keeps, so that the payments and tasks the books must keep still
 * point at someone: the back office shows it in the reader's language (`isErasedAccountName`).
 */
export const ERASED_ACCOUNT_NAME = 'Deleted creator';

/** Whether a creator's name is the placeholder of an erased account. */
export const isErasedAccountName = (name: string | null | undefined): boolean => name === ERASED_ACCOUNT_NAME;

/**
 * A creator asks to delete their account: their password, and their account's e-mail address typed
 * again as the confirmation (compared without regard to case or surrounding spaces).
 */
export const DeletionRequestSchema = z.object({
  password: z.string().min(1, errorText('password-required')).max(MAX_PASSWORD_LENGTH),
  confirmation: z.string().trim().min(1, errorText('deletion-confirmation-required')).max(320),
});
export type DeletionRequest = z.infer<typeof DeletionRequestSchema>;

/** Whether the confirmation typed is the account's e-mail address. */
export const confirmsDeletion = (confirmation: string, email: string): boolean =>
  confirmation.trim().toLowerCase() === email.trim().toLowerCase();

/** An account waiting for its deletion: asked for at `requestedAt` (ISO), erased after `eraseAfter` (ISO). */
export const AccountDeletionSchema = z.object({
  requestedAt: z.string(),
  eraseAfter: z.string(),
});
export type AccountDeletion = z.infer<typeof AccountDeletionSchema>;

/** The back office erases an account at once, at its creator's request: why, for the audit trail. */
/** The longest reason the back office may give for erasing an account. */
export const MAX_ERASE_REASON_LENGTH = 500;

export const EraseAccountSchema = z.object({
  reason: z.string().trim().min(1, errorText('erase-reason-required')).max(MAX_ERASE_REASON_LENGTH),
});
