import type { FastifyInstance, FastifyReply } from 'fastify';
import { optionsApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { findChatGroup, listBanks, listCountries, listLanguages, listRaces, listStates } from './options.service.ts';

/** Reference data changes only with a migration: browsers and CDNs may keep it a few minutes. */
const cacheForFiveMinutes = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=300');

/** Reference data and settings anyone may read, signed in or not. */
export async function optionsRoutes(app: FastifyInstance, options: { db: Db; supportEmail: string }) {
  const { db } = options;
  const list = <Item>(load: (db: Db) => Promise<Item[]>) => ({
    handler: async (_request: unknown, reply: FastifyReply) => {
      cacheForFiveMinutes(reply);
      return load(db);
    },
  });

  addEndpoint(app, optionsApi.countries, list(listCountries));
  addEndpoint(app, optionsApi.states, list(listStates));
  addEndpoint(app, optionsApi.banks, list(listBanks));
  addEndpoint(app, optionsApi.languages, list(listLanguages));
  addEndpoint(app, optionsApi.races, list(listRaces));

  addEndpoint(app, optionsApi.chatGroup, {
    handler: async (request, reply) => {
      cacheForFiveMinutes(reply);
      return findChatGroup(db, request.query.country);
    },
  });

  addEndpoint(app, optionsApi.config, { handler: () => ({ supportEmail: options.supportEmail }) });
}
