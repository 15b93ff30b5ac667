import { pushApi } from '@portal/domain/routes';
import { callApi } from '@/lib/api-client';
import { currentPushSubscription, forgetPushSubscription } from '@/lib/push-subscription';

/**
 * What this browser can do about push: `unsupported` (no Push API, or no service worker, as under
 * the dev server or in an iPhone's Safari tab before the portal is added to the Home Screen),
 * else the notification permission the person gave the portal.
 */
export type PushSupport = 'unsupported' | NotificationPermission;

/** This browser's push: what it can do, and whether it receives the signed-in person's pushes. */
export interface DevicePush {
  support: PushSupport;
  subscribed: boolean;
}

/** The service worker's registration, or null when none is registered (nothing to subscribe with). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** Saves the subscription for the signed-in person (taking it over from whoever used this browser before). */
async function save(subscription: PushSubscription): Promise<void> {
  const { endpoint, keys } = subscription.toJSON();
  await callApi(pushApi.subscribe, {
    body: { endpoint: endpoint ?? subscription.endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } },
  });
}

/**
 * This browser's push. A subscription it already has is saved for the signed-in person again:
 * whoever signed in on this browser before may have subscribed it, and the switch shows it on.
 */
export async function devicePush(): Promise<DevicePush> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return { support: 'unsupported', subscribed: false };
  }
  const worker = await registration();
  if (!worker) return { support: 'unsupported', subscribed: false };
  const support = Notification.permission;
  const subscription = support === 'granted' ? await worker.pushManager.getSubscription() : null;
  if (subscription) await save(subscription);
  return { support, subscribed: subscription !== null };
}

/**
 * Turns push on for this browser: asks for permission (answers the permission when it is not
 * granted), subscribes with the server's key and saves the subscription.
 */
export async function subscribeDevice(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const [{ publicKey }, worker] = await Promise.all([callApi(pushApi.publicKey), navigator.serviceWorker.ready]);
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  try {
    await save(subscription);
  } catch (error) {
    // Not saved: no push would come, so the browser keeps no subscription that says otherwise.
    await subscription.unsubscribe();
    throw error;
  }
  return permission;
}

/** Turns push off for this browser: the server forgets it first, then the browser drops it. */
export async function unsubscribeDevice(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (subscription) await forgetPushSubscription(subscription);
}
