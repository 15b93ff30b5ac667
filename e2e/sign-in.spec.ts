import { expect, test } from '@playwright/test';
import { SUPPORT_EMAIL } from './support/constants.ts';
import { banAccount, createCreator, signIn, submitSignIn, field } from './support/fixtures.ts';

test('sign-in validates, refuses a wrong password, signs in and out', async ({ page, request, baseURL }) => {
  const creator = await createCreator(request, baseURL as string, 'signin');
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter email address', { exact: true })).toBeVisible();
  await field(page, 'Email').fill(creator.email);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter password', { exact: true })).toBeVisible();

  await field(page, 'Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('note').getByText('Incorrect email/password')).toBeVisible();

  await signIn(page, creator.email, creator.password);
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  const sidebar = page.getByRole('navigation');
  for (const link of [
    'My Dashboard',
    'Edit Profile',
    'Payment Details',
    'Campaigns',
    'My Tasks',
    'Completed Task',
    'Payment History',
    'Change Password',
  ]) {
    await expect(sidebar.getByRole('link', { name: link })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a banned account is refused at sign-in with the banned message', async ({ page, request, baseURL }) => {
  const creator = await createCreator(request, baseURL as string, 'banned');
  await banAccount(baseURL as string, creator.email);

  await submitSignIn(page, creator.email, creator.password);
  await expect(
    page
      .getByRole('note')
      .getByText(`Your account has been banned for violating previous campaign(s). To unban, email ${SUPPORT_EMAIL}`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toHaveCount(0);
});

test('a creator banned while signed in is told so on reload and signed out', async ({ page, request, baseURL }) => {
  const creator = await createCreator(request, baseURL as string, 'banned-later');
  await signIn(page, creator.email, creator.password);
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();

  await banAccount(baseURL as string, creator.email);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  const banned = `Your account has been banned for violating previous campaign(s). To unban, email ${SUPPORT_EMAIL}`;
  await expect(page.getByRole('alert').getByText(banned)).toBeVisible();
});

test('the welcome screen shows while the session is being checked', async ({ page, context, baseURL }) => {
  // A session cookie the server no longer knows: the page cannot tell, so the app asks.
  await context.addCookies([{ name: 'better-auth.session_token', value: 'ended.session', url: baseURL as string }]);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/identity/get-session*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Creator Portal' })).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('an unknown path goes to the sign-in page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a task link asks the visitor to log in and returns to the task after sign-in', async ({
  page,
  request,
  baseURL,
}) => {
  const creator = await createCreator(request, baseURL as string, 'return');
  await page.goto('/campaign/invite-123');
  // The header hides its own Login here: the one link is the prompt's, which returns to the task.
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await field(page, 'Email').fill(creator.email);
  await field(page, 'Password').fill(creator.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/campaign\/invite-123$/);
});

test('the portal opened by another loopback name signs in as well', async ({ page, request, baseURL }) => {
  const creator = await createCreator(request, baseURL as string, 'loopback');
  // The server's PUBLIC_URL names 127.0.0.1; a developer may well open localhost instead. A browser
  // that has been there before sends a cookie, which is when better-auth checks the origin.
  const portal = `http://localhost:${new URL(baseURL as string).port}`;
  await page.context().addCookies([{ name: 'returning', value: '1', url: portal }]);
  await page.goto(`${portal}/`);
  await field(page, 'Email').fill(creator.email);
  await field(page, 'Password').fill(creator.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
});
