import type { FastifyInstance } from 'fastify';
import { notificationsApi, unsubscribeApi } from '@portal/domain/api';
import type { Db } from '../../db/client.ts';
import { addEndpoint } from '../../lib/endpoint.ts';
import { badRequest } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/bearer.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationPreferences,
  saveNotificationPreferences,
  turnOffEmail,
  unreadCount,
} from './notification-centre.service.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

/** The signed-in creator's notification centre and choices: only ever their own. */
export async function notificationsRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  addEndpoint(app, notificationsApi.list, {
    handler: (request) => listNotifications(db, currentUser(request).id, request.query),
  });
  addEndpoint(app, notificationsApi.unread, {
    handler: async (request) => ({ unread: await unreadCount(db, currentUser(request).id) }),
  });
  addEndpoint(app, notificationsApi.read, {
    handler: (request) => markNotificationRead(db, currentUser(request).id, request.params.eventId),
  });
  addEndpoint(app, notificationsApi.readAll, {
    handler: (request) => markAllNotificationsRead(db, currentUser(request).id),
  });
  addEndpoint(app, notificationsApi.preferences, {
    handler: (request) => notificationPreferences(db, currentUser(request).id),
  });
  addEndpoint(app, notificationsApi.savePreferences, {
    handler: (request) => saveNotificationPreferences(db, currentUser(request).id, request.body),
  });
}

/** Unsubscribing is limited per address on its own: each try checks a signature. */
const UNSUBSCRIBE_LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };

/**
 * The one-click unsubscribe of the notification e-mails (RFC 8058): the signed token is the
 * permission. A GET only tells which kind the link is for (mail scanners open links); a POST,
 * from the mail client's unsubscribe button or the page's confirm button, turns it off.
 */
export async function unsubscribeRoutes(app: FastifyInstance, options: { db: Db; secret: string }) {
  const { db, secret } = options;
  // RFC 8058: the mail client posts `List-Unsubscribe=One-Click` as a form; the link says all there is to say.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { bodyLimit: 1024 }, (_request, _payload, done) => done(null));
  }
  const claimOf = (token: string) => {
    const claim = readUnsubscribeToken(secret, token);
    if (!claim) throw badRequest('unsubscribe-link-invalid');
    return claim;
  };

  addEndpoint(app, unsubscribeApi.show, {
    config: UNSUBSCRIBE_LIMIT,
    handler: (request) => ({ kind: claimOf(request.params.token).kind }),
  });
  addEndpoint(app, unsubscribeApi.confirm, {
    config: UNSUBSCRIBE_LIMIT,
    handler: async (request) => {
      const claim = claimOf(request.params.token);
      if (!(await turnOffEmail(db, claim.userId, claim.kind))) throw badRequest('unsubscribe-link-invalid');
      return { kind: claim.kind };
    },
  });
}
