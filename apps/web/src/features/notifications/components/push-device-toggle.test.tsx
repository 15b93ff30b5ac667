import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { PushDeviceToggle } from './push-device-toggle';

/** The server's VAPID public key: 65 bytes (an uncompressed P-256 point), base64url. */
const PUBLIC_KEY_BYTES = Uint8Array.from({ length: 65 }, (_, index) => (index * 37 + 4) % 256);
const PUBLIC_KEY = btoa(String.fromCharCode(...PUBLIC_KEY_BYTES))
  .replaceAll('+', '-')
  .replaceAll('/', '_')
  .replace(/=+$/, '');
const ENDPOINT = 'https://push.example/subscription-1';
const KEYS = { p256dh: 'BPz3-browser-key', auth: 'c2VjcmV0LWF1dGg' };

const SUBSCRIBE = 'POST /api/push/subscriptions';
const UNSUBSCRIBE = 'DELETE /api/push/subscriptions';

function fakeSubscription() {
  return {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe: vi.fn(async () => true),
  };
}

/**
 * A browser with the Push API: its permission (`ask` answers a request for it), the service
 * worker's push manager holding `subscription` until subscribed or unsubscribed.
 */
function fakeBrowser({
  permission = 'default',
  ask = 'granted',
  subscribed = false,
}: { permission?: NotificationPermission; ask?: NotificationPermission; subscribed?: boolean } = {}) {
  let current: ReturnType<typeof fakeSubscription> | null = subscribed ? fakeSubscription() : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      current = fakeSubscription();
      current.unsubscribe.mockImplementation(async () => {
        current = null;
        return true;
      });
      return current;
    }),
  };
  if (current) {
    const existing = current;
    existing.unsubscribe.mockImplementation(async () => {
      current = null;
      return true;
    });
  }
  const registration = { pushManager };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = ask;
      return ask;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { pushManager, notification, current: () => current };
}

// The label wraps the description too, so the name begins with the label.
const toggle = () => screen.findByRole('switch', { name: /^Push notifications on this device/ });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  tokenManager.clear();
});

describe('PushDeviceToggle', () => {
  it('says when the browser cannot receive push', async () => {
    renderWithProviders(<PushDeviceToggle />);
    expect(await screen.findByText(/This browser cannot receive push notifications\./)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('turns push on: asks for permission, subscribes with the server key and saves the subscription', async () => {
    const browser = fakeBrowser();
    const fetchMock = stubFetch({
      ...tokenRoutes,
      'GET /api/push/public-key': { body: { publicKey: PUBLIC_KEY } },
      [SUBSCRIBE]: {},
    });
    renderWithProviders(<PushDeviceToggle />);
    expect(await toggle()).not.toBeChecked();

    await userEvent.click(await toggle());

    await waitFor(async () => expect(await toggle()).toBeChecked());
    expect(browser.notification.requestPermission).toHaveBeenCalled();
    const options = browser.pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect(Array.from(options?.applicationServerKey as Uint8Array)).toEqual(Array.from(PUBLIC_KEY_BYTES));
    expect(requestsTo(fetchMock, SUBSCRIBE).map((request) => request.body)).toEqual([
      { endpoint: ENDPOINT, keys: KEYS },
    ]);
  });

  it('stays off when the person does not allow notifications, and says how to allow them once blocked', async () => {
    const browser = fakeBrowser({ ask: 'denied' });
    const fetchMock = stubFetch({ ...tokenRoutes });
    renderWithProviders(<PushDeviceToggle />);

    await userEvent.click(await toggle());

    await waitFor(async () => expect(await toggle()).toBeDisabled());
    expect(await toggle()).not.toBeChecked();
    expect(screen.getByText(/Notifications are blocked for the portal in this browser\. To allow them/)).toBeVisible();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(requestsTo(fetchMock, SUBSCRIBE)).toEqual([]);
  });

  it('shows push on when this browser is subscribed, saving it for whoever is signed in now', async () => {
    fakeBrowser({ permission: 'granted', subscribed: true });
    const fetchMock = stubFetch({ ...tokenRoutes, [SUBSCRIBE]: {} });
    renderWithProviders(<PushDeviceToggle />);

    expect(await toggle()).toBeChecked();
    expect(requestsTo(fetchMock, SUBSCRIBE).map((request) => request.body)).toEqual([
      { endpoint: ENDPOINT, keys: KEYS },
    ]);
  });

  it('turns push off: the server forgets the device, then the browser drops its subscription', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    const fetchMock = stubFetch({ ...tokenRoutes, [SUBSCRIBE]: {}, [UNSUBSCRIBE]: {} });
    renderWithProviders(<PushDeviceToggle />);
    expect(await toggle()).toBeChecked();

    await userEvent.click(await toggle());

    await waitFor(async () => expect(await toggle()).not.toBeChecked());
    expect(requestsTo(fetchMock, UNSUBSCRIBE).map((request) => request.body)).toEqual([{ endpoint: ENDPOINT }]);
    expect(browser.current()).toBeNull();
  });

  it('keeps push on when the server could not forget the device, and says so', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    stubFetch({
      ...tokenRoutes,
      [SUBSCRIBE]: {},
      [UNSUBSCRIBE]: { status: 500, body: { message: 'Database unavailable' } },
    });
    renderWithProviders(<PushDeviceToggle />);

    await userEvent.click(await toggle());

    expect(await screen.findByText('Could not turn off push notifications')).toBeInTheDocument();
    expect(await toggle()).toBeChecked();
    expect(browser.current()).not.toBeNull();
  });
});
