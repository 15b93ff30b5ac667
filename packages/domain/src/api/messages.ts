import { z } from 'zod';
import { pageOf } from '../admin/pagination.ts';
import { MessageQueueItemSchema, NewMessageSchema, TaskThreadSchema, ThreadEntrySchema } from '../messages/index.ts';
import { defineEndpoint } from './endpoint.ts';
import { LookupIdSchema } from './ids.ts';

const creator = { tags: ['messages'], access: 'signed-in' } as const;
const admin = { tags: ['admin', 'messages'], access: 'admin' } as const;
/** A creator's task id as the other task calls take it: anything else than one of theirs is 404. */
const creatorTask = z.object({ taskId: LookupIdSchema });
const adminTask = z.object({ taskId: z.uuid() });

/** The conversation of one of the caller's own tasks with the campaign's managers. */
export const messagesApi = {
  thread: defineEndpoint({
    ...creator,
    method: 'GET',
    path: '/api/task/:taskId/thread',
    summary: "The task's messages and its own steps, oldest first, with signed file links",
    params: creatorTask,
    response: { status: 200, schema: TaskThreadSchema },
  }),
  send: defineEndpoint({
    ...creator,
    method: 'POST',
    path: '/api/task/:taskId/messages',
    summary: 'Send a message to the brand; a resend with the same clientKey answers the first message',
    params: creatorTask,
    body: NewMessageSchema,
    response: { status: 200, schema: ThreadEntrySchema },
  }),
  read: defineEndpoint({
    ...creator,
    method: 'POST',
    path: '/api/task/:taskId/thread/read',
    summary: "Mark the brand's messages on the task read",
    params: creatorTask,
    response: { status: 204 },
  }),
};

/** The same conversation from the brand's side (every campaign manager is one side), and its queue. */
export const adminMessagesApi = {
  thread: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/tasks/:taskId/thread',
    summary: "The task's messages and its own steps, oldest first, with signed file links",
    params: adminTask,
    response: { status: 200, schema: TaskThreadSchema },
  }),
  send: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/tasks/:taskId/messages',
    summary: 'Answer the creator as the brand (e-mailed to them); a resend with the same clientKey answers the first',
    params: adminTask,
    body: NewMessageSchema,
    response: { status: 200, schema: ThreadEntrySchema },
  }),
  read: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/tasks/:taskId/thread/read',
    summary: "Mark the creator's messages on the task read for the brand side",
    params: adminTask,
    response: { status: 204 },
  }),
  queue: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/queues/messages',
    summary: "Tasks whose creator's latest message waits for an answer, the oldest waiting first",
    query: z.object({
      page: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(25),
    }),
    response: { status: 200, schema: pageOf(MessageQueueItemSchema) },
  }),
};
