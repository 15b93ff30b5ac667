import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminMessagesApi, messagesApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { anyTask, creatorsTask, markRead, messageQueue, readThread, sendMessage } from './messages.service.ts';

/**
 * Sending is limited on its own, instead of the general per-address limit: 30 messages a minute
 * per signed-in user (the route's own counter), as a message is cheap to send in a loop. Counted
 * per user, not per address: creators on one mobile carrier's NAT or one office's line share an
 * address, and one of them sending fast must not silence the others.
 */
const SEND_LIMIT = {
  rateLimit: { max: 30, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => currentUser(request).id },
};

/** The conversation of the caller's own task with the brand; anyone else's task is 404. */
export async function messagesRoutes(app: FastifyInstance, options: { db: Db; secret: string }) {
  const { db, secret } = options;
  const creator = (userId: string) => ({ userId, side: 'creator' as const });

  addEndpoint(app, messagesApi.thread, {
    handler: async (request) => {
      const { id } = currentUser(request);
      return readThread(db, secret, await creatorsTask(db, id, request.params.taskId), creator(id));
    },
  });
  addEndpoint(app, messagesApi.send, {
    config: SEND_LIMIT,
    handler: async (request) => {
      const { id } = currentUser(request);
      const task = await creatorsTask(db, id, request.params.taskId);
      return sendMessage(db, secret, task, creator(id), request.body);
    },
  });
  addEndpoint(app, messagesApi.read, {
    handler: async (request) => {
      const task = await creatorsTask(db, currentUser(request).id, request.params.taskId);
      await markRead(db, task.id, 'creator');
    },
  });
}

/** The same conversation for campaign managers (one brand side), and the queue of creators waiting for an answer. */
export async function adminMessagesRoutes(app: FastifyInstance, options: { db: Db; secret: string }) {
  const { db, secret } = options;
  const brand = (userId: string) => ({ userId, side: 'brand' as const });

  addEndpoint(app, adminMessagesApi.queue, { handler: (request) => messageQueue(db, request.query) });
  addEndpoint(app, adminMessagesApi.thread, {
    handler: async (request) =>
      readThread(db, secret, await anyTask(db, request.params.taskId), brand(currentUser(request).id)),
  });
  addEndpoint(app, adminMessagesApi.send, {
    config: SEND_LIMIT,
    handler: async (request) => {
      const task = await anyTask(db, request.params.taskId);
      return sendMessage(db, secret, task, brand(currentUser(request).id), request.body);
    },
  });
  addEndpoint(app, adminMessagesApi.read, {
    handler: async (request) => {
      const task = await anyTask(db, request.params.taskId);
      await markRead(db, task.id, 'brand');
    },
  });
}
