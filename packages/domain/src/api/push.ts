import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

const push = { tags: ['push'], access: 'signed-in' } as const;

/** The URL's host name, or '' for what is not a URL (the url check says so; a refinement still runs). */
const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).hostname : '');

/** A host named by its address (`10.0.0.1`, `[::1]`) or `localhost`: never a push service's. */
const ADDRESS_OR_LOCALHOST = /^(\d{1,3}(\.\d{1,3}){3}|\[[\da-f:.]+\]|localhost)$/i;

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it. The server posts to the
 * endpoint, so only what a push service's address looks like is taken: https, at a host name
 * (an internal address given as a number or `localhost` is refused).
 */
export const PushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https$/ })
    .max(2048)
    .refine((endpoint) => !ADDRESS_OR_LOCALHOST.test(hostOf(endpoint)), 'not a push service address'),
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
