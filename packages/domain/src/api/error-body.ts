import { z } from 'zod';
import { ERROR_CODES } from '../errors/index.ts';

export type { MovedFirst } from '../errors/index.ts';

/**
 * The body of every error answer of the product API (DESIGN.md §4): the error's stable code (the
 * catalogue's, `@portal/domain/errors`), its parameters, and its English message for any client.
 */
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  /** What the message names (a field, a limit, a wait), or who moved a task first (`MovedFirst`). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
