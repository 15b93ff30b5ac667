import { z } from 'zod';
import { CreatorProfileSchema, TaskRatingAnswerSchema, TaskRatingInputSchema } from '../admin/index.ts';
import { admin, noContent, taskParams } from './admin-endpoint.ts';
import { defineEndpoint } from './endpoint.ts';

/** The back office's calls about one creator: their profile and history, and the ratings of their work. */
export const adminCreatorsApi = {
  profile: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/influencers/:userId/profile',
    summary:
      "A creator's profile (no payout details, bank or ID numbers) and their history on every campaign: each task's " +
      'status, dates, on time or late, revisions asked and rating; with their on-time rate, average revisions and ' +
      'average rating. 404 for anyone but an influencer.',
    params: z.object({ userId: z.string().min(1).max(64) }),
    response: { status: 200, schema: CreatorProfileSchema },
  }),
  rating: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/tasks/:taskId/rating',
    summary: "The managers' latest rating of the work on a task (null while none); never shown to its creator",
    params: taskParams,
    response: { status: 200, schema: TaskRatingAnswerSchema },
  }),
  rate: defineEndpoint({
    ...admin,
    method: 'PUT',
    path: '/api/admin/tasks/:taskId/rating',
    summary:
      'Rate the work on a task, 1 to 5 stars with an optional remark, once it is approved (409 before); the latest ' +
      'rating replaces any earlier one.',
    params: taskParams,
    body: TaskRatingInputSchema,
    response: noContent,
  }),
};
