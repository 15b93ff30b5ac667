import { z } from 'zod';

/** The body of every error answer of the product API (DESIGN.md §4). */
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  /** What the client needs to say more than the message, e.g. who moved a task first (`MovedFirst`). */
  params: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/**
 * The `params` of a 409 refusing a manager's step on a task that someone else moved first: that
 * step's action, who took it (absent: the server) and when (ISO time).
 */
export type MovedFirst = { action: string; by?: string; at: string };
