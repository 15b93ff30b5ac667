import { expect, test } from '@playwright/test';
import { agreeToTerms, chooseCountry, PASSWORD, signUpThroughForm, uniqueEmail, field } from './support/fixtures.ts';

test('sign-up shows each validation message in the spec order, then signs the creator in', async ({ page }) => {
  await page.goto('/register');
  const submit = page.getByRole('button', { name: 'Sign Up' }).last();
  const expectError = (message: string) => expect(page.getByText(message, { exact: true })).toBeVisible();

  await submit.click();
  await expectError('Please complete full name field');
  await field(page, 'Full Name').fill('Nur Aisyah');
  await submit.click();
  await expectError('Please complete email field');
  await field(page, 'Email').fill(uniqueEmail('signup'));
  await submit.click();
  await expectError('Please complete password field');
  await field(page, 'Password').fill(PASSWORD);
  await submit.click();
  await expectError('Please confirm your password');
  await field(page, 'Confirm Password').fill('something-else');
  await submit.click();
  await expectError('Passwords do not match');
  await field(page, 'Confirm Password').fill(PASSWORD);
  await submit.click();
  await expectError('Please complete contact number field');
  await field(page, 'Contact Number').fill('+60 12-345 6789');
  await submit.click();
  await expectError('Please select country field');
  await chooseCountry(page, 'Malaysia');
  await submit.click();
  await expectError('Please agree to the Terms of Use and the Privacy Notice');
  // The terms and the notice open in a new tab, the form staying as it was.
  const [terms] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Terms of Use', exact: true }).click(),
  ]);
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  await terms.close();
  await expect(page.getByRole('checkbox', { name: 'Send me news and offers by e-mail (optional)' })).not.toBeChecked();
  await agreeToTerms(page);
  await submit.click();

  // A new creator has no profile or follower counts yet: the first run's checklist comes first.
  await expect(page).toHaveURL(/\/getting-started(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  await expect(page.getByText('0 of 4 done')).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Edit Profile' })).toBeVisible();
});

test('a taken e-mail is refused with the spec message', async ({ page }) => {
  const creator = { fullName: 'First Owner', email: uniqueEmail('taken'), password: PASSWORD };
  await signUpThroughForm(page, creator);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  await page.goto('/register');
  await field(page, 'Full Name').fill('Second Owner');
  await field(page, 'Email').fill(creator.email);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm Password').fill(PASSWORD);
  await field(page, 'Contact Number').fill('+65 8123 4567');
  await chooseCountry(page, 'Singapore');
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Sign Up' }).last().click();
  await expect(page.getByRole('note').getByText('Email provided is already in use')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
