import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/locale';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import {
  buildInvite,
  buildNewUser,
  buildTask,
  buildUser,
  noSessionRoutes,
  optionRoutes,
  signInRoutes,
  signedInFrameRoutes,
  tokenRoutes,
} from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const publicInviteRoutes = {
  ...noSessionRoutes,
  ...optionRoutes,
  'GET /api/public/invite': { body: buildInvite({ id: 'invite-5' }) },
};

afterEach(() => {
  // The page goes first: once drawn, it still asks for the bell's count, which would need a new token.
  cleanup();
  tokenManager.clear();
});

describe('Invite page, signed out', () => {
  it('previews the campaign without a token, then offers sign-up and sign-in in turn', async () => {
    const fetchMock = stubFetch(publicInviteRoutes);
    renderApp('/invite/invite-5');
    const person = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Raya Glow Serum' })).toBeInTheDocument();
    expect(screen.getByText('RM 150.50')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/public/invite')[0]?.headers.has('Authorization')).toBe(false);

    await person.click(screen.getByRole('button', { name: 'Accept Task' }));
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'I already have an account' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'I need to create an account' }));
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
  });

  it('offers sign-up and sign-in in the visitor’s language', async () => {
    await activateLocale('ms');
    stubFetch(publicInviteRoutes);
    renderApp('/invite/invite-5');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Terima Tugasan' }));
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 2, name: 'Daftar' })).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Saya sudah mempunyai akaun' }));
    expect(within(main).getByRole('heading', { level: 2, name: 'Log Masuk' })).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Saya perlu membuat akaun' }));
    expect(within(main).getByRole('heading', { level: 2, name: 'Daftar' })).toBeInTheDocument();
  });

  it('signs in and stays on the invite to apply', async () => {
    const user = buildUser();
    stubFetch({
      ...publicInviteRoutes,
      ...signInRoutes(user),
      'GET /api/invite': { body: buildInvite({ id: 'invite-5' }) },
      ...signedInFrameRoutes,
    });
    renderApp('/invite/invite-5');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Accept Task' }));
    await person.click(screen.getByRole('button', { name: 'I already have an account' }));
    await person.type(screen.getByLabelText('Email'), user.email);
    await person.type(screen.getByLabelText('Password'), 'correct horse');
    await person.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: 'Apply for Task' })).toBeInTheDocument();
  });

  it('signs a new creator up, lets them apply at once, then has them complete their profile', async () => {
    const newUser = buildNewUser();
    stubFetch({
      ...publicInviteRoutes,
      ...tokenRoutes,
      'POST /api/identity/sign-up/email': { body: { token: 'session-token', user: { id: newUser.id } } },
      'POST /api/auth': { body: newUser },
      'GET /api/invite': { body: buildInvite({ id: 'invite-5' }) },
      'POST /api/task/invite/accept': { body: buildTask({ id: 'invite-5', status: 'APPLIED' }) },
      ...signedInFrameRoutes,
    });
    renderApp('/invite/invite-5');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Accept Task' }));
    await person.type(screen.getByLabelText('Full Name'), newUser.fullName);
    await person.type(screen.getByLabelText('Email'), newUser.email);
    await person.type(screen.getByLabelText('Password'), 'correct horse');
    await person.type(screen.getByLabelText('Confirm Password'), 'correct horse');
    await person.type(screen.getByLabelText('Contact Number'), '+60123456789');
    await person.type(screen.getByRole('combobox', { name: 'Country' }), 'Malaysia');
    await person.keyboard('{ArrowDown}{Enter}');
    await person.click(screen.getByRole('checkbox', { name: 'I agree to the Terms of Use and the Privacy Notice' }));
    await person.click(screen.getByRole('button', { name: 'Sign Up' }));

    // The invite first (SPEC §2: sign up, then apply), the first run after it.
    await person.click(await screen.findByRole('button', { name: 'Apply for Task' }));
    expect(await screen.findByText('Applied Successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Getting started' })).toBeInTheDocument();
  });

  it('says the campaign is closed instead of offering to apply', async () => {
    stubFetch({
      ...publicInviteRoutes,
      'GET /api/public/invite': { body: buildInvite({ closed: true, inviteCampaign: { campaignTitle: 'Raya Glow' } }) },
    });
    renderApp('/invite/invite-5');

    expect(await screen.findByRole('heading', { level: 1, name: 'This campaign is closed' })).toBeInTheDocument();
    expect(screen.queryByText('No campaign found')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Task' })).not.toBeInTheDocument();
  });

  it('says when there is no such invite', async () => {
    stubFetch({
      ...publicInviteRoutes,
      'GET /api/public/invite': { status: 404, body: { message: 'No campaign found', code: 'no-campaign-found' } },
    });
    renderApp('/invite/unknown');

    expect(await screen.findByText('No campaign found')).toBeInTheDocument();
  });
});
