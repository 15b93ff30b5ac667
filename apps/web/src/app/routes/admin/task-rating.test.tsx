import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tokenManager } from '@/lib/token-manager';
import { buildAdmin, buildAdminTask } from '@/testing/admin-fixtures';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { emptyThreadRoutes, storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

// The back office is loaded lazily: have its code ready, as a warm browser cache would.
beforeAll(async () => {
  await import('./admin-root');
});

afterEach(() => {
  tokenManager.clear();
});

describe("The admin task page's rating", () => {
  it('rates approved work, and links the creator to their profile', async () => {
    const person = userEvent.setup();
    const fetchMock = stubFetch({
      ...emptyThreadRoutes('brand', 'task-1'),
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/tasks/task-1': { body: buildAdminTask({ task: { status: 'COMPLETED' } }) },
      'GET /api/admin/tasks/task-1/rating': { body: { rating: null } },
      'PUT /api/admin/tasks/task-1/rating': {},
    });
    renderApp('/admin/tasks/task-1');

    const rating = await screen.findByRole('region', { name: 'Rating of the work' });
    await person.click(await within(rating).findByRole('radio', { name: '5 stars' }));
    await person.click(within(rating).getByRole('button', { name: 'Save rating' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'PUT /api/admin/tasks/task-1/rating').map((request) => request.body)).toEqual([
        { rating: 5 },
      ]),
    );

    const influencer = screen.getByRole('region', { name: 'Influencer' });
    expect(within(influencer).getByRole('link', { name: 'Ana Creator' })).toHaveAttribute(
      'href',
      '/admin/influencers/user-1',
    );
  });

  it('offers no rating before the work is approved', async () => {
    stubFetch({
      ...emptyThreadRoutes('brand', 'task-1'),
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/tasks/task-1': { body: buildAdminTask({ task: { status: 'PENDING-CHECKING' } }) },
    });
    renderApp('/admin/tasks/task-1');

    expect(await screen.findByRole('region', { name: 'Timeline' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rating of the work' })).not.toBeInTheDocument();
  });
});
