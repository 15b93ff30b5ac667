import type { FastifyInstance } from 'fastify';
import { signInsApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { listSignIns } from './sign-ins.service.ts';

/** The signed-in person's own sign-in history. */
export async function signInsRoutes(app: FastifyInstance, options: { db: Db }) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });
  addEndpoint(app, signInsApi.list, {
    handler: (request) => listSignIns(options.db, currentUser(request).id, request.query),
  });
}
