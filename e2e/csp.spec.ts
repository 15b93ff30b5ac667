import { test as base, expect, type Page } from '@playwright/test';
import type { Task } from '@portal/domain/tasks';
import { BackOffice } from './support/back-office.ts';
import { E2E_ADMIN, E2E_DEMO_CREATOR } from './support/constants.ts';
import { CreatorApi } from './support/creator-api.ts';
import { createCreator, signIn } from './support/fixtures.ts';

/**
 * Every screen of the built app runs under its Content-Security-Policy: each page arrives with the
 * policy, and the browser reports no violation while it renders (a test fails on any report).
 */
const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) =>
            console.error(
              `securitypolicyviolation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} ` +
                `(${event.sourceFile}:${event.lineNumber})`,
            ),
          true,
        );
      });
      page.on('console', (message) => {
        const text = message.text();
        if (text.startsWith('securitypolicyviolation') || text.includes('Content Security Policy')) {
          violations.push(`${page.url()}: ${text}`);
        }
      });
      await use(violations);
      expect(violations).toEqual([]);
    },
    { auto: true },
  ],
});

/** Loads `path` as a fresh page, checks it came with the policy, and waits for its main heading. */
async function visit(page: Page, path: string, heading: string) {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, path).toContain("script-src 'self'");
  expect(policy, path).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

// Each test loads many pages, on a busy machine.
test.describe.configure({ timeout: 120_000 });

let demoTasks: Task[];
/** An invite link to the campaign of the demo creator's SELECTED task. */
let inviteId: string;
/** The demo creator's referral link to a campaign with a referral fee. */
let referral: { code: string; task: Task };
test.beforeAll(async ({ baseURL }) => {
  const creator = await CreatorApi.signIn(baseURL as string, E2E_DEMO_CREATOR.email, E2E_DEMO_CREATOR.password);
  demoTasks = await creator.get<Task[]>('/api/task');
  const referred = demoTasks.find((task) => task.campaignDetails.referralFee !== null);
  if (!referred) throw new Error('the demo creator has no campaign with a referral fee');
  const { code } = await creator.post<{ code: string }>('/api/link', { campaignId: referred.associatedCampaign });
  referral = { code, task: referred };
  await creator.close();
  const backOffice = await BackOffice.open(baseURL as string);
  ({ id: inviteId } = await backOffice.createInvite(demoTask('SELECTED').associatedCampaign));
  await backOffice.close();
});

/** The page heading of a task's screens (a substring of the back office's). */
const titleOf = (task: Task) => task.campaignDetails.campaignTitle;
function demoTask(status: Task['status']): Task {
  const task = demoTasks.find((candidate) => candidate.status === status);
  if (!task) throw new Error(`the demo creator has no ${status} task`);
  return task;
}

test('the signed-out screens', async ({ page }) => {
  await visit(page, '/', 'Sign In');
  await visit(page, '/register', 'Sign Up');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await expect(page.getByRole('option', { name: 'Malaysia', exact: true })).toBeVisible();
  await visit(page, '/forgot-password', 'Forgot Password');
  await visit(page, '/reset-password?token=not-a-real-token', 'Reset Password');
  await visit(page, `/campaign/${demoTask('ACCEPTED').id}`, 'View Task');
  await visit(page, `/invite/${inviteId}`, titleOf(demoTask('SELECTED')));
  await visit(page, `/refer/${referral.code}`, titleOf(referral.task));
});

test("the demo creator's screens", async ({ page }) => {
  await signIn(page, E2E_DEMO_CREATOR.email, E2E_DEMO_CREATOR.password);
  await visit(page, '/', 'My Dashboard');
  await visit(page, '/campaigns', 'Campaigns');
  await visit(page, '/my-tasks', 'My Tasks');
  await visit(page, '/completed-tasks', 'Completed Task');
  await visit(page, '/payment-history', 'Payment History');
  await visit(page, '/edit-profile', 'Edit Profile');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await expect(page.getByRole('option', { name: 'Singapore', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await visit(page, '/bank-details', 'Payment Details');
  await visit(page, '/change-password', 'Change Password');
  await visit(page, '/example-report', 'Example Report');
});

test("the demo creator's task in every status, and an upload", async ({ page }) => {
  await signIn(page, E2E_DEMO_CREATOR.email, E2E_DEMO_CREATOR.password);
  for (const task of demoTasks) await visit(page, `/campaign/${task.id}`, titleOf(task));

  await visit(page, `/campaign/${demoTask('REJECTED').id}`, titleOf(demoTask('REJECTED')));
  await page.getByLabel('Screenshots', { exact: true }).setInputFiles({
    name: 'proof.png',
    mimeType: 'image/png',
    buffer: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  });
  await expect(page.getByText('Uploaded')).toBeVisible();
});

test('a newcomer opens an invite link and a referral link', async ({ page, request, baseURL }) => {
  const newcomer = await createCreator(request, baseURL as string, 'csp-newcomer');
  await signIn(page, newcomer.email, newcomer.password);
  await visit(page, `/invite/${inviteId}`, titleOf(demoTask('SELECTED')));
  await visit(page, `/refer/${referral.code}`, titleOf(referral.task));
});

test('the back office screens', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await visit(page, '/admin', 'Review queues');
  for (const kind of ['applications', 'drafts', 'submissions', 'reports']) {
    await visit(page, `/admin/queues/${kind}`, 'Review queues');
  }
  await visit(page, '/admin/payouts', 'Payouts');
  await visit(page, '/admin/influencers', 'Influencers');
  await visit(page, '/admin/campaigns', 'Campaigns');
  await visit(page, '/admin/campaigns/new', 'New campaign');
  const campaign = demoTask('ACCEPTED');
  await visit(page, `/admin/campaigns/${campaign.associatedCampaign}`, titleOf(campaign));
  await visit(page, `/admin/campaigns/${campaign.associatedCampaign}/edit`, 'Edit campaign');
});

test("the back office's review of a task in every status", async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  for (const task of demoTasks) await visit(page, `/admin/tasks/${task.id}`, titleOf(task));
});

test('the API documentation renders under its own policy', async ({ page }) => {
  const response = await page.goto('/api/docs/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { name: /Creator Portal API/ })).toBeVisible();
});
