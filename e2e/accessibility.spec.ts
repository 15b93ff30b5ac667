import { expect, test, type Page } from '@playwright/test';
import type { Task } from '@portal/domain/tasks';
import { AxeSweep } from './support/axe.ts';
import { BackOffice } from './support/back-office.ts';
import { E2E_ADMIN, E2E_DEMO_CREATOR, PNG_BYTES } from './support/constants.ts';
import { CreatorApi } from './support/creator-api.ts';
import { field, signIn, uniqueEmail } from './support/fixtures.ts';

/**
 * Issue 15: no axe violation (WCAG 2.2 A and AA) on any screen, signed out, as a creator and as an
 * admin, on a phone and a desktop, for the demo creator's task in every status, with forms after a
 * failed submit and dialogs open. One test per role and width, its screens visited in sequence;
 * nothing is saved, so the demo data other specs read stays as seeded.
 */

// Each test sweeps ten to twenty-five screens, on a busy machine.
test.describe.configure({ timeout: 600_000 });

let demoTasks: Task[];
let inviteId: string;
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

const titleOf = (task: Task) => task.campaignDetails.campaignTitle;
function demoTask(status: Task['status'], which: (task: Task) => boolean = () => true): Task {
  const task = demoTasks.find((candidate) => candidate.status === status && which(candidate));
  if (!task) throw new Error(`the demo creator has no such ${status} task`);
  return task;
}

