import { expect, test } from '@playwright/test';
import { createCreator, openSignedIn } from './support/fixtures.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('on a phone the public header collapses Login and Sign Up into a menu, and nothing scrolls sideways', async ({
  page,
}) => {
  await page.goto('/forgot-password');
  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: 'Menu' });
  await expect(header.getByRole('link', { name: 'Login' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(header.getByRole('link', { name: 'Login' })).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await header.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('on a wide screen the public header shows Login and Sign Up without a menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/forgot-password');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
});

test('on a phone the sidebar is an overlay opened from the top bar', async ({ page, request, baseURL }) => {
  const creator = await createCreator(request, baseURL as string, 'mobile');
  await openSignedIn(page, creator.email, creator.password);
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  const myTasks = page.getByRole('navigation').getByRole('link', { name: 'My Tasks' });
  await expect(myTasks).toBeHidden();
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await myTasks.click();
  await expect(page).toHaveURL(/\/my-tasks$/);
  await expect(myTasks).toBeHidden();
});

test('a tablet held upright (768 px) shows the sidebar, and a drawer left open on a widened window is closed when it narrows again', async ({
  page,
  request,
  baseURL,
}) => {
  const creator = await createCreator(request, baseURL as string, 'tablet');
  await openSignedIn(page, creator.email, creator.password);
  const myTasks = page.getByRole('navigation').getByRole('link', { name: 'My Tasks' });
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });

  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(myTasks).toBeVisible();
  await expect(toggle).toBeHidden();

  await page.setViewportSize({ width: 375, height: 812 });
  await toggle.click();
  await expect(myTasks).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  // Closed once the wide window is drawn (the burger is out of sight there, its state is not).
  await expect(page.getByRole('button', { name: 'Toggle navigation', includeHidden: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(myTasks).toBeHidden();
});

test('on a phone asking for less motion, the navigation toggle does not animate', async ({
  page,
  request,
  baseURL,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const creator = await createCreator(request, baseURL as string, 'reduced-motion');
  await openSignedIn(page, creator.email, creator.password);
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });

  const durations = await toggle.evaluate((button) =>
    [...button.querySelectorAll('*')].map((part) => getComputedStyle(part).transitionDuration),
  );
  expect(durations.length).toBeGreaterThan(0);
  for (const duration of durations) expect(duration.split(', ').every((value) => value === '0s')).toBe(true);
});
