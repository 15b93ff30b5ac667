import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createCreator, latestMailTo, openSignedIn } from './support/fixtures.ts';

test('a creator asks for a copy of their data, is told when it is ready, and downloads one ZIP', async ({
  page,
  request,
  baseURL,
}) => {
  const creator = await createCreator(request, baseURL as string, 'my-data');
  await openSignedIn(page, creator.email, creator.password);
  await page.getByRole('navigation').getByRole('link', { name: 'Your data' }).click();
  await expect(page.getByRole('heading', { name: 'Your data', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Ask for my data' }).click();
  await expect(page.getByText(/We are preparing your data/)).toBeVisible();
  // Built by the job within DATA_EXPORT_POLL_SECONDS (15), seen by the page's next read.
  const download = page.getByRole('button', { name: 'Download my data' });
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Your data is ready to download')).toBeVisible();

  const saving = page.waitForEvent('download');
  await download.click();
  const saved = await saving;
  expect(saved.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await fs.readFile(await saved.path());
  // A ZIP (its local file header) naming its index and the creator's profile.
  expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
  expect(zip.includes('index.html')).toBe(true);
  expect(zip.includes('data/profile.json')).toBe(true);

  await expect.poll(() => latestMailTo(creator.email), { timeout: 30_000 }).toContain('/my-data');
});
