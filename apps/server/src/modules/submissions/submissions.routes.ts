import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DraftSubmissionSchema, FinalSubmissionSchema, ReportSubmissionSchema, TaskSchema } from '@portal/domain/tasks';
import type { Db } from '../../db/client.ts';
import { ERROR_RESPONSES } from '../../lib/error-responses.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { submitDraft, submitFinal, submitReport } from './submissions.service.ts';

const signedIn = { tags: ['submissions'], security: [{ bearer: [] }] };

/** Proof of work (SPEC §7): final submissions, drafts and reports of the caller's own tasks. */
export async function submissionsRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.put('/api/task/submit', {
    schema: {
      ...signedIn,
      summary: 'Submit the final proof of work',
      body: FinalSubmissionSchema,
      response: { 200: TaskSchema, ...ERROR_RESPONSES },
    },
    onRequest: app.authenticate,
    handler: (request) => submitFinal(db, currentUser(request).id, request.body.newSubmission),
  });

  routes.put('/api/task/draft', {
    schema: {
      ...signedIn,
      summary: 'Submit a draft for approval',
      body: DraftSubmissionSchema,
      response: { 200: TaskSchema, ...ERROR_RESPONSES },
    },
    onRequest: app.authenticate,
    handler: (request) => submitDraft(db, currentUser(request).id, request.body.newSubmission),
  });

  routes.put('/api/task/submit/report', {
    schema: {
      ...signedIn,
      summary: 'Submit the report of an approved task',
      body: ReportSubmissionSchema,
      response: { 200: TaskSchema, ...ERROR_RESPONSES },
    },
    onRequest: app.authenticate,
    handler: (request) => submitReport(db, currentUser(request).id, request.body.newSubmission),
  });
}
