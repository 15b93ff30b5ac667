import { z } from 'zod';

/** One choice of a server-provided option list (`GET /api/public/options/*`). */
export const OptionSchema = z.object({ value: z.string(), text: z.string() });
export type Option = z.infer<typeof OptionSchema>;

/** `GET /api/public/config`: the few server settings the web app shows to users. */
export const PublicConfigSchema = z.object({ supportEmail: z.string() });
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
