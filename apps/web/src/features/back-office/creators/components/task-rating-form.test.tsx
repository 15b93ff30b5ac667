import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { TaskRatingForm } from './task-rating-form';

beforeAll(() => {
  // Mantine's textarea listens for web fonts, which jsdom does not have.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

afterEach(() => {
  tokenManager.clear();
});

describe('Rating the work on a task', () => {
  it('is given with the keyboard alone, with a remark, and says who rated it last', async () => {
    const person = userEvent.setup();
    let saved: unknown = null;
    const fetchMock = stubFetch({
      ...tokenRoutes,
      'GET /api/admin/tasks/task-1/rating': () => ({ body: { rating: saved } }),
      'PUT /api/admin/tasks/task-1/rating': (request) => {
        const { rating, remark } = request.body as { rating: number; remark?: string };
        saved = { rating, remark: remark ?? null, ratedBy: 'Maya Manager', ratedAt: '2026-11-06T03:00:00.000Z' };
        return {};
      },
    });
    renderWithProviders(<TaskRatingForm taskId="task-1" />);

    const one = await screen.findByRole('radio', { name: '1 star' });
    expect(screen.getByText('Only managers see this rating; the creator does not.')).toBeInTheDocument();
    // Saving nothing chosen says what is missing.
    await person.click(screen.getByRole('button', { name: 'Save rating' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a rating from 1 to 5 stars');
    expect(requestsTo(fetchMock, 'PUT /api/admin/tasks/task-1/rating')).toHaveLength(0);

    // From the first star, the arrows move along the stars and pick the one reached.
    one.focus();
    await person.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await person.tab();
    expect(screen.getByRole('textbox', { name: 'Remark (optional)' })).toHaveFocus();
    await person.keyboard('Clear hook, late caption');
    await person.tab();
    expect(screen.getByRole('button', { name: 'Save rating' })).toHaveFocus();
    await person.keyboard('{Enter}');

    await waitFor(() =>
      expect(requestsTo(fetchMock, 'PUT /api/admin/tasks/task-1/rating').map((request) => request.body)).toEqual([
        { rating: 4, remark: 'Clear hook, late caption' },
      ]),
    );
    expect(await screen.findByText(/Rated 4 of 5 by Maya Manager on/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update rating' })).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    const person = userEvent.setup();
    stubFetch({
      ...tokenRoutes,
      'GET /api/admin/tasks/task-1/rating': { body: { rating: null } },
      'PUT /api/admin/tasks/task-1/rating': {
        status: 409,
        body: { message: 'Only approved work can be rated', code: 'task-not-rateable' },
      },
    });
    renderWithProviders(<TaskRatingForm taskId="task-1" />);

    await person.click(await screen.findByRole('radio', { name: '2 stars' }));
    await person.click(screen.getByRole('button', { name: 'Save rating' }));
    expect(await screen.findByText('Only approved work can be rated')).toBeInTheDocument();
  });
});
