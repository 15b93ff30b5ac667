import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsentStatus } from '@portal/domain/api';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { MarketingEmailsToggle } from './marketing-emails-toggle';

afterEach(() => {
  tokenManager.clear();
});

const status = (marketingEmails: boolean): ConsentStatus => ({ toAgree: [], documents: [], marketingEmails });
// Its description is inside its label, so the name starts with the label.
const LABEL = /^Send me news and offers by e-mail/;

describe('the choice of news and offers by e-mail', () => {
  it('is off by default; turning it on and off saves each choice', async () => {
    let saved = false;
    const fetchMock = stubFetch({
      ...tokenRoutes,
      'GET /api/me/consents': () => ({ body: status(saved) }),
      'PUT /api/me/consents/marketing': ({ body }) => {
        saved = (body as { marketingEmails: boolean }).marketingEmails;
        return { body: status(saved) };
      },
    });
    renderWithProviders(<MarketingEmailsToggle />);
    const person = userEvent.setup();

    const toggle = await screen.findByRole('switch', { name: LABEL });
    expect(toggle).not.toBeChecked();

    await person.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(requestsTo(fetchMock, 'PUT /api/me/consents/marketing').map((request) => request.body)).toEqual([
      { marketingEmails: true },
    ]);

    await person.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(requestsTo(fetchMock, 'PUT /api/me/consents/marketing').at(-1)?.body).toEqual({ marketingEmails: false });
  });

  it('goes back to the saved choice, and says so, when the choice cannot be saved', async () => {
    stubFetch({
      ...tokenRoutes,
      'GET /api/me/consents': { body: status(false) },
      'PUT /api/me/consents/marketing': { status: 500, body: { message: 'Database down', code: 'internal' } },
    });
    renderWithProviders(<MarketingEmailsToggle />);
    const person = userEvent.setup();

    await person.click(await screen.findByRole('switch', { name: LABEL }));

    expect(await screen.findByText('Your choice of e-mails could not be saved')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: LABEL })).not.toBeChecked();
  });

  it('offers to try again when the choice cannot be loaded', async () => {
    stubFetch({
      ...tokenRoutes,
      'GET /api/me/consents': { status: 500, body: { message: 'Database down', code: 'internal' } },
    });
    renderWithProviders(<MarketingEmailsToggle />);

    expect(await screen.findByText('Could not load your choice of news and offers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
