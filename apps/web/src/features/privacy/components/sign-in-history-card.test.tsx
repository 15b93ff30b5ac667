import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SignInPage } from '@portal/domain/api';
import { tokenManager } from '@/lib/token-manager';
import { stubFetch } from '@/testing/fetch-stub';
import { tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { SignInHistoryCard } from './sign-in-history-card';

afterEach(() => {
  tokenManager.clear();
});

const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('the sign-in history card', () => {
  it('lists each sign-in with its address and browser, and pages through them', async () => {
    const pageOf = (page: number): SignInPage => ({
      items:
        page === 1
          ? [{ at: '2026-12-07T09:30:00Z', ipAddress: '203.0.113.9', userAgent: CHROME_ON_ANDROID }]
          : [{ at: '2026-11-01T01:00:00Z', ipAddress: null, userAgent: null }],
      total: 11,
      page,
      pageSize: 10,
    });
    stubFetch({
      ...tokenRoutes,
      'GET /api/me/sign-ins': ({ query }) => ({ body: pageOf(Number(query.get('page'))) }),
    });
    renderWithProviders(<SignInHistoryCard />);
    const person = userEvent.setup();

    const card = await screen.findByRole('region', { name: 'Sign-in history' });
    const table = await within(card).findByRole('table');
    expect(within(table).getByRole('cell', { name: '203.0.113.9' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Chrome, Android' })).toBeInTheDocument();

    await person.click(within(card).getByRole('button', { name: /2/ }));
    expect(await within(card).findAllByRole('cell', { name: 'Unknown' })).toHaveLength(2);
  });

  it('says when there is none yet, and offers to try again when it cannot be loaded', async () => {
    stubFetch({ ...tokenRoutes, 'GET /api/me/sign-ins': { body: { items: [], total: 0, page: 1, pageSize: 10 } } });
    const { unmount } = renderWithProviders(<SignInHistoryCard />);
    expect(await screen.findByText('No sign-ins recorded yet.')).toBeInTheDocument();
    unmount();

    stubFetch({
      ...tokenRoutes,
      'GET /api/me/sign-ins': { status: 500, body: { message: 'Database down', code: 'internal' } },
    });
    renderWithProviders(<SignInHistoryCard />);
    expect(await screen.findByText('Your sign-in history could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
