import { expect, test } from '@playwright/test';
import { BackOffice, campaignFor } from './support/back-office.ts';
import { PNG_BYTES } from './support/constants.ts';
import { agreeToTerms, chooseCountry, field, latestMailTo, PASSWORD, uniqueEmail } from './support/fixtures.ts';
import { sayIn } from './support/language.ts';
import { completeProfile } from './support/profile-data.ts';

/**
 * Issue 15: a creator who reads Bahasa Malaysia goes through the portal in it, from the sign-up
 * form to a submitted task, and the e-mail that follows is in it too.
 */
test('a creator signs up, accepts and submits a task in Bahasa Malaysia; the e-mail follows in it, and so does a reload', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const say = await sayIn('ms');
  const email = uniqueEmail('bahasa');
  const fullName = 'Nur Aisyah';

  await page.goto('/register');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ms');
  await expect(page.getByRole('heading', { level: 1, name: 'Daftar' })).toBeVisible();
  await field(page, say('Full Name')).fill(fullName);
  await field(page, say('Email')).fill(email);
  await field(page, say('Password')).fill(PASSWORD);
  await field(page, say('Confirm Password')).fill(PASSWORD);
  await field(page, say('Contact Number')).fill('+60 12-345 6789');
  await chooseCountry(page, 'Malaysia', say);
  await agreeToTerms(page, /^Saya bersetuju dengan Terma Penggunaan/);
  await page
    .getByRole('button', { name: say('Sign Up') })
    .last()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: say('Getting started') })).toBeVisible();

  // The profile form has its own journey (profile.spec.ts): here it is filled through the API.
  const { token } = (await (await page.request.get('/api/identity/token')).json()) as { token: string };
  const saved = await page.request.put('/api/auth', {
    data: completeProfile(email, fullName),
    headers: { authorization: `Bearer ${token}` },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  const title = `Teh Tarik Kita ${Date.now()}`;
  const backOffice = await BackOffice.open(baseURL as string);
  const { id: campaignId } = await backOffice.createCampaign(campaignFor(title));
  const taskId = await backOffice.inviteInfluencer(campaignId, email);

  await page.goto(`/campaign/${taskId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: say('Accept Task') }).click();
  await page
    .getByRole('dialog', { name: say('Are you sure you want to accept this task?') })
    .getByRole('button', { name: say('Confirm') })
    .click();
  await expect(page.getByText(say('Task Accepted Successfully!'))).toBeVisible();

  await page.getByLabel(say('Screenshots'), { exact: true }).setInputFiles({
    name: 'bukti.png',
    mimeType: 'image/png',
    buffer: PNG_BYTES,
  });
  await expect(page.getByText(say('Uploaded'))).toBeVisible();
  await page.getByRole('textbox', { name: say('URL Link') }).fill('https://instagram.com/p/bukti');
  await page.getByRole('button', { name: say('Submit Task') }).click();
  await expect(page.getByText(say('Task Submitted Successfully'))).toBeVisible();

  await backOffice.review(taskId, 'approve');
  await backOffice.close();
  await expect
    .poll(() => latestMailTo(email), { timeout: 30_000 })
    .toContain(`Penyerahan anda untuk "${title}" telah diluluskan`);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(page.getByRole('button', { name: say('Sign Out') })).toBeVisible();
});
