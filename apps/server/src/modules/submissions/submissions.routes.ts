import type { FastifyInstance } from 'fastify';
import { submissionsApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { sentWork } from '../review/admin-task.service.ts';
import { findTask } from '../tasks/tasks.service.ts';
import { submitDraft, submitFinal, submitReport } from './submissions.service.ts';

/** Proof of work (SPEC §7): final submissions, drafts and reports of the caller's own tasks. */
export async function submissionsRoutes(app: FastifyInstance, options: { db: Db; secret: string; clock: Clock }) {
  const { db, secret, clock } = options;

  addEndpoint(app, submissionsApi.submit, {
    handler: (request) => submitFinal(db, currentUser(request).id, request.body.newSubmission),
  });
  addEndpoint(app, submissionsApi.draft, {
    handler: (request) => submitDraft(db, currentUser(request).id, request.body.newSubmission),
  });
  addEndpoint(app, submissionsApi.report, {
    handler: (request) => submitReport(db, currentUser(request).id, request.body.newSubmission, clock()),
  });
  addEndpoint(app, submissionsApi.history, {
    handler: async (request) => {
      // Answers 404 for anyone else's task, as every task call does.
      const task = await findTask(db, currentUser(request).id, request.query.taskId);
      return sentWork(db, secret, task.id);
    },
  });
}
