import { z } from 'zod';
import { DataExportListSchema, DataExportSchema } from '../privacy/export.ts';
import { defineEndpoint } from './endpoint.ts';
import { LookupIdSchema } from './ids.ts';

const privacy = { tags: ['privacy'], access: 'signed-in' } as const;

/** The creator's copies of their own data ("Download my data"): asked for, listed, fetched. */
export const privacyExportApi = {
  request: defineEndpoint({
    ...privacy,
    method: 'POST',
    path: '/api/me/data-exports',
    summary:
      "Asks for a ZIP of all the caller's data, built in the background; while one is still being built, answers that one",
    response: { status: 200, schema: DataExportSchema },
  }),
  list: defineEndpoint({
    ...privacy,
    method: 'GET',
    path: '/api/me/data-exports',
    summary: "The caller's data exports, newest first: pending, ready, expired or failed",
    response: { status: 200, schema: DataExportListSchema },
  }),
  file: defineEndpoint({
    ...privacy,
    method: 'GET',
    path: '/api/me/data-exports/:exportId/file',
    summary:
      "The ZIP of one of the caller's ready exports (404 for anyone else's or one not ready, 410 once it has expired)",
    params: z.object({ exportId: LookupIdSchema }),
  }),
};
