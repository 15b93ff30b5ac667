import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@portal/domain/api';
import { AcceptTaskSchema, ApplyToInviteSchema, InviteSchema, ReapplySchema, TaskSchema } from '@portal/domain/tasks';
import type { Db } from '../../db/client.ts';
import { ERROR_RESPONSES } from '../../lib/error-responses.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { applyToInvite, findInvite } from './invitations.service.ts';
import { acceptTask, findTask, listTasks, reapply } from './tasks.service.ts';

const signedIn = { tags: ['tasks'], security: [{ bearer: [] }] };
const idParameter = z.string().trim().min(1).max(64);

/** The creator's tasks and invites (SPEC §7); every call reaches the caller's own tasks only. */
export async function tasksRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/task', {
    schema: {
      ...signedIn,
      summary: "The creator's tasks, newest first",
      response: { 200: z.array(TaskSchema), ...ERROR_RESPONSES },
    },
    handler: (request) => listTasks(db, currentUser(request).id),
  });

  routes.get('/api/task/taskId', {
    schema: {
      ...signedIn,
      summary: 'One task with its campaign',
      querystring: z.object({ taskId: idParameter }),
      response: { 200: TaskSchema, ...ERROR_RESPONSES },
    },
    handler: (request) => findTask(db, currentUser(request).id, request.query.taskId),
  });

  routes.get('/api/invite', {
    schema: {
      ...signedIn,
      summary: "An invite, with the creator's status in its campaign",
      querystring: z.object({ inviteId: idParameter }),
      response: { 200: InviteSchema, ...ERROR_RESPONSES },
    },
    handler: (request) => findInvite(db, request.query.inviteId, currentUser(request).id),
  });

  routes.put('/api/task/accept', {
    schema: {
      ...signedIn,
      summary: 'Accept a SELECTED task',
      body: AcceptTaskSchema,
      response: { 200: TaskSchema, ...ERROR_RESPONSES },
    },
    handler: (request) => acceptTask(db, currentUser(request).id, request.body.task, request.body.screeningResponses),
  });

  routes.post('/api/task/invite/accept', {
    schema: {
      ...signedIn,
      summary: 'Apply through an invite',
      body: ApplyToInviteSchema,
      response: { 200: TaskSchema, ...ERROR_RESPONSES },
    },
    handler: (request) =>
      applyToInvite(db, currentUser(request).id, request.body.invite, request.body.screeningResponses),
  });

  routes.put('/api/task/reapply', {
    schema: {
      ...signedIn,
      summary: 'Reapply after an application rejection',
      body: ReapplySchema,
      response: { 200: TaskSchema, ...ERROR_RESPONSES },
    },
    handler: (request) => reapply(db, currentUser(request).id, request.body.task),
  });
}

/** An open-application link's preview, for anyone (SPEC §7). */
export async function publicTasksRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/public/invite', {
    schema: {
      tags: ['tasks'],
      summary: 'The public preview of an open-application link',
      querystring: z.object({ inviteId: idParameter }),
      response: { 200: InviteSchema, 404: ApiErrorSchema },
    },
    handler: (request) => findInvite(db, request.query.inviteId, null),
  });
}
