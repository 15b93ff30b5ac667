import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LegalDocumentText } from '@portal/domain/api';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { buildUser, noSessionRoutes, storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

afterEach(() => {
  tokenManager.clear();
});

const terms: LegalDocumentText = {
  document: 'terms',
  locale: 'en',
  version: '2026-12-08',
  effectiveDate: '2026-12-08',
  title: 'Terms of Use',
  markdown: [
    '## 1. Your account',
    '',
    '- Keep your password to yourself.',
    '- Read our [Privacy Notice](/privacy) and [the law](https://example.com/pdpa).',
    '',
    'Questions: help@example.com. Not a link: [click](javascript:alert(1)).',
  ].join('\n'),
};

describe('the legal pages', () => {
  it('show the terms of use to a visitor, with their version and safe links only', async () => {
    const fetchMock = stubFetch({ ...noSessionRoutes, 'GET /api/public/legal/terms': { body: terms } });
    renderApp('/terms');

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(screen.getByText(/Version 2026-12-08, in effect from/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. Your account' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'the law' })).toHaveAttribute('href', 'https://example.com/pdpa');
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
    expect(screen.queryByRole('link', { name: 'click' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/public/legal/terms')[0]?.query.get('locale')).toBe('en');
  });

  it('show the privacy notice signed in too, and offer to try again when it cannot be loaded', async () => {
    stubFetch({
      ...storedSessionRoutes(buildUser()),
      'GET /api/public/legal/privacy': { status: 500, body: { message: 'Down', code: 'internal' } },
    });
    renderApp('/privacy');

    expect(await screen.findByText('Could not load the Privacy Notice')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
