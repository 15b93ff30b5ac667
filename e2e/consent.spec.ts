import { expect, test } from '@playwright/test';
import { createCreator, field, openSignedIn, PASSWORD, uniqueEmail } from './support/fixtures.ts';
import { completeProfile } from './support/profile-data.ts';

test('an account made through the API is asked once to agree to the terms and the privacy notice', async ({
  page,
  baseURL,
}) => {
  // Signed up and given a profile through the API, without the sign-up form's agreement.
  const email = uniqueEmail('api-account');
  const request = page.request;
  expect(
    (
      await request.post('/api/identity/sign-up/email', {
        data: { email, password: PASSWORD, name: 'API Account' },
        headers: { origin: baseURL ?? '' },
      })
    ).ok(),
  ).toBe(true);
  const { token } = (await (await request.get('/api/identity/token')).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const newUser = { fullName: 'API Account', contactNumber: '+60 12-345 6789', country: 'Malaysia' };
  expect((await request.post('/api/auth', { data: newUser, headers })).ok()).toBe(true);
  expect((await request.put('/api/auth', { data: completeProfile(email, 'API Account'), headers })).ok()).toBe(true);
  await request.post('/api/identity/sign-out', { headers: { origin: baseURL ?? '' } });

  await page.goto('/');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();

  const dialog = page.getByRole('dialog', { name: 'Terms of Use and Privacy Notice' });
  await expect(dialog.getByRole('heading', { name: 'Terms of Use', exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Privacy Notice', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'I agree' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();

  // Asked once: the next visit goes straight in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('news and offers by e-mail are off until the creator turns them on, and their sign-ins are listed', async ({
  page,
  request,
  baseURL,
}) => {
  const creator = await createCreator(request, baseURL ?? '', 'news');
  await openSignedIn(page, creator.email, creator.password, '/notification-settings');
  const news = page.getByRole('switch', { name: /^Send me news and offers by e-mail/ });
  await expect(news).not.toBeChecked();
  await news.click();
  await expect(news).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: /^Send me news and offers by e-mail/ })).toBeChecked();

  const { token } = (await (await page.request.get('/api/identity/token')).json()) as { token: string };
  const signIns = await page.request.get('/api/me/sign-ins', { headers: { authorization: `Bearer ${token}` } });
  expect(((await signIns.json()) as { total: number }).total).toBeGreaterThanOrEqual(2);
});

test('the privacy notice is public, in the language chosen', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ms');
  await expect(page.getByRole('heading', { level: 1, name: 'Notis Privasi' })).toBeVisible();
  await expect(page.getByText(/Akta Perlindungan Data Peribadi 2010/)).toBeVisible();
});
