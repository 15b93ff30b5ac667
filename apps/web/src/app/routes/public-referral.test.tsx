import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import {
  buildReferral,
  buildUser,
  noSessionRoutes,
  optionRoutes,
  signedInFrameRoutes,
  signInRoutes,
} from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const publicReferralRoutes = {
  ...noSessionRoutes,
  ...optionRoutes,
  'GET /api/public/referral': { body: buildReferral({ id: 'code-5' }) },
};

afterEach(() => {
  // The page goes first: once drawn, it still asks for the bell's count, which would need a new token.
  cleanup();
  tokenManager.clear();
});

describe('Referral page, signed out', () => {
  it('previews the campaign and who refers, then offers sign-up and sign-in in turn', async () => {
    const fetchMock = stubFetch(publicReferralRoutes);
    renderApp('/refer/code-5');
    const person = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Raya Glow Serum' })).toBeInTheDocument();
    expect(screen.getByText('RM 150.50')).toBeInTheDocument();
    expect(screen.getByText('Referred by Bella Referrer')).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, 'GET /api/public/referral');
    expect(request?.headers.has('Authorization')).toBe(false);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/public/referral?referralId=code-5');

    await person.click(screen.getByRole('button', { name: 'Accept Task' }));
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'I already have an account' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'I need to create an account' }));
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
  });

  it("keeps the referral in the header's Login and Sign Up, to come back to it once signed in", async () => {
    stubFetch(publicReferralRoutes);
    renderApp('/refer/code-5');

    expect(await screen.findByRole('heading', { level: 1, name: 'Raya Glow Serum' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/?next=%2Frefer%2Fcode-5');
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/register?next=%2Frefer%2Fcode-5',
    );
  });

  it('signs in and stays on the referral to apply', async () => {
    const user = buildUser();
    stubFetch({
      ...publicReferralRoutes,
      ...signInRoutes(user),
      'GET /api/referral': { body: buildReferral({ id: 'code-5' }) },
      ...signedInFrameRoutes,
    });
    renderApp('/refer/code-5');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Accept Task' }));
    await person.click(screen.getByRole('button', { name: 'I already have an account' }));
    await person.type(screen.getByLabelText('Email'), user.email);
    await person.type(screen.getByLabelText('Password'), 'correct horse');
    await person.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: 'Apply for Task' })).toBeInTheDocument();
  });

  it('says the campaign is closed instead of offering to apply', async () => {
    stubFetch({
      ...publicReferralRoutes,
      'GET /api/public/referral': {
        body: buildReferral({ closed: true, referralCampaign: { campaignTitle: 'Raya Glow' } }),
      },
    });
    renderApp('/refer/code-5');

    expect(await screen.findByRole('heading', { level: 1, name: 'This campaign is closed' })).toBeInTheDocument();
    expect(screen.queryByText('No campaign found')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Task' })).not.toBeInTheDocument();
  });

  it('says when there is no such referral', async () => {
    stubFetch({
      ...publicReferralRoutes,
      'GET /api/public/referral': { status: 404, body: { message: 'No campaign found', code: 'no-campaign-found' } },
    });
    renderApp('/refer/unknown');

    expect(await screen.findByText('No campaign found')).toBeInTheDocument();
  });
});
