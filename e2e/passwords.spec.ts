import { expect, test } from '@playwright/test';
import { createCreator, field, latestMailTo, openSignedIn, signIn, submitSignIn } from './support/fixtures.ts';

test('a forgotten password is reset through the e-mailed link', async ({ page, request, baseURL }) => {
  const creator = await createCreator(request, baseURL as string, 'forgot');
  await page.goto('/forgot-password');
  await field(page, 'Email').fill(creator.email);
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(
    page.getByText(
      'Success - if the email address you entered is valid you will receive instructions on how to reset your password by email.',
    ),
  ).toBeVisible();

  const mail = await latestMailTo(creator.email);
  const link = mail.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
  expect(link).toBeDefined();
  await page.goto(new URL(link as string).pathname + new URL(link as string).search);
  await field(page, 'New Password').fill('a-fresh-password-2');
  await field(page, 'Confirm Password').fill('a-fresh-password-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Updated')).toBeVisible();

  await submitSignIn(page, creator.email, creator.password);
  await expect(page.getByRole('note').getByText('Incorrect email/password')).toBeVisible();
  await signIn(page, creator.email, 'a-fresh-password-2');
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
});

test('change password re-checks the current password and the confirmation', async ({ page, request, baseURL }) => {
  const creator = await createCreator(request, baseURL as string, 'change');
  await openSignedIn(page, creator.email, creator.password);
  await page.getByRole('navigation').getByRole('link', { name: 'Change Password' }).click();

  // SPEC §5: the current password is re-checked first, then the new passwords are compared.
  await field(page, 'Current Password').fill('wrong-current-password');
  await field(page, 'New Password').fill('next-password-3');
  await field(page, 'Confirm New Password').fill('next-password-4');
  await page.getByRole('button', { name: 'Update Password' }).click();
  // Kept beside the form once its toast has gone.
  await expect(page.getByRole('note').getByText('Error updating credential')).toBeVisible();
  await expect(page.getByText('New passwords do not match', { exact: true })).toBeHidden();

  await field(page, 'Current Password').fill(creator.password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('New passwords do not match', { exact: true })).toBeVisible();

  await field(page, 'Confirm New Password').fill('next-password-3');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password Updated').first()).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await signIn(page, creator.email, 'next-password-3');
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
});
