import fsp from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { dataExports } from '../../db/schema/privacy.ts';
import { i18nFor } from '../../lib/i18n.ts';
import type { JobDefinition } from '../../lib/jobs.ts';
import { queueMail } from '../../lib/queued-mails.ts';
import { addAccountNotice } from '../notifications/notification-centre.service.ts';
import type { PushChannel } from '../notifications/push-channel.ts';
import type { BlobStore } from '../uploads/blob-store.ts';
import { withExportArchive } from './export-archive.ts';
import { collectExportData } from './export-data.ts';
import { dataExportReadyMail, dataExportReadyPush } from './export-mail.ts';
import {
  claimPendingExport,
  EXPORT_CLAIM_SECONDS,
  EXPORT_LIFETIME_MS,
  exportFileKey,
  markExportFailed,
  renewClaim,
} from './export.service.ts';

export interface ExportBuildOptions {
  publicUrl: string;
  /** Web Push to the creator's devices, when the instance offers it. */
  push?: PushChannel;
  log?: Logger;
  isStopped?: () => boolean;
}

/** A builder renews its claim this often: three chances before it would run out. */
const RENEW_EVERY_MS = (EXPORT_CLAIM_SECONDS * 1000) / 4;

/**
 * Builds the pending exports one after the other until none is left (or `isStopped`): each is
 * claimed (export.service.ts), its ZIP written to a temporary file and stored under
 * `exports/<userId>/<exportId>.zip`, then marked ready, to expire EXPORT_LIFETIME_MS later, in
 * the transaction that queues the creator's e-mail (the outbox sends it, in their language) and
 * adds the news to their notification centre; a push to their devices follows. Only the builder
 * that moves it from pending tells them, so an export built twice (a claim lost to a stalled
 * instance) is told once, and its ZIP, under the same key, is the same. An export whose build fails is marked failed: its creator may ask again.
 * Answers how many were made ready.
 */
export async function buildPendingExports(db: Db, store: BlobStore, options: ExportBuildOptions): Promise<number> {
  const { log, push } = options;
  let built = 0;
  while (!options.isStopped?.()) {
    const claimed = await claimPendingExport(db);
    if (!claimed) break;
    const { id, userId } = claimed;
    const renewing = setInterval(() => {
      renewClaim(db, id).catch((error: unknown) => log?.warn({ err: error, exportId: id }, 'export claim not renewed'));
    }, RENEW_EVERY_MS);
    renewing.unref();
    try {
      const data = await collectExportData(db, userId);
      const catalogue = await i18nFor(data.locale);
      const fileKey = exportFileKey(userId, id);
      const sizeBytes = await withExportArchive(data, store, catalogue, new Date(), async (zipPath) => {
        await store.saveFile(fileKey, zipPath, 'application/zip');
        return (await fsp.stat(zipPath)).size;
      });
      clearInterval(renewing);
      const readyAt = new Date();
      const expiresAt = new Date(readyAt.getTime() + EXPORT_LIFETIME_MS);
      const ready = await db.transaction(async (tx) => {
        const moved = await tx
          .update(dataExports)
          .set({ status: 'ready', readyAt, expiresAt, fileKey, sizeBytes })
          .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')))
          .returning({ id: dataExports.id });
        if (moved.length === 0) return false;
        await queueMail(tx, dataExportReadyMail(data, expiresAt, catalogue, options.publicUrl));
        await addAccountNotice(tx, userId, 'data-export-ready', { expiresAt: expiresAt.toISOString() });
        return true;
      });
      if (!ready) continue;
      built += 1;
      log?.info({ exportId: id, sizeBytes }, 'data export ready');
      await push
        ?.deliver(userId, dataExportReadyPush(id, expiresAt, catalogue))
        .catch((error: unknown) => log?.warn({ err: error, exportId: id }, 'data export push not sent'));
    } catch (error) {
      log?.error({ err: error, exportId: id }, 'data export failed');
      await markExportFailed(db, id);
    } finally {
      clearInterval(renewing);
    }
  }
  return built;
}

/** `buildPendingExports` every `everySeconds` (DATA_EXPORT_POLL_SECONDS). */
export function dataExportJob(
  db: Db,
  store: BlobStore,
  log: Logger,
  options: { publicUrl: string; push?: PushChannel; everySeconds: number },
): JobDefinition {
  return {
    name: 'privacy.export',
    schedule: { everySeconds: options.everySeconds },
    run: async ({ isStopped }) => {
      await buildPendingExports(db, store, { publicUrl: options.publicUrl, push: options.push, log, isStopped });
    },
  };
}
