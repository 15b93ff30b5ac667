import { expect, test } from '@playwright/test';
import { createCreator, signIn } from './support/fixtures.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('on a phone the public header shows Login and Sign Up, and nothing scrolls sideways', async ({ page }) => {
  await page.goto('/forgot-password');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await header.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('on a phone the sidebar is an overlay opened from the top bar', async ({ page, request, baseURL }) => {
  const creator = await createCreator(request, baseURL as string, 'mobile');
  await signIn(page, creator.email, creator.password);
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  const myTasks = page.getByRole('navigation').getByRole('link', { name: 'My Tasks' });
  await expect(myTasks).toBeHidden();
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await myTasks.click();
  await expect(page).toHaveURL(/\/my-tasks$/);
  await expect(myTasks).toBeHidden();
});
