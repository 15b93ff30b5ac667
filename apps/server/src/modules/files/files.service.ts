import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { endpointUrl, filesApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-error.ts';
import { readClaims, signClaims } from '../../lib/signed-token.ts';
import type { BlobStore } from '../uploads/blob-store.ts';
import { isBanned } from '../users/users.service.ts';

/** Download links live at most a day; SPEC §5: a negative lifetime is refused. */
export const MAX_LINK_SECONDS = 24 * 60 * 60;

// File links were signed before tokens had purposes: theirs is none, so links given out still work.
const FILE_LINK_PURPOSE = '';

/** How long a link asked to live `requestedSeconds` really lives: at most MAX_LINK_SECONDS. */
export function linkLifetime(requestedSeconds: number): number {
  if (requestedSeconds < 0) throw badRequest('link-lifetime-negative');
  return Math.min(requestedSeconds, MAX_LINK_SECONDS);
}

/**
 * A link to a file that works without a session until it expires: `{payload}.{signature}`. It
 * lives at most `linkLifetime(expiresInSeconds)` seconds (less the part of a second its expiry,
 * in whole seconds, is rounded down by). A link given to a user (`holder`) dies with their ban.
 */
export function signedFileToken(
  secret: string,
  key: string,
  expiresInSeconds: number,
  holder: string | null = null,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + linkLifetime(expiresInSeconds);
  const claims = holder ? { k: key, e: expires, h: holder } : { k: key, e: expires };
  return signClaims(secret, FILE_LINK_PURPOSE, claims);
}

/** The address of a signed link: `signedFileToken`'s token in the download route's path. */
export const signedFileUrl = (...token: Parameters<typeof signedFileToken>): string =>
  endpointUrl(filesApi.signedFile, { params: { token: signedFileToken(...token) } });

interface FileLink {
  key: string;
  /** The user the link was given to, when it was given to one. */
  holder: string | null;
}

/** The key (and holder) of a valid, unexpired link; null for anything forged, altered or expired. */
export function verifyFileToken(secret: string, token: string, now = Date.now()): FileLink | null {
  const claims = readClaims(secret, FILE_LINK_PURPOSE, token);
  if (!claims || typeof claims.k !== 'string' || typeof claims.e !== 'number' || claims.e * 1000 < now) return null;
  return { key: claims.k, holder: typeof claims.h === 'string' ? claims.h : null };
}

/** "Gone" (410) for a file whose bytes retention deleted: its row stays, so the work says so. */
const erased = () => HttpError.of(410, 'file-erased');

/** A finished file the caller may read: their own, or any file for an admin; gone once retention deleted it. */
export async function readableFile(db: Db, key: string, caller: { id: string; role: string }) {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.key, key), isNotNull(files.completedAt)));
  if (!file || (file.ownerId !== caller.id && caller.role !== 'admin')) throw notFound('file-not-found');
  if (file.erasedAt) throw erased();
  return file;
}

const IMAGE_SIGNATURES: { type: string; test: (head: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    test: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', test: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff },
  { type: 'image/gif', test: (head) => head.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    type: 'image/webp',
    test: (head) =>
      head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** How many first bytes `sniffImageType` needs. */
export const SNIFF_BYTES = 12;

/** The image type a file's first bytes show (never what the uploader claimed), or null. */
export function sniffImageType(head: Buffer): string | null {
  return IMAGE_SIGNATURES.find((signature) => signature.test(head))?.type ?? null;
}

/** The type of a stored file when it is an image, or null (also when there is no such file). */
export async function storedImageType(store: BlobStore, key: string): Promise<string | null> {
  const head = await store.head(key, SNIFF_BYTES);
  return head ? sniffImageType(head) : null;
}

/**
 * Sends a stored file as every download is sent: an image inline with its sniffed type, anything
 * else as an attachment, never sniffed by the browser.
 */
export async function sendFile(reply: FastifyReply, store: BlobStore, file: { key: string; fileName: string }) {
  // The type first: a stream opened before a failing check would hang on to its connection.
  const imageType = await storedImageType(store, file.key);
  const content = await store.read(file.key);
  if (!content) throw notFound('file-not-found');
  reply.header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=300');
  if (imageType) {
    reply.type(imageType);
  } else {
    reply
      .type('application/octet-stream')
      .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`);
  }
  return reply.send(content);
}

/**
 * The finished file a valid link names, while its holder is not banned; "not found" otherwise, and
 * "gone" once retention deleted its bytes.
 */
export async function fileForLink(db: Db, secret: string, token: string) {
  const link = verifyFileToken(secret, token);
  if (!link) throw notFound('file-not-found');
  const [file] = await db
    .select({ fileName: files.fileName, erasedAt: files.erasedAt })
    .from(files)
    .where(and(eq(files.key, link.key), isNotNull(files.completedAt)));
  if (!file || (link.holder && (await isBanned(db, link.holder)))) throw notFound('file-not-found');
  if (file.erasedAt) throw erased();
  return { key: link.key, fileName: file.fileName };
}
