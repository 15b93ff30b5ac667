import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

const push = { tags: ['push'], access: 'signed-in' } as const;

/**
 * The push services browsers subscribe with: Chrome and Android (FCM), Firefox (Mozilla), Edge
 * (WNS) and Safari (Apple). The server posts to an endpoint of one of these only, on the standard
 * port: a subscription naming any other host (an internal name, an address) would have it post
 * inside its own network.
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

/** Whether `endpoint` is at one of the push services, or a host under one, on https's own port. */
function isPushServiceEndpoint(endpoint: string): boolean {
  if (!URL.canParse(endpoint)) return false;
  const { hostname, port } = new URL(endpoint);
  return port === '' && PUSH_SERVICE_HOSTS.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}

export const PushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https$/ })
    .max(2048)
    .refine(isPushServiceEndpoint, 'not a push service address'),
  keys: z.object({
    p256dh: z.base64url().min(1).max(256),
    auth: z.base64url().min(1).max(256),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

/** The caller's devices that receive Web Push: the key to subscribe with, and their subscriptions. */
export const pushApi = {
  publicKey: defineEndpoint({
    ...push,
    method: 'GET',
    path: '/api/push/public-key',
    summary: "The server's VAPID public key (base64url), the applicationServerKey a browser subscribes with",
    response: { status: 200, schema: z.object({ publicKey: z.string() }) },
  }),
  subscribe: defineEndpoint({
    ...push,
    method: 'POST',
    path: '/api/push/subscriptions',
    summary: "Receive push on this browser; a subscription saved for another account moves to the caller's",
    body: PushSubscriptionSchema,
    response: { status: 204 },
  }),
  unsubscribe: defineEndpoint({
    ...push,
    method: 'DELETE',
    path: '/api/push/subscriptions',
    summary: "Stop push to this browser (one of the caller's own subscriptions; anyone else's is left)",
    body: z.object({ endpoint: z.string().max(2048) }),
    response: { status: 204 },
  }),
};
