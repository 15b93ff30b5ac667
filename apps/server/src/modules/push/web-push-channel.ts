import { eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { PushPayload } from '@portal/domain/notifications';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';
import type { PushChannel } from '../notifications/push-channel.ts';
import type { VapidDetails } from './vapid-keys.ts';

/** A push service keeps an undelivered message this long (the device is off): a day-old notice is still worth seeing. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that has not answered by then counts as failed for this event. */
const PUSH_TIMEOUT_MS = 10_000;
/** The push service's answers that say the subscription is gone for good (RFC 8030 §7.3; some answer 404). */
const GONE = new Set([404, 410]);

/**
 * Web Push to every device the person subscribed: the payload encrypted to each browser's keys
 * (aes128gcm, RFC 8291) and signed with the VAPID keys (RFC 8292). web-push builds each request;
 * it is sent with fetch, which bounds the whole exchange by a timeout (web-push's own only bounds
 * a silent socket). A subscription the push service says is gone is deleted; any other failure is
 * logged and leaves the other devices and channels alone.
 */
export function webPushChannel(db: Db, vapid: VapidDetails, log?: Logger): PushChannel {
  return {
    async deliver(userId: string, payload: PushPayload) {
      const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      const body = JSON.stringify(payload);
      const gone: string[] = [];
      await Promise.all(
        devices.map(async (device) => {
          try {
            const status = await send(device, body, vapid);
            if (GONE.has(status)) gone.push(device.id);
            else if (status < 200 || status >= 300) {
              log?.warn({ userId, subscriptionId: device.id, status }, 'push not accepted by the push service');
            }
          } catch (error) {
            log?.warn({ err: error, userId, subscriptionId: device.id }, 'push not sent');
          }
        }),
      );
      if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
    },
  };
}

/** Posts one encrypted message to the device's push service; answers its HTTP status. */
async function send(device: typeof pushSubscriptions.$inferSelect, body: string, vapid: VapidDetails): Promise<number> {
  // Loaded with the first push, not at start (node caches the module).
  const { default: webPush } = await import('web-push');
  const request = webPush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    body,
    { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
  );
  // fetch counts the body's length itself.
  const headers = Object.entries(request.headers)
    .filter(([name]) => name.toLowerCase() !== 'content-length')
    .map(([name, value]): [string, string] => [name, String(value)]);
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers,
    body: request.body,
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    redirect: 'error',
  });
  await response.body?.cancel();
  return response.status;
}
