import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OptionSchema, PublicConfigSchema } from '@portal/domain/options';
import type { Db } from '../../db/client.ts';
import { listCountries } from './options.service.ts';

/** Reference data and settings anyone may read, signed in or not. */
export async function optionsRoutes(app: FastifyInstance, options: { db: Db; supportEmail: string }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/public/options/countries', {
    schema: { tags: ['options'], summary: 'Countries users may pick', response: { 200: z.array(OptionSchema) } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return listCountries(options.db);
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
