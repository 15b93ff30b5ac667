import { z } from 'zod';
import { SentWorkSchema } from '../admin/sent-work.ts';
import {
  AcceptTaskSchema,
  ApplyToInviteSchema,
  DeadlineExtensionSchema,
  DraftSubmissionSchema,
  FinalSubmissionSchema,
  InviteSchema,
  ReapplySchema,
  ExtensionRequestSchema,
  ReportSubmissionSchema,
  TaskExtensionsSchema,
  TaskSchema,
} from '../tasks/index.ts';
import { defineEndpoint } from './endpoint.ts';
import { LookupIdSchema } from './ids.ts';

const tasks = { tags: ['tasks'], access: 'signed-in' } as const;
const submissions = { tags: ['submissions'], access: 'signed-in' } as const;
const answersTask = { status: 200, schema: TaskSchema } as const;

/** The creator's tasks and invites (SPEC §7); every call reaches the caller's own tasks only. */
export const tasksApi = {
  list: defineEndpoint({
    ...tasks,
    method: 'GET',
    path: '/api/task',
    summary: "The creator's tasks, newest first",
    response: { status: 200, schema: z.array(TaskSchema) },
  }),
  get: defineEndpoint({
    ...tasks,
    method: 'GET',
    path: '/api/task/taskId',
    summary: 'One task with its campaign',
    query: z.object({ taskId: LookupIdSchema }),
    response: answersTask,
  }),
  invite: defineEndpoint({
    ...tasks,
    method: 'GET',
    path: '/api/invite',
    summary: "An invite, with the creator's status in its campaign",
    query: z.object({ inviteId: LookupIdSchema }),
    response: { status: 200, schema: InviteSchema },
  }),
  publicInvite: defineEndpoint({
    tags: ['tasks'],
    access: 'public',
    method: 'GET',
    path: '/api/public/invite',
    summary: 'The public preview of an open-application link',
    query: z.object({ inviteId: LookupIdSchema }),
    response: { status: 200, schema: InviteSchema },
  }),
  accept: defineEndpoint({
    ...tasks,
    method: 'PUT',
    path: '/api/task/accept',
    summary: 'Accept a SELECTED task',
    body: AcceptTaskSchema,
    response: answersTask,
  }),
  applyToInvite: defineEndpoint({
    ...tasks,
    method: 'POST',
    path: '/api/task/invite/accept',
    summary: 'Apply through an invite',
    body: ApplyToInviteSchema,
    response: answersTask,
  }),
  reapply: defineEndpoint({
    ...tasks,
    method: 'PUT',
    path: '/api/task/reapply',
    summary: 'Reapply after an application rejection',
    body: ReapplySchema,
    response: answersTask,
  }),
};

/** Deadline extensions of the caller's own tasks. */
export const extensionsApi = {
  list: defineEndpoint({
    ...tasks,
    method: 'GET',
    path: '/api/task/extension',
    summary: "A task's deadline extension requests, newest first, and when it expired",
    query: z.object({ taskId: LookupIdSchema }),
    response: { status: 200, schema: TaskExtensionsSchema },
  }),
  request: defineEndpoint({
    ...tasks,
    method: 'POST',
    path: '/api/task/extension',
    summary:
      'Ask for a later deadline, with a reason: from ACCEPTED or REJECTED, or within 7 days after the task ' +
      'expired; one request waiting at a time (409 otherwise)',
    body: ExtensionRequestSchema,
    response: { status: 200, schema: DeadlineExtensionSchema },
  }),
};

/** Proof of work (SPEC §7): final submissions, drafts and reports of the caller's own tasks. */
export const submissionsApi = {
  submit: defineEndpoint({
    ...submissions,
    method: 'PUT',
    path: '/api/task/submit',
    summary: 'Submit the final proof of work',
    body: FinalSubmissionSchema,
    response: answersTask,
  }),
  draft: defineEndpoint({
    ...submissions,
    method: 'PUT',
    path: '/api/task/draft',
    summary: 'Submit a draft for approval',
    body: DraftSubmissionSchema,
    response: answersTask,
  }),
  report: defineEndpoint({
    ...submissions,
    method: 'PUT',
    path: '/api/task/submit/report',
    summary: 'Submit the report of an approved task',
    body: ReportSubmissionSchema,
    response: answersTask,
  }),
  history: defineEndpoint({
    ...submissions,
    method: 'GET',
    path: '/api/task/history',
    summary: 'Every draft, submission and report of one of your tasks, newest first, with signed file links',
    query: z.object({ taskId: LookupIdSchema }),
    response: { status: 200, schema: SentWorkSchema },
  }),
};
