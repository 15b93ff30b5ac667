import { expect, test } from '@playwright/test';
import { createCreator } from './support/fixtures.ts';

test('a visitor switches the sign-in page to Bahasa Malaysia and keeps it after a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ms');

  await expect(page.getByRole('heading', { name: 'Log Masuk' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await page.getByRole('button', { name: 'Log Masuk' }).click();
  await expect(page.getByText('Sila masukkan alamat e-mel', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log Masuk' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Bahasa' })).toHaveValue('ms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
});

test('the language chosen while signed in follows the account to another browser', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const creator = await createCreator(request, baseURL as string, 'i18n');
  const signInTo = async (target: typeof page) => {
    await target.goto('/');
    await target.getByLabel('Email', { exact: true }).fill(creator.email);
    await target.getByLabel('Password', { exact: true }).fill(creator.password);
    await target.getByRole('button', { name: 'Sign In' }).click();
  };
  await signInTo(page);
  const header = page.getByRole('banner');
  // The sign-in page has the language menu too: a choice made there, before the account answers,
  // is this browser's alone.
  await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  // The choice is saved on the account in the background: the other browser comes once it is.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth') && response.request().method() === 'PUT',
  );
  await header.getByRole('combobox', { name: 'Language' }).selectOption('zh-Hans');
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: '我的任务' })).toBeVisible();

  // Another browser, with nothing kept: the account's language is shown once signed in.
  const elsewhere = await browser.newPage({ baseURL });
  await signInTo(elsewhere);
  await expect(elsewhere.getByRole('button', { name: '退出登录' })).toBeVisible();
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await elsewhere.close();
});
