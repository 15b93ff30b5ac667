import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BackOffice, campaignFor } from './support/back-office.ts';
import { MP4_BYTES, PNG_BYTES } from './support/constants.ts';
import { CreatorApi } from './support/creator-api.ts';
import { createCreator, signInThroughApi } from './support/fixtures.ts';

let backOffice: BackOffice;
test.beforeAll(async ({ baseURL }) => {
  backOffice = await BackOffice.open(baseURL as string);
});
test.afterAll(() => backOffice.close());

const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_BYTES });
/** A PNG of `bytes` bytes: a real one's first bytes, then filler. */
const largePng = (bytes: number, fill: number) =>
  Buffer.concat([PNG_BYTES, Buffer.alloc(bytes - PNG_BYTES.length, fill)]);

/** A creator with an ACCEPTED task of `taskType`, signed in on its detail page. */
async function acceptedTask(
  page: Page,
  request: Parameters<typeof createCreator>[0],
  baseURL: string,
  taskType: 'POST' | 'VIDEO' | 'REVIEW' | 'DRAFT',
) {
  const creator = await createCreator(request, baseURL, `submit-${taskType.toLowerCase()}`);
  const title = `${taskType} proof ${Date.now()}`;
  const { id: campaignId } = await backOffice.createCampaign(campaignFor(title, { taskType, requiresReport: true }));
  const taskId = await backOffice.inviteInfluencer(campaignId, creator.email);
  const api = await CreatorApi.signIn(baseURL, creator.email, creator.password);
  await api.put('/api/task/accept', { task: taskId, screeningResponses: [] });
  await signInThroughApi(page, creator.email, creator.password);
  await page.goto(`/campaign/${taskId}`);
  return { creator, campaignId, taskId, api, title };
}

async function attach(page: Page, label: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByLabel(label, { exact: true }).setInputFiles(files);
  await expect(page.getByText('Uploaded')).toHaveCount(files.length);
}

async function submitThroughApi(api: CreatorApi, campaignId: string, taskId: string) {
  const key = await api.uploadScreenshot(campaignId);
  await api.put('/api/task/submit', {
    newSubmission: { taskId, screenshotURL: [key], linkURL: 'https://instagram.com/p/1' },
  });
}

