import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PersonalDataRead } from '@portal/domain/privacy';
import { tokenManager } from '@/lib/token-manager';
import { stubFetch } from '@/testing/fetch-stub';
import { tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { DataAccessLogCard } from './data-access-log-card';

const LOG = 'GET /api/me/personal-data-reads';

const read = (overrides: Partial<PersonalDataRead>): PersonalDataRead => ({
  id: 'read-1',
  readerName: 'Aisyah Manager',
  field: 'bank-account',
  channel: 'reveal',
  reason: 'Making a payout',
  readAt: '2026-12-01T02:30:00.000Z',
  ...overrides,
});

const page = (items: PersonalDataRead[], total = items.length, pageNumber = 1) => ({
  body: { items, total, page: pageNumber, pageSize: 10 },
});

afterEach(() => {
  tokenManager.clear();
});

describe('DataAccessLogCard', () => {
  it('says when nobody has looked', async () => {
    stubFetch({ ...tokenRoutes, [LOG]: page([]) });
    renderWithProviders(<DataAccessLogCard />);
    const card = await screen.findByRole('region', { name: 'Who looked at your details' });
    expect(
      await within(card).findByText('Nobody in our team has looked at your NRIC, passport or bank account number.'),
    ).toBeInTheDocument();
  });

  it('lists who looked at which number, how, when and why, newest first', async () => {
    stubFetch({
      ...tokenRoutes,
      [LOG]: page([
        read({
          id: 'read-2',
          field: 'id-number',
          reason: 'Creator asked: by e-mail',
          readAt: '2026-12-02T02:30:00.000Z',
        }),
        read({
          id: 'read-1',
          channel: 'bank-file',
          reason: 'Bank transfer file of payout batch 42',
          readerName: 'Tan Finance',
        }),
      ]),
    });
    renderWithProviders(<DataAccessLogCard />);

    const list = await screen.findByRole('list', { name: 'Who looked at your details' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Your NRIC or passport number');
    expect(first).toHaveTextContent('Viewed on screen');
    expect(first).toHaveTextContent(/By Aisyah Manager on .*2026/);
    expect(first).toHaveTextContent('Reason: Creator asked: by e-mail');
    expect(second).toHaveTextContent('Your bank account number');
    expect(second).toHaveTextContent('In a bank transfer file');
    expect(second).toHaveTextContent('By Tan Finance');
    expect(second).toHaveTextContent('Reason: Bank transfer file of payout batch 42');
  });

  it('pages through a long log', async () => {
    const fetchMock = stubFetch({
      ...tokenRoutes,
      [LOG]: (request) =>
        request.query.get('page') === '2'
          ? page([read({ id: 'read-old', readerName: 'Older Reader' })], 11, 2)
          : page(
              Array.from({ length: 10 }, (_, index) => read({ id: `read-${index}` })),
              11,
            ),
    });
    renderWithProviders(<DataAccessLogCard />);
    await screen.findByRole('list', { name: 'Who looked at your details' });
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText(/By Older Reader/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('says when the log could not be loaded, and tries again', async () => {
    let calls = 0;
    stubFetch({
      ...tokenRoutes,
      [LOG]: () => (++calls === 1 ? { status: 404, body: { code: 'not-found', message: 'Not found' } } : page([])),
    });
    renderWithProviders(<DataAccessLogCard />);
    expect(await screen.findByText('Who looked at your details could not be loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Nobody in our team has looked at your NRIC, passport or bank account number.'),
    ).toBeInTheDocument();
  });
});
