import type { FastifyInstance } from 'fastify';
import { tasksApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { applyToInvite, findInvite } from './invitations.service.ts';
import { acceptTask, findTask, reapply } from './tasks.service.ts';

/** The creator's tasks and invites (SPEC §7); every call reaches the caller's own tasks only. */
export async function tasksRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;

  addEndpoint(app, tasksApi.list, {
    handler: (request, reply) => app.taskLists.send(request, reply, currentUser(request).id),
  });
  addEndpoint(app, tasksApi.get, {
    handler: (request) => findTask(db, currentUser(request).id, request.query.taskId),
  });
  addEndpoint(app, tasksApi.invite, {
    handler: (request) => findInvite(db, request.query.inviteId, currentUser(request).id),
  });
  addEndpoint(app, tasksApi.accept, {
    handler: (request) => {
      const { task, screeningResponses, shownTerms } = request.body;
      return acceptTask(db, currentUser(request).id, task, screeningResponses, shownTerms);
    },
  });
  addEndpoint(app, tasksApi.applyToInvite, {
    handler: (request) => applyToInvite(db, currentUser(request).id, request.body.invite, request.body),
  });
  addEndpoint(app, tasksApi.reapply, {
    handler: (request) => reapply(db, currentUser(request).id, request.body.task, request.body.shownTerms),
  });
}

/** An open-application link's preview, for anyone (SPEC §7). */
export async function publicTasksRoutes(app: FastifyInstance, options: { db: Db }) {
  addEndpoint(app, tasksApi.publicInvite, {
    handler: (request) => findInvite(options.db, request.query.inviteId, null),
  });
}