/** Loads `path` and waits for its main heading. */
async function visit(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Waits for the form's validation to have marked a field, after a submit that was refused. */
const expectInvalidField = (page: Page) => expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
/** The password forms say what is missing under each field. */
const expectPasswordMissing = (page: Page) => expect(page.getByText('Please enter password').first()).toBeVisible();

/** Opens a dialog with `open`, sweeps it, and closes it with Escape (a first one may close a list inside). */
async function sweepDialog(page: Page, sweep: AxeSweep, state: string, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await sweep.check(state);
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
}

/** The signed-in frames' phone navigation: the creator's, and the back office's. */
const CREATOR_NAVIGATION = { toggle: 'Toggle navigation', navigation: 'Main navigation' };
const BACK_OFFICE_NAVIGATION = { toggle: 'Toggle back-office navigation', navigation: 'Back office' };

/** On a phone, the signed-in navigation opens as an overlay: swept open, then closed again. */
async function sweepPhoneNavigation(page: Page, sweep: AxeSweep, names: typeof CREATOR_NAVIGATION) {
  if ((page.viewportSize()?.width ?? 0) >= 768) return;
  const toggle = page.getByRole('button', { name: names.toggle, exact: true });
  const firstLink = page.getByRole('navigation', { name: names.navigation, exact: true }).getByRole('link').first();
  await toggle.click();
  await expect(firstLink).toBeVisible();
  await sweep.check('navigation open');
  await toggle.click();
  await expect(firstLink).toBeHidden();
}

async function signedOutScreens(page: Page, sweep: AxeSweep) {
  await visit(page, '/', 'Sign In');
  await sweep.check('sign in');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectInvalidField(page);
  await sweep.check('sign in, empty');
  await field(page, 'Email').fill(uniqueEmail('a11y-nobody'));
  await field(page, 'Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await sweep.check('sign in, refused');

  await visit(page, '/register', 'Sign Up');
  await sweep.check('sign up');
  await page.getByRole('button', { name: 'Sign Up' }).last().click();
  await expectInvalidField(page);
  await sweep.check('sign up, empty');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await expect(page.getByRole('option', { name: 'Malaysia', exact: true })).toBeVisible();
  await sweep.check('sign up, country list open');
  await page.keyboard.press('Escape');

  await visit(page, '/forgot-password', 'Forgot Password');
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expectInvalidField(page);
  await sweep.check('forgot password, empty');

  await visit(page, '/reset-password?token=not-a-real-token', 'Reset Password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectPasswordMissing(page);
  await sweep.check('reset password, empty');

  await visit(page, `/campaign/${demoTask('ACCEPTED').id}`, 'View Task');
  await sweep.check('task link, signed out');
  await visit(page, `/invite/${inviteId}`, titleOf(demoTask('SELECTED')));
  await sweep.check('invite, signed out');
  await visit(page, `/refer/${referral.code}`, titleOf(referral.task));
  await sweep.check('referral, signed out');
}

async function creatorPages(page: Page, sweep: AxeSweep) {
  await signIn(page, E2E_DEMO_CREATOR.email, E2E_DEMO_CREATOR.password);
  await visit(page, '/', 'My Dashboard');
  await sweep.check('dashboard');
  await sweepPhoneNavigation(page, sweep, CREATOR_NAVIGATION);
  for (const [path, heading] of [
    ['/campaigns', 'Campaigns'],
    ['/my-tasks', 'My Tasks'],
    ['/completed-tasks', 'Completed Task'],
    ['/payment-history', 'Payment History'],
    ['/example-report', 'Example Report'],
  ] as const) {
    await visit(page, path, heading);
    await sweep.check(heading);
  }

  await visit(page, '/edit-profile', 'Edit Profile');
  await sweep.check('edit profile');
  await field(page, 'Full Name').fill('');
  await page.getByRole('button', { name: 'Save' }).last().click();
  await expectInvalidField(page);
  await sweep.check('edit profile, name missing');

  await visit(page, '/bank-details', 'Payment Details');
  await sweep.check('payment details');
  await page.getByRole('textbox').first().fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectInvalidField(page);
  await sweep.check('payment details, field missing');

  await visit(page, '/change-password', 'Change Password');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expectPasswordMissing(page);
  await sweep.check('change password, empty');

  // The demo creator has a task in both campaigns: the pages say so instead of offering them.
  for (const [path, state] of [
    [`/invite/${inviteId}`, 'invite, signed in'],
    [`/refer/${referral.code}`, 'referral, signed in'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('alert').filter({ hasText: /^You are already/ })).toBeVisible();
    await sweep.check(state);
  }
}

async function creatorTasks(page: Page, sweep: AxeSweep) {
  await signIn(page, E2E_DEMO_CREATOR.email, E2E_DEMO_CREATOR.password);

  for (const task of demoTasks) {
    await visit(page, `/campaign/${task.id}`, titleOf(task));
    await sweep.check(`task ${task.status}`);
  }

  // A SELECTED task with required screening questions refuses Accept until they are answered.
  const withQuestions = demoTask('SELECTED', (task) => task.campaignDetails.screeningQuestions.length > 0);
  await visit(page, `/campaign/${withQuestions.id}`, titleOf(withQuestions));
  await page.getByRole('button', { name: 'Accept Task' }).click();
  await expect(page.getByText('Please enter all required screening questions')).toBeVisible();
  await sweep.check('accept refused: screening questions unanswered');
  const withoutQuestions = demoTask('SELECTED', (task) => task.campaignDetails.screeningQuestions.length === 0);
  await visit(page, `/campaign/${withoutQuestions.id}`, titleOf(withoutQuestions));
  await sweepDialog(page, sweep, 'accept confirmation', () =>
    page.getByRole('button', { name: 'Accept Task' }).click(),
  );

  const rejected = demoTask('REJECTED');
  await visit(page, `/campaign/${rejected.id}`, titleOf(rejected));
  await page.getByRole('button', { name: /^Submit/ }).click();
  await expectInvalidField(page);
  await sweep.check('submission, nothing attached');
  await page.getByLabel('Screenshots', { exact: true }).setInputFiles({
    name: 'proof.png',
    mimeType: 'image/png',
    buffer: PNG_BYTES,
  });
  await expect(page.getByText('Uploaded')).toBeVisible();
  await sweep.check('submission, a file uploaded');
}

async function adminPages(page: Page, sweep: AxeSweep) {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await visit(page, '/admin', 'Review queues');
  await sweep.check('back office');
  await sweepPhoneNavigation(page, sweep, BACK_OFFICE_NAVIGATION);
  for (const kind of ['applications', 'drafts', 'submissions', 'reports']) {
    await visit(page, `/admin/queues/${kind}`, 'Review queues');
    await sweep.check(`${kind} queue`);
  }

  await visit(page, '/admin/payouts', 'Payouts');
  await expect(page.getByRole('table', { name: 'Payouts' })).toBeVisible();
  await sweep.check('payouts');
  await sweepDialog(page, sweep, 'mark paid', () => page.getByRole('button', { name: 'Mark paid' }).first().click());

  await visit(page, '/admin/influencers', 'Influencers');
  await expect(page.getByRole('table', { name: 'Influencers' })).toBeVisible();
  await sweep.check('influencers');
  await sweepDialog(page, sweep, 'ban, no reason', async () => {
    await page.getByRole('button', { name: 'Ban', exact: true }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ban influencer' }).click();
    await expectInvalidField(page);
  });
  await page
    .getByRole('checkbox', { name: /^Select / })
    .first()
    .check();
  await sweepDialog(page, sweep, 'invite to campaign', () =>
    page.getByRole('button', { name: 'Invite to campaign' }).click(),
  );

  await visit(page, '/admin/campaigns', 'Campaigns');
  await expect(page.getByRole('table', { name: 'Campaigns' })).toBeVisible();
  await sweep.check('campaigns');
  await visit(page, '/admin/campaigns/new', 'New campaign');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expectInvalidField(page);
  await sweep.check('new campaign, empty');
  const campaign = demoTask('ACCEPTED');
  await visit(page, `/admin/campaigns/${campaign.associatedCampaign}`, titleOf(campaign));
  await sweep.check('campaign');
  await sweepDialog(page, sweep, 'close campaign', () => page.getByRole('button', { name: 'Close campaign' }).click());
  await visit(page, `/admin/campaigns/${campaign.associatedCampaign}/edit`, 'Edit campaign');
  await sweep.check('edit campaign');
}

async function adminTasks(page: Page, sweep: AxeSweep) {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);

  for (const task of demoTasks) {
    await visit(page, `/admin/tasks/${task.id}`, titleOf(task));
    await sweep.check(`review of a ${task.status} task`);
  }
  const checking = demoTask('PENDING-CHECKING');
  await visit(page, `/admin/tasks/${checking.id}`, titleOf(checking));
  await sweepDialog(page, sweep, 'reject submission, no reason', async () => {
    await page.getByRole('group', { name: 'Decisions' }).getByRole('button', { name: 'Reject submission' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send rejection' }).click();
    await expectInvalidField(page);
  });
}

// Each role's screens in one or two runs, so that a run ends well within the limit on a busy machine.
const tours = [
  { screens: 'every screen signed out', sweepAll: signedOutScreens },
  { screens: "the demo creator's pages and forms", sweepAll: creatorPages },
  { screens: "the demo creator's task in every status", sweepAll: creatorTasks },
  { screens: 'the back office pages, forms and dialogs', sweepAll: adminPages },
  { screens: "the back office's review of a task in every status", sweepAll: adminTasks },
];

for (const { width, colorScheme } of [
  { width: 375, colorScheme: 'light' },
  { width: 1280, colorScheme: 'light' },
  { width: 375, colorScheme: 'dark' },
] as const) {
  test.describe(`${width} px, ${colorScheme} scheme`, () => {
    test.use({ viewport: { width, height: 800 }, colorScheme });
    for (const { screens, sweepAll } of tours) {
      test(`${screens}: no WCAG 2.2 AA violation`, async ({ page }) => {
        const sweep = new AxeSweep(page);
        await sweepAll(page, sweep);
        sweep.expectNone();
      });
    }
  });
}

test.describe('the colour scheme', () => {
  test.use({ colorScheme: 'dark' });

  test("follows the system's, also when the system changes it", async ({ page }) => {
    await visit(page, '/', 'Sign In');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expect.poll(background).toBe('rgb(36, 36, 36)');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(background).toBe('rgb(255, 255, 255)');
  });
});

/**
 * What a page cuts off: visible elements whose content overflows a box that hides it, controls of
 * the fixed header past the screen's edge (the page cannot scroll to them), and sideways scrolling.
 */
const cutOff = (page: Page) =>
  page.evaluate(() => {
    const cut = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => {
        const { overflowX, visibility } = getComputedStyle(element);
        return (
          (overflowX === 'hidden' || overflowX === 'clip') &&
          visibility === 'visible' &&
          // A visually hidden element (a table's header row on a phone) is 1 px wide on purpose.
          element.clientWidth > 1 &&
          element.scrollWidth > element.clientWidth + 1
        );
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim() ?? ''}"`);
    const pastTheEdge = Array.from(document.querySelectorAll<HTMLElement>('header a, header button, header select'))
      .filter((control) => control.getBoundingClientRect().right > window.innerWidth + 1)
      .map((control) => `header ${control.tagName.toLowerCase()} "${control.textContent?.trim() ?? ''}" past the edge`);
    const sideways = document.documentElement.scrollWidth - window.innerWidth;
    const all = [...cut, ...pastTheEdge];
    return sideways > 0 ? [...all, `the page scrolls ${sideways} px sideways`] : all;
  });

test.describe('320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('on the narrowest phone nothing is cut off and nothing scrolls sideways', async ({ page }) => {
    await visit(page, '/register', 'Sign Up');
    expect(await cutOff(page), '/register').toEqual([]);
    await signIn(page, E2E_DEMO_CREATOR.email, E2E_DEMO_CREATOR.password);
    for (const [path, heading] of [
      ['/', 'My Dashboard'],
      ['/my-tasks', 'My Tasks'],
      ['/payment-history', 'Payment History'],
      [`/campaign/${demoTask('COMPLETED').id}`, titleOf(demoTask('COMPLETED'))],
    ] as const) {
      await visit(page, path, heading);
      expect(await cutOff(page), path).toEqual([]);
    }
  });

  test('the back office lists fit the narrowest phone as cards', async ({ page }) => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    for (const [path, heading, table] of [
      ['/admin/payouts', 'Payouts', 'Payouts'],
      ['/admin/influencers', 'Influencers', 'Influencers'],
      ['/admin/campaigns', 'Campaigns', 'Campaigns'],
    ] as const) {
      await visit(page, path, heading);
      await expect(page.getByRole('table', { name: table })).toBeVisible();
      expect(await cutOff(page), path).toEqual([]);
    }
    // A payout's amount, status and action lie within the phone's width: no sideways scrolling to reach them.
    await visit(page, '/admin/payouts', 'Payouts');
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Mark paid' }) });
    for (const cell of [row.getByText(/^RM /), row.getByText('Processing payment'), row.getByRole('button')]) {
      const box = await cell.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 320, await cell.innerText()).toBe(true);
    }
  });
});
