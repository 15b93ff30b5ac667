import { describe, expect, it, vi } from 'vitest';
import type { PushPayload } from '@portal/domain/notifications';
import { openNotificationUrl, showPushNotification, type NotificationScope } from './notification-handlers';

const ORIGIN = 'https://portal.example';

/** A window of a browser, as `clients.matchAll` gives it; `controlled` says whether the worker may navigate it. */
function fakeWindow(url: string, controlled = true) {
  const window = {
    url,
    focus: vi.fn(async () => window),
    navigate: vi.fn(async (to: string) => {
      if (!controlled) throw new TypeError('not controlled by this worker');
      window.url = to;
      return window;
    }),
  };
  return window;
}

/** The worker's scope with the windows open in the browser, recording what it shows and opens. */
function fakeScope(windows: ReturnType<typeof fakeWindow>[] = []) {
  const shown: { title: string; options: NotificationOptions | undefined }[] = [];
  const opened: string[] = [];
  const scope = {
    location: { origin: ORIGIN },
    registration: {
      showNotification: async (title: string, options?: NotificationOptions) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => {
        opened.push(url);
        return null;
      },
    },
  } as unknown as NotificationScope;
  return { scope, shown, opened };
}

const pushData = (value: unknown) => ({ json: () => value }) as PushMessageData;
const clicked = (data: unknown) => ({ data, close: vi.fn() });

const payload: PushPayload = {
  title: 'Draft approved',
  body: 'Teh Tarik Fest: your draft is approved.',
  url: '/task/5f0c6f7e',
  tag: 'task-5f0c6f7e-review',
};

describe('on a push', () => {
  it('shows the notification the server sent, tagged so a newer one of the task replaces it', async () => {
    const { scope, shown } = fakeScope();
    await showPushNotification(scope, pushData(payload));
    expect(shown).toEqual([
      {
        title: 'Draft approved',
        options: expect.objectContaining({
          body: 'Teh Tarik Fest: your draft is approved.',
          tag: 'task-5f0c6f7e-review',
          data: { url: '/task/5f0c6f7e' },
        }),
      },
    ]);
  });

  it('still shows something when the push cannot be read (browsers require it), opening the start page', async () => {
    const { scope, shown } = fakeScope();
    await showPushNotification(scope, {
      json: () => {
        throw new SyntaxError('not JSON');
      },
    } as unknown as PushMessageData);
    await showPushNotification(scope, null);
    expect(shown).toEqual([
      { title: 'Creator Portal', options: expect.objectContaining({ data: { url: '/' } }) },
      { title: 'Creator Portal', options: expect.objectContaining({ data: { url: '/' } }) },
    ]);
  });
});

describe('on a click of the notification', () => {
  it('focuses the open portal window and takes it to the task', async () => {
    const portal = fakeWindow(`${ORIGIN}/my-tasks`);
    const { scope, opened } = fakeScope([fakeWindow('https://elsewhere.example/'), portal]);
    const notification = clicked({ url: '/task/5f0c6f7e' });

    await openNotificationUrl(scope, notification);

    expect(notification.close).toHaveBeenCalled();
    expect(portal.focus).toHaveBeenCalled();
    expect(portal.url).toBe(`${ORIGIN}/task/5f0c6f7e`);
    expect(opened).toEqual([]);
  });

  it('focuses a window already on the task rather than moving another', async () => {
    const other = fakeWindow(`${ORIGIN}/my-tasks`);
    const onTask = fakeWindow(`${ORIGIN}/task/5f0c6f7e`);
    const { scope, opened } = fakeScope([other, onTask]);

    await openNotificationUrl(scope, clicked({ url: '/task/5f0c6f7e' }));

    expect(onTask.focus).toHaveBeenCalled();
    expect(other.focus).not.toHaveBeenCalled();
    expect(other.navigate).not.toHaveBeenCalled();
    expect(opened).toEqual([]);
  });

  it('opens the task in a new window when no portal window is open, or the open one cannot be moved', async () => {
    const none = fakeScope([fakeWindow('https://elsewhere.example/')]);
    await openNotificationUrl(none.scope, clicked({ url: '/task/5f0c6f7e' }));
    expect(none.opened).toEqual([`${ORIGIN}/task/5f0c6f7e`]);

    const uncontrolled = fakeScope([fakeWindow(`${ORIGIN}/my-tasks`, false)]);
    await openNotificationUrl(uncontrolled.scope, clicked({ url: '/task/5f0c6f7e' }));
    expect(uncontrolled.opened).toEqual([`${ORIGIN}/task/5f0c6f7e`]);
  });

  it('never leaves the portal, whatever address the notification carries', async () => {
    const { scope, opened } = fakeScope();
    await openNotificationUrl(scope, clicked({ url: 'https://phishing.example/login' }));
    await openNotificationUrl(scope, clicked({ url: 'javascript:alert(1)' }));
    await openNotificationUrl(scope, clicked(null));
    expect(opened).toEqual([`${ORIGIN}/`, `${ORIGIN}/`, `${ORIGIN}/`]);
  });
});
