import { z } from 'zod';

/**
 * A file the influencer sent, with a signed link valid for an hour; once retention deleted its
 * bytes (`erased`), its name without a link.
 */
export const SentFileSchema = z.object({
  key: z.string(),
  fileName: z.string(),
  contentType: z.string().nullable(),
  role: z.enum(['screenshot', 'draft', 'report']),
  url: z.string().nullable(),
  erased: z.boolean(),
});
export type SentFile = z.infer<typeof SentFileSchema>;

export const SentSubmissionSchema = z.object({
  id: z.string(),
  stage: z.enum(['DRAFT', 'FINAL']),
  createdAt: z.string(),
  linkUrl: z.string().nullable(),
  draftComment: z.string().nullable(),
  files: z.array(SentFileSchema),
});
export type SentSubmission = z.infer<typeof SentSubmissionSchema>;

export const SentReportSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  files: z.array(SentFileSchema),
});
export type SentReport = z.infer<typeof SentReportSchema>;

/** Everything sent for one task, newest first; the creator sees their own at `GET /api/task/history?taskId=`. */
export const SentWorkSchema = z.object({
  submissions: z.array(SentSubmissionSchema),
  reports: z.array(SentReportSchema),
});
export type SentWork = z.infer<typeof SentWorkSchema>;
