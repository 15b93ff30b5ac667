import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsentStatus, LegalDocumentText } from '@portal/domain/api';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { buildUser, storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

afterEach(() => {
  tokenManager.clear();
  cleanup();
});

const privacyNotice: LegalDocumentText = {
  document: 'privacy',
  locale: 'en',
  version: '2027-01-01',
  effectiveDate: '2027-01-01',
  title: 'Privacy Notice',
  markdown: '## What changed\n\nWe now keep your sign-in history for **one year**.\n\n<script>alert(1)</script>',
};

const status = (agreed: boolean): ConsentStatus => ({
  toAgree: agreed ? [] : ['privacy'],
  documents: [
    { document: 'terms', version: '2026-12-08', effectiveDate: '2026-12-08', agreedVersion: '2026-12-08' },
    {
      document: 'privacy',
      version: '2027-01-01',
      effectiveDate: '2027-01-01',
      agreedVersion: agreed ? '2027-01-01' : '2026-12-08',
    },
  ],
  marketingEmails: false,
});

describe('the prompt to agree after signing in', () => {
  it('shows the changed privacy notice and keeps the portal behind it until the person agrees', async () => {
    let agreed = false;
    const fetchMock = stubFetch({
      ...storedSessionRoutes(buildUser({ consentsDue: ['privacy'] })),
      'GET /api/me/consents': () => ({ body: status(agreed) }),
      'POST /api/me/consents': () => {
        agreed = true;
        return { body: status(true) };
      },
      'GET /api/public/legal/privacy': { body: privacyNotice },
    });
    renderApp('/');
    const person = userEvent.setup();

    const dialog = await screen.findByRole('dialog', { name: 'Terms of Use and Privacy Notice' });
    expect(await within(dialog).findByRole('heading', { name: 'Privacy Notice' })).toBeInTheDocument();
    expect(within(dialog).getByText(/We have updated the documents below/)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'What changed' })).toBeInTheDocument();
    expect(within(dialog).getByText('one year').tagName).toBe('STRONG');
    // Raw HTML in the operator's text is shown as text, never run.
    expect(within(dialog).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    // Nothing dismisses it but agreeing or signing out.
    await person.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Terms of Use and Privacy Notice' })).toBeInTheDocument();

    await person.click(within(dialog).getByRole('button', { name: 'I agree' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, 'POST /api/me/consents')[0]?.body).toEqual({
      agreements: [{ document: 'privacy', version: '2027-01-01' }],
    });
    expect(screen.getByRole('heading', { name: 'My Dashboard' })).toBeInTheDocument();
  });

  it('lets the person sign out instead', async () => {
    const fetchMock = stubFetch({
      ...storedSessionRoutes(buildUser({ consentsDue: ['privacy'] })),
      'GET /api/me/consents': { body: status(false) },
      'GET /api/public/legal/privacy': { body: privacyNotice },
    });
    renderApp('/');
    const person = userEvent.setup();

    const dialog = await screen.findByRole('dialog', { name: 'Terms of Use and Privacy Notice' });
    await person.click(await within(dialog).findByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/identity/sign-out')).toHaveLength(1);
    expect(requestsTo(fetchMock, 'POST /api/me/consents')).toHaveLength(0);
  });

  it('is not loaded for someone who has agreed to the current versions', async () => {
    const fetchMock = stubFetch(storedSessionRoutes(buildUser({ consentsDue: [] })));
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'My Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/me/consents')).toHaveLength(0);
  });
});
