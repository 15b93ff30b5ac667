import { expect } from '@playwright/test';
import { expectPolicy, test } from './support/csp.ts';
import { loadDemoData, titleOf, type DemoData } from './support/demo-data.ts';
import { createCreator, openSignedIn } from './support/fixtures.ts';

/**
 * The screens the accessibility sweep does not pass through run under the Content-Security-Policy
 * too (the sweep checks every other screen's policy and violations as it goes): the offers a
 * newcomer sees on an invite and a referral link, and the API's documentation.
 */

test.describe.configure({ timeout: 120_000 });

let demo: DemoData;
test.beforeAll(async ({ baseURL }) => {
  demo = await loadDemoData(baseURL as string);
});

test('a newcomer opens an invite link and a referral link', async ({ page, request, baseURL }) => {
  const newcomer = await createCreator(request, baseURL as string, 'csp-newcomer');
  await openSignedIn(page, newcomer.email, newcomer.password);
  for (const [path, heading] of [
    [`/invite/${demo.inviteId}`, titleOf(demo.demoTask('SELECTED'))],
    [`/refer/${demo.referral.code}`, titleOf(demo.referral.task)],
  ] as const) {
    expectPolicy(await page.goto(path), path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('the API documentation renders under its own policy', async ({ page }) => {
  const response = await page.goto('/api/docs/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { name: /Creator Portal API/ })).toBeVisible();
});
