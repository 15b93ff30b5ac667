import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SentWorkSchema } from '@portal/domain/admin';
import { DraftSubmissionSchema, FinalSubmissionSchema, ReportSubmissionSchema, TaskSchema } from '@portal/domain/tasks';
import type { Db } from '../../db/client.ts';
import { ERROR_RESPONSES } from '../../lib/error-responses.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { sentWork } from '../review/review.service.ts';
import { findTask } from '../tasks/tasks.service.ts';
import { submitDraft, submitFinal, submitReport } from './submissions.service.ts';

const signedIn = { tags: ['submissions'], security: [{ bearer: [] }] };

/** Proof of work (SPEC §7): final submissions, drafts and reports of the caller's own tasks. */
export async function submissionsRoutes(app: FastifyInstance, options: { db: Db; secret: string }) {
  const { db, secret } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.put('/api/task/submit', {
    schema: {
      ...signedIn,
      summary: 'Submit the final proof of work',
      body: FinalSubmissionSchema,
      response: { 200: TaskSchema, ...ERROR_RESPONSES },
    },
    handler: (request) => submitFinal(db, currentUser(request).id, request.body.newSubmission),
  });

  routes.put('/api/task/draft', {
    schema: {
      ...signedIn,
      summary: 'Submit a draft for approval',
      body: DraftSubmissionSchema,
      response: { 200: TaskSchema, ...ERROR_RESPONSES },
    },
    handler: (request) => submitDraft(db, currentUser(request).id, request.body.newSubmission),
  });

  routes.put('/api/task/submit/report', {
    schema: {
      ...signedIn,
      summary: 'Submit the report of an approved task',
      body: ReportSubmissionSchema,
      response: { 200: TaskSchema, ...ERROR_RESPONSES },
    },
    handler: (request) => submitReport(db, currentUser(request).id, request.body.newSubmission),
  });

  routes.get('/api/task/history', {
    schema: {
      ...signedIn,
      summary: 'Every draft, submission and report of one of your tasks, newest first, with signed file links',
      querystring: z.object({ taskId: z.string().trim().min(1).max(64) }),
      response: { 200: SentWorkSchema, ...ERROR_RESPONSES },
    },
    handler: async (request) => {
      // Answers 404 for anyone else's task, as every task call does.
      const task = await findTask(db, currentUser(request).id, request.query.taskId);
      return sentWork(db, secret, task.id);
    },
  });
}
