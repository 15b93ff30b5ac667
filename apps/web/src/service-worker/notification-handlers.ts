import type { PushPayload } from '@portal/domain/notifications';

/** What the handlers use of the worker's global scope: a test hands in fakes of it. */
export interface NotificationScope {
  location: { origin: string };
  registration: Pick<ServiceWorkerRegistration, 'showNotification'>;
  clients: Pick<Clients, 'matchAll' | 'openWindow'>;
}

/** The product's name, the same in every language: the title of a push that could not be read. */
const PRODUCT_NAME = 'Creator Portal';
const ICON = '/icons/icon-192.png';

/** What the server sent (`PushPayload`), or null when it is not one. */
function payloadOf(data: PushMessageData | null): PushPayload | null {
  try {
    const value = data?.json() as Partial<PushPayload> | undefined;
    if (typeof value?.title !== 'string' || typeof value.url !== 'string') return null;
    return { title: value.title, body: String(value.body ?? ''), url: value.url, tag: String(value.tag ?? '') };
  } catch {
    return null;
  }
}

/** A path of the portal: anything that would leave it (another origin, a `javascript:` URL) opens the start page. */
function portalUrl(url: unknown, origin: string): string {
  if (typeof url !== 'string') return `${origin}/`;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/**
 * `push`: shows the notification the server sent, one per tag (a newer one of the same task and
 * kind replaces the older). Browsers require every push to show something, so a push that cannot
 * be read still shows the product's name and opens the start page.
 */
export function showPushNotification(scope: NotificationScope, data: PushMessageData | null): Promise<void> {
  const payload = payloadOf(data);
  if (!payload) return scope.registration.showNotification(PRODUCT_NAME, { icon: ICON, data: { url: '/' } });
  return scope.registration.showNotification(payload.title, {
    body: payload.body,
    icon: ICON,
    data: { url: payload.url },
    ...(payload.tag ? { tag: payload.tag } : {}),
  });
}

/**
 * `notificationclick`: closes the notification and shows its page, in a portal window already
 * open (focused, then taken there) or else in a new one.
 */
export async function openNotificationUrl(
  scope: NotificationScope,
  notification: Pick<Notification, 'data' | 'close'>,
): Promise<void> {
  notification.close();
  const { origin } = scope.location;
  const target = portalUrl((notification.data as { url?: unknown } | null)?.url, origin);
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const portalWindows = windows.filter((client) => new URL(client.url).origin === origin);
  const window = portalWindows.find((client) => client.url === target) ?? portalWindows[0];
  if (window) {
    const focused = await window.focus();
    if (focused.url === target) return;
    // A window the worker does not control (opened before it was installed) cannot be navigated.
    const navigated = await focused.navigate(target).catch(() => null);
    if (navigated) return;
  }
  await scope.clients.openWindow(target);
}
