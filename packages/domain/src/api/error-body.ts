import { z } from 'zod';

/** The body of every error answer of the product API (DESIGN.md §4). */
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
