import { z } from 'zod';

/**
 * An id a creator's call names in its query (a task, an invite, a referral): any short text, so
 * a malformed one answers 404 like an unknown one, as a link someone mistyped should.
 */
export const LookupIdSchema = z.string().trim().min(1).max(64);
