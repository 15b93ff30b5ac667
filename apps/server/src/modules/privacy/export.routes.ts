import type { FastifyInstance } from 'fastify';
import { privacyExportApi } from '@portal/domain/api';
import { dataExportFileName } from '@portal/domain/privacy';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/bearer.ts';
import type { BlobStore } from '../uploads/blob-store.ts';
import { dataExportFile, listDataExports, requestDataExport } from './export.service.ts';

/** "Download my data": the signed-in creator asks for a copy of their data, sees their exports, and fetches theirs alone. */
export async function dataExportRoutes(app: FastifyInstance, options: { db: Db; store: BlobStore; clock: Clock }) {
  const { db, store, clock } = options;

  addEndpoint(app, privacyExportApi.request, {
    handler: (request) => requestDataExport(db, currentUser(request).id, clock()),
  });

  addEndpoint(app, privacyExportApi.list, {
    handler: (request) => listDataExports(db, currentUser(request).id, clock()),
  });

  addEndpoint(app, privacyExportApi.file, {
    hide: true,
    produces: ['application/zip'],
    handler: async (request, reply) => {
      const file = await dataExportFile(db, currentUser(request).id, request.params.exportId, clock());
      const content = await store.read(file.fileKey);
      if (!content) throw notFound('data-export-not-found');
      reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${dataExportFileName(file.requestedAt)}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff');
      if (file.sizeBytes !== null) reply.header('content-length', file.sizeBytes);
      return reply.send(content);
    },
  });
}
