import { z } from 'zod';

/**
 * Where a creator's copy of their data stands, as they see it: asked for and being built
 * (`pending`), built and downloadable (`ready`), past its lifetime (`expired`: the ZIP is gone or
 * going, the link refused), or not built (`failed`: they may ask again).
 */
export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'expired', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long a built export can be downloaded, from the moment it is ready. */
export const DATA_EXPORT_LIFETIME_DAYS = 7;

/** One of the creator's exports. Times are ISO; `expiresAt` and `sizeBytes` once it is built. */
export const DataExportSchema = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof DataExportSchema>;

/** The creator's exports, newest first. */
export const DataExportListSchema = z.object({ items: z.array(DataExportSchema) });
export type DataExportList = z.infer<typeof DataExportListSchema>;
