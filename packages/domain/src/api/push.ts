import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

const push = { tags: ['push'], access: 'signed-in' } as const;

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it. Push services are https
 * only: the server posts to the endpoint, so no other address (an internal one) is taken.
 */
export const PushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2048),
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
