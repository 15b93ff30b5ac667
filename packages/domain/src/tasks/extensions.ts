import { z } from 'zod';
import { errorText } from '../errors/index.ts';
import { LookupIdSchema } from '../api/ids.ts';
import { trimmedText } from '../validation/index.ts';
import { EXTENSION_STATUSES, NEW_DEADLINE_REQUIRED } from './extension-rules.ts';

export const MAX_EXTENSION_REASON_LENGTH = 1000;
const newDeadline = z.iso.datetime({ offset: true, error: NEW_DEADLINE_REQUIRED });

/** The creator's request form: the new deadline and why it is needed. */
export const ExtensionRequestFormSchema = z.object({
  deadline: newDeadline,
  reason: trimmedText('reason', MAX_EXTENSION_REASON_LENGTH).min(1, errorText('extension-reason-required')),
});

/** `POST /api/task/extension`: ask for a later deadline for one of your tasks. */
export const ExtensionRequestSchema = ExtensionRequestFormSchema.extend({ taskId: LookupIdSchema });
export type ExtensionRequest = z.infer<typeof ExtensionRequestSchema>;

/** One request for a later deadline, and its decision once made. */
export const DeadlineExtensionSchema = z.object({
  id: z.string(),
  status: z.enum(EXTENSION_STATUSES),
  /** The task's deadline when the creator asked. */
  previousDeadline: z.string().nullable(),
  requestedDeadline: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  /** The deadline granted (the one asked for, or the manager's adjusted date). */
  approvedDeadline: z.string().nullable(),
  /** The manager's remark: why it was declined, or a note with the approval. */
  remark: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type DeadlineExtension = z.infer<typeof DeadlineExtensionSchema>;

/** `GET /api/task/extension?taskId=`: a task's extension requests, newest first, and when it expired. */
export const TaskExtensionsSchema = z.object({
  expiredAt: z.string().nullable(),
  requests: z.array(DeadlineExtensionSchema),
});
export type TaskExtensions = z.infer<typeof TaskExtensionsSchema>;

export const DECLINE_NEEDS_A_REMARK = errorText('creator-reason-required');
export const MAX_EXTENSION_REMARK_LENGTH = 1000;

/** `PUT /api/admin/extensions/:extensionId`: approve (with the date asked for, or another) or decline with a remark. */
export const ExtensionDecisionSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('approve'),
    deadline: newDeadline.optional(),
    remark: trimmedText('remark', MAX_EXTENSION_REMARK_LENGTH).optional(),
  }),
  z.object({
    decision: z.literal('decline'),
    remark: trimmedText('remark', MAX_EXTENSION_REMARK_LENGTH).min(1, DECLINE_NEEDS_A_REMARK),
  }),
]);
export type ExtensionDecision = z.infer<typeof ExtensionDecisionSchema>;
