import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './support/constants.ts';
import { signInThroughApi } from './support/fixtures.ts';

test('on a phone a back-office table is a list of cards, with no empty box for its hidden header row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin/payouts');
  const table = page.getByRole('table', { name: 'Payouts', exact: true });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  const headerRow = table.locator('thead tr');
  const box = await headerRow.evaluate((row) => {
    const style = getComputedStyle(row);
    return { border: style.borderTopWidth, height: row.getBoundingClientRect().height };
  });
  expect(box.border).toBe('0px');
  // Only the select-all checkbox, which must stay in sight, is left of it.
  expect(box.height).toBeLessThan(48);
  const card = await table
    .locator('tbody tr')
    .first()
    .evaluate((row) => getComputedStyle(row).borderTopWidth);
  expect(card).toBe('1px');
});

test('at 1280 px every payout status badge shows its whole label', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin/payouts');
  const table = page.getByRole('table', { name: 'Payouts', exact: true });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  const badges = table.locator('tbody [data-tone]');
  expect(await badges.count()).toBeGreaterThan(0);
  const clipped = await badges.evaluateAll((elements) =>
    elements
      .map((badge) => badge.querySelector('.mantine-Badge-label') ?? badge)
      .filter((label) => label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1)
      .map((label) => label.textContent),
  );
  expect(clipped).toEqual([]);
});
