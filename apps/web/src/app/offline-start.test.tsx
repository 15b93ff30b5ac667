import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_KEYS } from '@/lib/offline-session';
import { tokenManager } from '@/lib/token-manager';
import { stubFetch } from '@/testing/fetch-stub';
import { buildTask, buildUser, storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const user = buildUser();
const visitedTask = buildTask({ id: 'task-1', campaignDetails: { campaignTitle: 'Glow Serum Launch' } });
const newTask = buildTask({ id: 'task-2', campaignDetails: { campaignTitle: 'Kopi Pagi Review' } });

/** Opens `path` online, and waits until the tab has kept what it showed. */
async function visitOnline(path: string, text: string) {
  stubFetch({ ...storedSessionRoutes(user), 'GET /api/task': { body: [visitedTask] } });
  renderApp(path);
  expect(await screen.findByText(text)).toBeInTheDocument();
  await waitFor(() => expect(sessionStorage.getItem(OFFLINE_KEYS.answers)).toContain(text));
  cleanup();
  tokenManager.clear();
}

/** The browser without a connection: every request fails, as fetch does offline. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
}

/** Reopens the app as a reload offline does: the session cannot be checked (main.tsx). */
const reopenOffline = (path: string) => renderApp(path, { storedSession: Promise.resolve(null) });

function comeBackOnline() {
  stubFetch({ ...storedSessionRoutes(user), 'GET /api/task': { body: [visitedTask, newTask] } });
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

afterEach(() => {
  // Unmounted first: back online, the queries that waited would ask.
  cleanup();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
  tokenManager.clear();
});

describe('an app started offline', () => {
  it('shows a visited list page with its last content, signed in, and its fresh content once back online', async () => {
    await visitOnline('/campaigns', 'Glow Serum Launch');
    goOffline();
    reopenOffline('/campaigns');

    expect(await screen.findByText('Glow Serum Launch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByText('Could not load the tasks')).not.toBeInTheDocument();

    comeBackOnline();
    expect(await screen.findByText('Kopi Pagi Review')).toBeInTheDocument();
  });

  it("shows the dashboard's last next steps, and the profile as it was", async () => {
    await visitOnline('/', 'Glow Serum Launch');
    goOffline();
    reopenOffline('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText(/Glow Serum Launch/)).toBeInTheDocument();
    expect(screen.getByText('Selangor, Malaysia')).toBeInTheDocument();
  });

  it('opens an edit form only on the whole profile, so a save never sends what the tab did not keep', async () => {
    await visitOnline('/', 'Glow Serum Launch');
    goOffline();
    reopenOffline('/edit-profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    // Offline the tab has only part of the profile (no address): no form to save it from.
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    comeBackOnline();
    expect(await screen.findByDisplayValue('12 Jalan Mawar')).toBeInTheDocument();
  });
});
