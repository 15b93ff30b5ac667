import { expect, test } from '@playwright/test';
import { agreeToTerms, chooseCountry, createCreator, field, PASSWORD, submitSignIn } from './support/fixtures.ts';

test('an invalid e-mail at sign-up shows the spec message, and each field stops at its limit', async ({ page }) => {
  await page.goto('/register');
  await field(page, 'Full Name').fill('N'.repeat(250));
  await expect(field(page, 'Full Name')).toHaveValue('N'.repeat(200));
  await field(page, 'Full Name').fill('Nur Aisyah');
  await field(page, 'Email').fill('aisyah.example.com');
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm Password').fill(PASSWORD);
  await field(page, 'Contact Number').fill('+60 12-345 6789');
  await chooseCountry(page, 'Malaysia');
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Sign Up' }).last().click();
  await expect(page.getByRole('note').getByText('Email provided is invalid', { exact: true })).toBeVisible();
});

test('a failed reset request says so with its code and what it means', async ({ page }) => {
  await page.goto('/forgot-password');
  await field(page, 'Email').fill('aisyah.example.com');
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(
    page.getByRole('note').getByText('Error resetting password invalid-email', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('note').getByText('Email provided is invalid', { exact: true })).toBeVisible();
});

test('the sixth failed sign-in says how long to wait', async ({ page, request, baseURL }) => {
  const creator = await createCreator(request, baseURL as string, 'throttled');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const refused = await request.post('/api/identity/sign-in/email', {
      data: { email: creator.email, password: `wrong-guess-${attempt}` },
      headers: { origin: baseURL as string },
    });
    expect(refused.status()).toBe(401);
  }
  await submitSignIn(page, creator.email, 'wrong-guess-6');
  await expect(
    page.getByRole('note').getByText('Too many sign-in attempts. Please try again in 15 minutes.'),
  ).toBeVisible();
});