test('a final submission with screenshots and a link goes to approval', async ({ page, request, baseURL }) => {
  const { api } = await acceptedTask(page, request, baseURL as string, 'POST');
  await page.getByRole('button', { name: 'Submit Task' }).click();
  await expect(page.getByText('Please upload screenshot', { exact: true })).toBeVisible();
  await attach(page, 'Screenshots', [image('first.png'), image('second.png')]);
  await expect(page.getByRole('progressbar', { name: 'second.png upload progress' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Task' }).click();
  await expect(page.getByText('Please provide URL link for submission', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'URL Link' }).fill('https://instagram.com/p/proof');
  await page.getByRole('button', { name: 'Submit Task' }).click();
  await expect(page.getByText('Task Submitted Successfully')).toBeVisible();
  await expect(page.getByText('Pending Approval').first()).toBeVisible();
  await api.close();
});

test('a VIDEO draft is approved, then the final submission follows; the report comes last', async ({
  page,
  request,
  baseURL,
}) => {
  // The longest journey: a draft, its review, the final submission and a report.
  test.slow();
  const { api, taskId } = await acceptedTask(page, request, baseURL as string, 'VIDEO');
  await expect(page.getByRole('button', { name: 'Submit Task' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Draft Comment' }).fill('Morning ride, first cut');
  await page.getByRole('button', { name: 'Submit Draft' }).click();
  await expect(page.getByText('Please upload draft files', { exact: true })).toBeVisible();
  await attach(page, 'Draft Files', [
    { name: 'cut.mp4', mimeType: 'video/mp4', buffer: Buffer.concat([MP4_BYTES, Buffer.alloc(300 * 1024, 7)]) },
  ]);
  await page.getByRole('button', { name: 'Submit Draft' }).click();
  await expect(page.getByText('Draft Submitted Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/my-tasks$/);
  await page.goto(`/campaign/${taskId}`);
  await expect(page.getByText('Draft Submitted', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Draft' })).toHaveCount(0);

  await backOffice.review(taskId, 'approveDraft', { remark: 'Morning ride, approved cut' });
  await page.goto(`/campaign/${taskId}`);
  await expect(page.getByText('Draft Approved', { exact: true })).toBeVisible();
  await expect(page.getByText('Morning ride, approved cut', { exact: true })).toBeVisible();
  await attach(page, 'Screenshots', [image('live.png')]);
  await page.getByRole('textbox', { name: 'URL Link' }).fill('https://tiktok.com/@me/video/1');
  await page.getByRole('button', { name: 'Submit Task' }).click();
  await expect(page.getByText('Task Submitted Successfully')).toBeVisible();
  // The final submission carries the approved draft's files.
  await expect(page.getByRole('article', { name: /^Submission of/ })).toContainText('cut.mp4');

  await backOffice.review(taskId, 'approveWithReport');
  await page.reload();
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByText('Please upload screenshot', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View example report' })).toHaveAttribute('target', '_blank');
  await attach(page, 'Report Screenshots', [image('insights.png')]);
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByText('Report Submitted Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/my-tasks$/);
  await api.close();
});

test('a rejected submission shows the remark and is resubmitted', async ({ page, request, baseURL }) => {
  const { api, taskId, campaignId } = await acceptedTask(page, request, baseURL as string, 'REVIEW');
  await submitThroughApi(api, campaignId, taskId);
  await backOffice.review(taskId, 'reject', { remark: 'The screenshot is cropped' });
  await page.reload();
  await expect(page.getByText('Rejected. Resubmit Required')).toBeVisible();
  await expect(page.getByText('The screenshot is cropped', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'URL Link' })).toHaveCount(0);
  await attach(page, 'Screenshots', [image('whole.png')]);
  await page.getByRole('button', { name: 'Submit Task' }).click();
  await expect(page.getByText('Task Submitted Successfully')).toBeVisible();
  await api.close();
});

test('a large upload pauses and resumes', async ({ page, request, baseURL }) => {
  const { api } = await acceptedTask(page, request, baseURL as string, 'POST');
  // Slow the upload down so there is time to pause it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await page
    .getByLabel('Screenshots', { exact: true })
    .setInputFiles([{ name: 'big.png', mimeType: 'image/png', buffer: largePng(6 * 1024 * 1024, 1) }]);
  await page.getByRole('button', { name: 'Pause big.png' }).click();
  await expect(page.getByRole('button', { name: 'Resume big.png' })).toBeVisible();
  await expect(page.getByText('Paused')).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.getByRole('button', { name: 'Resume big.png' }).click();
  await expect(page.getByText('Uploaded')).toBeVisible({ timeout: 20_000 });
  await api.close();
});

test('a DRAFT task sends its draft comment first, then the final submission once approved', async ({
  page,
  request,
  baseURL,
}) => {
  const { api, taskId } = await acceptedTask(page, request, baseURL as string, 'DRAFT');
  await expect(page.getByRole('button', { name: 'Submit Task' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Draft Comment' }).fill('Caption: the best kopi in town');
  await page.getByRole('button', { name: 'Submit Draft' }).click();
  await expect(page.getByText('Draft Submitted Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/my-tasks$/);

  await backOffice.review(taskId, 'approveDraft', { remark: 'Caption: the best kopi in KL' });
  await page.goto(`/campaign/${taskId}`);
  await expect(page.getByText('Draft Approved', { exact: true })).toBeVisible();
  await expect(page.getByText('Caption: the best kopi in KL', { exact: true })).toBeVisible();
  await attach(page, 'Screenshots', [image('posted.png')]);
  await page.getByRole('textbox', { name: 'URL Link' }).fill('https://instagram.com/p/kopi');
  await page.getByRole('button', { name: 'Submit Task' }).click();
  await expect(page.getByText('Task Submitted Successfully')).toBeVisible();
  await expect(page.getByText('Pending Approval').first()).toBeVisible();
  await api.close();
});

test('a large upload interrupted by a page reload resumes from the bytes the server has', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const { api } = await acceptedTask(page, request, baseURL as string, 'POST');
  // A file on disk keeps its name, size and modification time across the reload: the upload's fingerprint.
  const bigFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'resume-')), 'reel.png');
  await fs.writeFile(bigFile, largePng(8 * 1024 * 1024, 3));
  const cdp = await page.context().newCDPSession(page);
  const throttle = (uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await throttle(1024 * 1024);
  await page.getByLabel('Screenshots', { exact: true }).setInputFiles(bigFile);
  const progress = page.getByRole('progressbar', { name: 'reel.png upload progress' });
  await expect(async () => {
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(20);
  }).toPass({ timeout: 20_000 });

  await page.reload();
  await expect(page.getByText('1 upload was interrupted: pick the same file to continue')).toBeVisible();
  await expect(page.getByText('reel.png', { exact: true })).toBeVisible();
  await throttle(-1);
  const resumedFrom: number[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PATCH' && sent.url().includes('/api/uploads/')) {
      resumedFrom.push(Number(sent.headers()['upload-offset']));
    }
  });
  await page.getByLabel('Screenshots', { exact: true }).setInputFiles(bigFile);
  await expect(page.getByText('Uploaded')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/interrupted/)).toHaveCount(0);
  testInfo.annotations.push({ type: 'resumed from byte', description: String(resumedFrom[0]) });
  expect(resumedFrom[0]).toBeGreaterThan(0);

  await page.getByRole('textbox', { name: 'URL Link' }).fill('https://instagram.com/p/reel');
  await page.getByRole('button', { name: 'Submit Task' }).click();
  await expect(page.getByText('Task Submitted Successfully')).toBeVisible();
  await api.close();
});

test('a file interrupted on one task starts anew when picked on another, in chunks from 256 KB doubling', async ({
  page,
  request,
  baseURL,
}) => {
  const creator = await createCreator(request, baseURL as string, 'two-tasks');
  const api = await CreatorApi.signIn(baseURL as string, creator.email, creator.password);
  const acceptedIn = async (title: string) => {
    const { id: campaignId } = await backOffice.createCampaign(campaignFor(title, { taskType: 'REVIEW' }));
    const taskId = await backOffice.inviteInfluencer(campaignId, creator.email);
    await api.put('/api/task/accept', { task: taskId, screeningResponses: [] });
    return taskId;
  };
  const taskA = await acceptedIn(`Task A ${Date.now()}`);
  const taskB = await acceptedIn(`Task B ${Date.now()}`);
  const bigFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'two-tasks-')), 'reel.png');
  await fs.writeFile(bigFile, largePng(8 * 1024 * 1024, 5));
  await signInThroughApi(page, creator.email, creator.password);

  await page.goto(`/campaign/${taskA}`);
  const cdp = await page.context().newCDPSession(page);
  const throttle = (uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await throttle(1024 * 1024);
  await page.getByLabel('Screenshots', { exact: true }).setInputFiles(bigFile);
  const progress = page.getByRole('progressbar', { name: 'reel.png upload progress' });
  await expect(async () => {
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(10);
  }).toPass({ timeout: 20_000 });

  await page.goto(`/campaign/${taskB}`);
  await throttle(-1);
  await expect(page.getByRole('button', { name: 'Submit Task' })).toBeVisible();
  await expect(page.getByText(/interrupted/)).toHaveCount(0);
  const offsets: number[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PATCH' && sent.url().includes('/api/uploads/')) {
      offsets.push(Number(sent.headers()['upload-offset']));
    }
  });
  await page.getByLabel('Screenshots', { exact: true }).setInputFiles(bigFile);
  await expect(page.getByText('Uploaded')).toBeVisible({ timeout: 30_000 });
  const chunkKilobytes = offsets.slice(1, 5).map((offset, index) => (offset - (offsets[index] ?? 0)) / 1024);
  expect(offsets[0]).toBe(0);
  expect(chunkKilobytes).toEqual([256, 512, 1024, 2048]);
  await page.getByRole('button', { name: 'Submit Task' }).click();
  await expect(page.getByText('Task Submitted Successfully')).toBeVisible();

  await page.goto(`/campaign/${taskA}`);
  await expect(page.getByText('1 upload was interrupted: pick the same file to continue')).toBeVisible();
  await api.close();
});
