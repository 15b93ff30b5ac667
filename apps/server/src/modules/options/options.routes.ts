import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChatGroupSchema,
  CountryListOptionSchema,
  OptionSchema,
  PublicConfigSchema,
  StateOptionSchema,
} from '@portal/domain/options';
import type { Db } from '../../db/client.ts';
import { findChatGroup, listBanks, listCountries, listLanguages, listRaces, listStates } from './options.service.ts';

/** Reference data changes only with a migration: browsers and CDNs may keep it a few minutes. */
const CACHE_FOR_FIVE_MINUTES = 'public, max-age=300';

/** Reference data and settings anyone may read, signed in or not. */
export async function optionsRoutes(app: FastifyInstance, options: { db: Db; supportEmail: string }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const list = <T extends z.ZodType>(path: string, summary: string, item: T, load: (db: Db) => Promise<z.infer<T>[]>) =>
    routes.get(`/api/public/options/${path}`, {
      schema: { tags: ['options'], summary, response: { 200: z.array(item) } },
      handler: async (_request, reply) => {
        reply.header('cache-control', CACHE_FOR_FIVE_MINUTES);
        return load(options.db);
      },
    });

  list('countries', 'Countries users may pick', OptionSchema, listCountries);
  list('states', 'States of every country, each naming its country', StateOptionSchema, listStates);
  list('banks', 'Banks, each with the countries it is offered in', CountryListOptionSchema, listBanks);
  list('languages', 'Languages, each with its countries', CountryListOptionSchema, listLanguages);
  list('races', 'Ethnic groups, each with its countries', CountryListOptionSchema, listRaces);

  routes.get('/api/public/options/telegram', {
    schema: {
      tags: ['options'],
      summary: 'The community chat group of a country (value is null when it has none)',
      querystring: z.object({ country: z.string().trim().min(1, 'Please select country field').max(100) }),
      response: { 200: ChatGroupSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', CACHE_FOR_FIVE_MINUTES);
      return findChatGroup(options.db, request.query.country);
    },
  });

  routes.get('/api/public/config', {
    schema: {
      tags: ['options'],
      summary: 'Settings the web app shows to users',
      response: { 200: PublicConfigSchema },
    },
    handler: async () => ({ supportEmail: options.supportEmail }),
  });
}
