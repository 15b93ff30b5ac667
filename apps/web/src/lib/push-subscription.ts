import { pushApi } from '@portal/domain/routes';
import { callApi } from './api-client';

/**
 * Stops this browser's pushes: the server forgets its subscription first (while the person is
 * still signed in), then the browser drops it. Nothing when it has none.
 */
export async function forgetPushSubscription(subscription: PushSubscription): Promise<void> {
  await callApi(pushApi.unsubscribe, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/** This browser's push subscription, if it has one (none without a service worker). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager?.getSubscription()) ?? null;
}
