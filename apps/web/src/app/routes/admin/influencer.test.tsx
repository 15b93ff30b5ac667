import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CreatorProfile, CreatorTask } from '@portal/domain/admin';
import { tokenManager } from '@/lib/token-manager';
import { buildAdmin } from '@/testing/admin-fixtures';
import { stubFetch } from '@/testing/fetch-stub';
import { storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

// The back office is loaded lazily: have its code ready, as a warm browser cache would.
beforeAll(async () => {
  await import('./admin-root');
});

afterEach(() => {
  tokenManager.clear();
});

const task = (overrides: Partial<CreatorTask>): CreatorTask => ({
  taskId: 'task-1',
  campaign: { id: 'campaign-1', title: 'Raya Glow Serum' },
  status: 'COMPLETED',
  startedAt: '2026-10-01T03:00:00.000Z',
  deadline: '2026-10-20T03:00:00.000Z',
  submittedAt: '2026-10-18T03:00:00.000Z',
  approvedAt: '2026-10-21T03:00:00.000Z',
  onTime: true,
  revisions: 1,
  workSent: true,
  rating: 5,
  ratingRemark: 'Great hook',
  ...overrides,
});

const profile: CreatorProfile = {
  influencer: {
    id: 'user-1',
    fullName: 'Siti Aminah',
    email: 'siti@example.com',
    country: 'Malaysia',
    languages: ['English', 'Malay'],
    contentTypes: ['Beauty'],
    socialLinks: { instagram: 'https://instagram.com/siti' },
    followers: { instagram: 12000 },
    followersUpdatedAt: '2026-10-01T03:00:00.000Z',
    banned: false,
    joinedAt: '2026-01-05T03:00:00.000Z',
  },
  history: [
    task({}),
    task({
      taskId: 'task-2',
      campaign: { id: 'campaign-2', title: 'Merdeka Sale' },
      status: 'APPROVED-PENDING-PAYMENT',
      onTime: false,
      revisions: 0,
      rating: 3,
      ratingRemark: null,
    }),
    task({
      taskId: 'task-3',
      campaign: { id: 'campaign-3', title: 'Year End' },
      status: 'SELECTED',
      submittedAt: null,
      approvedAt: null,
      onTime: null,
      revisions: 0,
      workSent: false,
      rating: null,
      ratingRemark: null,
    }),
  ],
  summary: { tasks: 3, onTimeRate: 0.5, averageRevisions: 0.5, averageRating: 4, rated: 2 },
};

describe("A creator's profile for managers", () => {
  it('shows who they are, their figures and their history on every campaign', async () => {
    stubFetch({
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/influencers/user-1/profile': { body: profile },
    });
    renderApp('/admin/influencers/user-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Siti Aminah' })).toBeInTheDocument();
    const summary = screen.getByRole('group', { name: 'Summary' });
    expect(summary).toHaveTextContent('On time50%');
    expect(summary).toHaveTextContent('Average revisions0.5');
    expect(summary).toHaveTextContent('Average rating4 of 5');
    expect(summary).toHaveTextContent('From 2 rated tasks');

    const details = screen.getByRole('region', { name: 'Profile' });
    expect(details).toHaveTextContent('English, Malay');
    expect(within(screen.getByRole('region', { name: 'Social media' })).getByRole('link')).toHaveAttribute(
      'href',
      'https://instagram.com/siti',
    );
    expect(screen.getByRole('region', { name: 'Social media' })).toHaveTextContent('12,000 followers');

    const history = screen.getByRole('table', { name: 'Campaign history' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Raya Glow Serum' })).toHaveAttribute(
      'href',
      '/admin/tasks/task-1',
    );
    expect(rows[0]).toHaveTextContent('On time');
    expect(rows[0]).toHaveTextContent('5 of 5');
    expect(rows[0]).toHaveTextContent('Great hook');
    expect(rows[1]).toHaveTextContent('Late');
    expect(rows[1]).toHaveTextContent('3 of 5');
    expect(rows[2]).not.toHaveTextContent(/On time|Late/);
  });

  it('says so when there is no such creator', async () => {
    stubFetch({
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/influencers/nobody/profile': {
        status: 404,
        body: { message: 'User not found', code: 'user-not-found' },
      },
    });
    renderApp('/admin/influencers/nobody');
    expect(await screen.findByText('There is no creator at this address.')).toBeInTheDocument();
  });

  it('offers to try again when the profile cannot be loaded, and shows an empty history', async () => {
    const person = userEvent.setup();
    let calls = 0;
    stubFetch({
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/influencers/user-1/profile': () =>
        ++calls === 1
          ? { status: 400, body: { message: 'Invalid request', code: 'invalid-request' } }
          : {
              body: {
                ...profile,
                history: [],
                summary: { tasks: 0, onTimeRate: null, averageRevisions: null, averageRating: null, rated: 0 },
              },
            },
    });
    renderApp('/admin/influencers/user-1');

    expect(await screen.findByText("Could not load the creator's profile")).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No campaign yet.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Summary' })).toHaveTextContent('On time—');
  });
});
