import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/locale';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import {
  buildTask,
  buildUser,
  CHAT_GROUP_LINK,
  emptyThreadRoutes,
  noEarningsRoutes,
  noSessionRoutes,
  nothingSentRoutes,
  signInRoutes,
  signedInFrameRoutes,
} from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const user = buildUser();

/** Fresh for each test: signing in changes what the session answers. */
const signingInRoutes = () => ({
  ...signInRoutes(user),
  // The dashboard lists the next steps, links to the chat group of the user's country, and sums up the earnings.
  'GET /api/task': { body: [] },
  'GET /api/public/options/telegram': { body: { value: CHAT_GROUP_LINK } },
  ...noEarningsRoutes,
  ...signedInFrameRoutes,
});

async function fillInCredentials() {
  const person = userEvent.setup();
  await person.type(await screen.findByLabelText('Email'), user.email);
  await person.type(screen.getByLabelText('Password'), 'correct horse');
  return person;
}

afterEach(() => {
  // The page goes first: once drawn, it still asks for the bell's count, which would need a new token.
  cleanup();
  tokenManager.clear();
});

describe('sign-in page', () => {
  it('shows a welcome screen until the session is checked', async () => {
    stubFetch(noSessionRoutes);
    renderApp('/');

    expect(screen.getByRole('heading', { name: 'Welcome to Creator Portal' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows at once, asking nothing of the server, when the page says its browser holds no session', async () => {
    const fetchMock = stubFetch(noSessionRoutes);
    renderApp('/', { storedSession: 'none' });

    expect(screen.queryByRole('heading', { name: 'Welcome to Creator Portal' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/identity/get-session')).toHaveLength(0);
  });

  it('says what the portal offers a creator', async () => {
    stubFetch(noSessionRoutes);
    renderApp('/');

    expect(
      await screen.findByText('Paid brand campaigns, with clear terms and a payment date you can count on.'),
    ).toBeInTheDocument();
  });

  it('requires the email and the password, focusing the first missing field', async () => {
    stubFetch(noSessionRoutes);
    renderApp('/');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Sign In' }));

    // The form's schema arrives with the first submit (lazySchema): slow on a busy machine.
    expect(await screen.findByText('Please enter email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter password')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  });

  it('signs in once, even on a double click, and opens the dashboard', async () => {
    const fetchMock = stubFetch(signingInRoutes());
    renderApp('/');
    const person = await fillInCredentials();

    await person.dblClick(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'My Dashboard' })).toBeInTheDocument();
    // The address stays '/': the new page's heading takes the focus, not the page's body.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'My Dashboard' })).toHaveFocus());
    expect(screen.getByText(user.fullName)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/identity/sign-in/email')).toHaveLength(1);
    // The session answers the user and the API token at once: the dashboard's data is the next request.
    expect(requestsTo(fetchMock, 'GET /api/identity/token')).toHaveLength(0);
    expect(requestsTo(fetchMock, 'GET /api/task')[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('returns to the task the visitor opened before signing in', async () => {
    stubFetch({
      ...signingInRoutes(),
      ...nothingSentRoutes,
      'GET /api/task/taskId': { body: buildTask({ id: 'invite-42' }) },
      ...emptyThreadRoutes('creator', 'invite-42'),
    });
    renderApp('/campaign/invite-42');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('link', { name: 'Login' }));
    await fillInCredentials();
    await person.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Raya Glow Serum' })).toBeInTheDocument();
  });

  it('shows the identity message for wrong credentials', async () => {
    stubFetch({
      ...noSessionRoutes,
      'POST /api/identity/sign-in/email': {
        status: 401,
        body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      },
    });
    renderApp('/');
    const person = await fillInCredentials();

    await person.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email/password');
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    // Marked for a screen reader too (once the refusal is in), and cleared as the user types again.
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await person.type(screen.getByLabelText('Password'), '!');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');

    // Refused again, then corrected in the e-mail this time.
    await person.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
    await person.type(screen.getByLabelText('Email'), 'm');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the provider's banned text as it is", async () => {
    const banned =
      'Your account has been banned for violating previous campaign(s). To unban, email support@example.com';
    stubFetch({
      ...noSessionRoutes,
      'POST /api/identity/sign-in/email': { status: 403, body: { code: 'BANNED_USER', message: banned } },
    });
    renderApp('/');
    const person = await fillInCredentials();

    await person.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(banned);
  });

  it('words the ban in the language shown, with the support address the server names', async () => {
    await activateLocale('ms');
    stubFetch({
      ...noSessionRoutes,
      'POST /api/identity/sign-in/email': {
        status: 403,
        body: {
          code: 'BANNED_USER',
          message: 'Your account has been banned for violating previous campaign(s). To unban, email help@brand.test',
          params: { email: 'help@brand.test' },
        },
      },
    });
    renderApp('/');
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText('E-mel'), user.email);
    await person.type(screen.getByLabelText('Kata Laluan'), 'correct horse');

    await person.click(screen.getByRole('button', { name: 'Log Masuk' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Akaun anda telah disekat kerana melanggar syarat kempen terdahulu. Untuk membuka sekatan, e-mel help@brand.test',
    );
  });

  it('keeps the refusal beside the form once its toast has gone, as the form’s description', async () => {
    stubFetch({
      ...noSessionRoutes,
      'POST /api/identity/sign-in/email': {
        status: 401,
        body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      },
    });
    renderApp('/');
    const person = await fillInCredentials();

    await person.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('alert');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 10_000 });

    const form = screen.getByRole('button', { name: 'Sign In' }).closest('form');
    expect(form).toHaveAccessibleDescription('Incorrect email/password');
    expect(screen.getByRole('note')).toHaveTextContent('Incorrect email/password');
  });

  it('hides the Login button of the header and offers Sign Up', async () => {
    stubFetch(noSessionRoutes);
    renderApp('/');

    const header = await screen.findByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  });
});
