import { z } from 'zod';
import { errorText } from '../errors/index.ts';
import { TASK_STATUSES } from '../tasks/statuses.ts';

/** The longest message a creator or a campaign manager may send. */
export const MESSAGE_MAX_LENGTH = 4000;
/** The most files one message carries. */
export const MESSAGE_MAX_ATTACHMENTS = 10;

/** Who wrote a message: the task's creator, or the brand (any campaign manager, as one side). */
export const MESSAGE_SIDES = ['creator', 'brand'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

/** The messages SPEC-style: what a refused message is told. */
export const MESSAGE_ERRORS = {
  empty: errorText('message-empty'),
  tooLong: errorText('message-too-long', { max: MESSAGE_MAX_LENGTH }),
  fileNotUsable: errorText('message-file-not-usable'),
} as const;

/**
 * `POST /api/task/:taskId/messages` and `POST /api/admin/tasks/:taskId/messages`: plain text
 * (trimmed; empty only with files), the keys of finished uploads, and the key the client made
 * once for this message, so a resend after a lost answer or a reload answers the same message.
 */
export const NewMessageSchema = z
  .object({
    body: z.string().trim().max(MESSAGE_MAX_LENGTH, MESSAGE_ERRORS.tooLong),
    attachments: z.array(z.string().min(1).max(1000)).max(MESSAGE_MAX_ATTACHMENTS).default([]),
    clientKey: z
      .string()
      .trim()
      .min(8)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+$/),
  })
  .refine((message) => message.body !== '' || message.attachments.length > 0, {
    message: MESSAGE_ERRORS.empty,
    path: ['body'],
  });
export type NewMessage = z.input<typeof NewMessageSchema>;

/** A file of a message, behind a signed link that expires; once retention deleted its bytes (`erased`), its name without a link. */
export const ThreadFileSchema = z.object({
  key: z.string(),
  fileName: z.string(),
  contentType: z.string().nullable(),
  url: z.string().nullable(),
  erased: z.boolean(),
});
export type ThreadFile = z.infer<typeof ThreadFileSchema>;

/**
 * One entry of a task's thread, oldest first: a message (`side`, `authorName`, `body`, `files`),
 * or one of the task's own steps from its timeline (`action` with its statuses and `remark`: a
 * rejection's reason, an approved draft's comment, a payment's reference, a sent draft's comment).
 */
export const ThreadEntrySchema = z.object({
  id: z.string(),
  type: z.enum(['message', 'event']),
  createdAt: z.string(),
  side: z.enum(MESSAGE_SIDES).nullable(),
  /** The creator's name, or the brand's (the campaign's title) for the brand side. */
  authorName: z.string().nullable(),
  body: z.string().nullable(),
  files: z.array(ThreadFileSchema),
  action: z.string().nullable(),
  fromStatus: z.enum(TASK_STATUSES).nullable(),
  toStatus: z.enum(TASK_STATUSES).nullable(),
  remark: z.string().nullable(),
});
export type ThreadEntry = z.infer<typeof ThreadEntrySchema>;

/** `GET .../thread`: the whole story of one task, and how many of the other side's messages the caller has not read. */
export const TaskThreadSchema = z.object({
  taskId: z.string(),
  campaignTitle: z.string(),
  /** The campaign a creator's files go under (uploads name it). */
  campaignId: z.string(),
  entries: z.array(ThreadEntrySchema),
  unread: z.number().int(),
});
export type TaskThread = z.infer<typeof TaskThreadSchema>;

/** `GET /api/admin/queues/messages`: a task whose creator's latest messages wait for an answer. */
export const MessageQueueItemSchema = z.object({
  taskId: z.string(),
  campaignTitle: z.string(),
  influencerName: z.string(),
  /** When the oldest unanswered message was sent (ISO). */
  waitingSince: z.string(),
  /** The creator's messages not yet read by the brand side. */
  unread: z.number().int(),
  /** The start of the latest creator message, to show in the list. */
  preview: z.string(),
});
export type MessageQueueItem = z.infer<typeof MessageQueueItemSchema>;
