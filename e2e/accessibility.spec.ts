import { expect, type Page } from '@playwright/test';
import { AxeSweep, settled } from './support/axe.ts';
import { E2E_ADMIN, E2E_DEMO_CREATOR, PNG_BYTES } from './support/constants.ts';
import { expectPolicy, test } from './support/csp.ts';
import { loadDemoData, titleOf, type DemoData } from './support/demo-data.ts';
import { field, signInThroughApi, uniqueEmail } from './support/fixtures.ts';
import { inEnglish, sayIn, type Say } from './support/language.ts';

/**
 * Issue 15: no axe violation (WCAG 2.2 A and AA) on any screen, signed out, as a creator and as an
 * admin, on a phone and a desktop, in English and in Bahasa Malaysia, in the light and the dark
 * scheme, for the demo creator's task in every status, with forms after a failed submit and dialogs
 * open. Every page also arrives with the Content-Security-Policy, and the browser reports no
 * violation of it. One test per tour and setting, its screens visited in sequence; nothing is
 * saved, so the demo data other specs read stays as seeded.
 */

// Each test sweeps ten to twenty-five screens, on a busy machine.
test.describe.configure({ timeout: 600_000 });

let demo: DemoData;
test.beforeAll(async ({ baseURL }) => {
  demo = await loadDemoData(baseURL as string);
});

/** A tour's means: the page, the sweep recording its findings, and the page's wording. */
interface Tour {
  page: Page;
  sweep: AxeSweep;
  say: Say;
}

/** Loads `path`, checks it came with the policy, and waits for its main heading. */
async function visit(page: Page, path: string, heading: string) {
  expectPolicy(await page.goto(path), path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Waits for the form's validation to have marked a field, after a submit that was refused. */
const expectInvalidField = ({ page }: Tour) => expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
/** The password forms say what is missing under each field. */
const expectPasswordMissing = ({ page, say }: Tour) =>
  expect(page.getByText(say('Please enter password')).first()).toBeVisible();
const button = ({ page, say }: Tour, name: string) => page.getByRole('button', { name: say(name), exact: true });

/** Opens a dialog with `open`, sweeps it, and closes it with Escape (a first one may close a list inside). */
async function sweepDialog({ page, sweep }: Tour, state: string, open: () => Promise<void>) {
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
async function sweepPhoneNavigation(tour: Tour, names: typeof CREATOR_NAVIGATION) {
  const { page, sweep, say } = tour;
  if ((page.viewportSize()?.width ?? 0) >= 768) return;
  const toggle = button(tour, names.toggle);
  const firstLink = page
    .getByRole('navigation', { name: say(names.navigation), exact: true })
    .getByRole('link')
    .first();
  await toggle.click();
  await expect(firstLink).toBeVisible();
  await sweep.check('navigation open');
  await toggle.click();
  await expect(firstLink).toBeHidden();
}

async function signedOutScreens(tour: Tour) {
  const { page, sweep, say } = tour;
  await visit(page, '/', say('Sign In'));
  await sweep.check('sign in');
  await button(tour, 'Sign In').click();
  await expectInvalidField(tour);
  await sweep.check('sign in, empty');
  await field(page, say('Email')).fill(uniqueEmail('a11y-nobody'));
  await field(page, say('Password')).fill('not-the-password');
  await button(tour, 'Sign In').click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await sweep.check('sign in, refused');

  await visit(page, '/register', say('Sign Up'));
  await sweep.check('sign up');
  await page
    .getByRole('button', { name: say('Sign Up'), exact: true })
    .last()
    .click();
  await expectInvalidField(tour);
  await sweep.check('sign up, empty');
  await page.getByRole('combobox', { name: say('Country') }).click();
  await expect(page.getByRole('option', { name: 'Malaysia', exact: true })).toBeVisible();
  await sweep.check('sign up, country list open');
  await page.keyboard.press('Escape');

  await visit(page, '/forgot-password', say('Forgot Password'));
  await button(tour, 'Send Reset Instructions').click();
  await expectInvalidField(tour);
  await sweep.check('forgot password, empty');

  await visit(page, '/reset-password?token=not-a-real-token', say('Reset Password'));
  await button(tour, 'Reset Password').click();
  await expectPasswordMissing(tour);
  await sweep.check('reset password, empty');

  await visit(page, `/campaign/${demo.demoTask('ACCEPTED').id}`, say('View Task'));
  await sweep.check('task link, signed out');
  await visit(page, `/invite/${demo.inviteId}`, titleOf(demo.demoTask('SELECTED')));
  await sweep.check('invite, signed out');
  await visit(page, `/refer/${demo.referral.code}`, titleOf(demo.referral.task));
  await sweep.check('referral, signed out');
  // An e-mail's unsubscribe link whose token was cut short: the page says the link is not valid.
  await visit(page, '/unsubscribe/not-a-real-token', say('Stop e-mails'));
  await expect(page.getByRole('alert')).toBeVisible();
  await sweep.check('unsubscribe link, not valid');
}

async function creatorPages(tour: Tour) {
  const { page, sweep, say } = tour;
  await signInThroughApi(page, E2E_DEMO_CREATOR.email, E2E_DEMO_CREATOR.password);
  await visit(page, '/', say('My Dashboard'));
  // The next steps, which come with the task list after the page: swept as a list of links.
  await expect(
    page
      .getByRole('region', { name: say('Next steps') })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await sweep.check('dashboard');
  // The demo creator has more steps than the list first shows: the rest, payments among them.
  const nextSteps = page.getByRole('region', { name: say('Next steps') });
  await nextSteps.getByRole('button').click();
  await expect(nextSteps.getByRole('button', { name: say('Show fewer') })).toBeVisible();
  await sweep.check('dashboard, every next step');
  await sweepPhoneNavigation(tour, CREATOR_NAVIGATION);
  for (const [path, heading] of [
    ['/campaigns', 'Campaigns'],
    ['/my-tasks', 'My Tasks'],
    ['/completed-tasks', 'Completed Task'],
    ['/payment-history', 'Payment History'],
    ['/example-report', 'Example Report'],
    ['/notifications', 'Notifications'],
    ['/notification-settings', 'Notification settings'],
  ] as const) {
    await visit(page, path, say(heading));
    await sweep.check(heading);
  }

  await visit(page, '/edit-profile', say('Edit Profile'));
  await sweep.check('edit profile');
  await field(page, say('Full Name')).fill('');
  await page
    .getByRole('button', { name: say('Save'), exact: true })
    .last()
    .click();
  await expectInvalidField(tour);
  await sweep.check('edit profile, name missing');

  await visit(page, '/getting-started', say('Getting started'));
  await sweep.check('getting started');
  // The last step's form open (the payment details), whatever its button says in this language:
  // the step's first button is its toggle, its form (and Save) below it.
  const lastStep = page.getByRole('main').getByRole('listitem').last().getByRole('button').first();
  await lastStep.click();
  await expect(lastStep).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('combobox').first()).toBeVisible();
  await sweep.check('getting started, a step open');

  await visit(page, '/bank-details', say('Payment Details'));
  await sweep.check('payment details');
  await page.getByRole('textbox').first().fill('');
  await button(tour, 'Save').click();
  await expectInvalidField(tour);
  await sweep.check('payment details, field missing');

  await visit(page, '/change-password', say('Change Password'));
  await button(tour, 'Update Password').click();
  await expectPasswordMissing(tour);
  await sweep.check('change password, empty');

  // The demo creator has a task in both campaigns: the pages say so instead of offering them.
  for (const [path, state] of [
    [`/invite/${demo.inviteId}`, 'invite, signed in'],
    [`/refer/${demo.referral.code}`, 'referral, signed in'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: say('You are already selected for this task.') })).toBeVisible();
    await sweep.check(state);
  }
}

/**
 * Waits until a task's page is whole, as a person reads it before acting on it: its step's form
 * (loaded apart) and, scrolled down to, the conversation (loaded once near). Each moves the page as
 * it comes in, and a click just then lands beside its button (seen at 375 px).
 */
async function untilTaskPageWhole({ page, say }: Tour) {
  await expect(page.getByRole('status', { name: say('Loading form') })).toHaveCount(0);
  await page.keyboard.press('End');
  await expect(page.getByRole('textbox', { name: say('Your message') })).toBeVisible();
}

async function creatorTasks(tour: Tour) {
  const { page, sweep, say } = tour;
  await signInThroughApi(page, E2E_DEMO_CREATOR.email, E2E_DEMO_CREATOR.password);

  // Each with its terms card, and those approved for payment with their due, overdue or paid state.
  for (const task of demo.tasks) {
    await visit(page, `/campaign/${task.id}`, titleOf(task));
    await expect(page.getByRole('region', { name: say('Your terms') })).toBeVisible();
    await sweep.check(`task ${task.status}`);
  }

  // A SELECTED task with required screening questions refuses Accept until they are answered.
  const withQuestions = demo.demoTask('SELECTED', (task) => task.campaignDetails.screeningQuestions.length > 0);
  await visit(page, `/campaign/${withQuestions.id}`, titleOf(withQuestions));
  await untilTaskPageWhole(tour);
  await button(tour, 'Accept Task').click();
  await expect(page.getByText(say('Please enter all required screening questions'))).toBeVisible();
  await sweep.check('accept refused: screening questions unanswered');
  const withoutQuestions = demo.demoTask('SELECTED', (task) => task.campaignDetails.screeningQuestions.length === 0);
  await visit(page, `/campaign/${withoutQuestions.id}`, titleOf(withoutQuestions));
  await untilTaskPageWhole(tour);
  await sweepDialog(tour, 'accept confirmation', () => button(tour, 'Accept Task').click());

  const rejected = demo.demoTask('REJECTED');
  await visit(page, `/campaign/${rejected.id}`, titleOf(rejected));
  await untilTaskPageWhole(tour);
  await button(tour, 'Submit Task').click();
  await expectInvalidField(tour);
  await sweep.check('submission, nothing attached');
  await page.getByLabel(say('Screenshots'), { exact: true }).setInputFiles({
    name: 'proof.png',
    mimeType: 'image/png',
    buffer: PNG_BYTES,
  });
  await expect(page.getByText(say('Uploaded'))).toBeVisible();
  await sweep.check('submission, a file uploaded');

  const accepted = demo.demoTask('ACCEPTED');
  await visit(page, `/campaign/${accepted.id}`, titleOf(accepted));
  await untilTaskPageWhole(tour);
  await sweepDialog(tour, 'extension request, nothing entered', async () => {
    await button(tour, 'Request an extension').click();
    // A click while the dialog still slides in can miss its button.
    await settled(page);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: say('Send request') })
      .click();
    await expectInvalidField(tour);
  });
}

async function adminPages(tour: Tour) {
  const { page, sweep, say } = tour;
  await signInThroughApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await visit(page, '/admin', say('Review queues'));
  await sweep.check('back office');
  await sweepPhoneNavigation(tour, BACK_OFFICE_NAVIGATION);
  for (const kind of ['applications', 'drafts', 'submissions', 'reports']) {
    await visit(page, `/admin/queues/${kind}`, say('Review queues'));
    await sweep.check(`${kind} queue`);
  }

  // The demo creator's rejected task has an extension request waiting.
  await visit(page, '/admin/queues/extensions', say('Review queues'));
  await expect(page.getByRole('article').first()).toBeVisible();
  await sweep.check('extensions queue');
  await sweepDialog(tour, 'approve extension', () =>
    page
      .getByRole('button', { name: say('Approve'), exact: true })
      .first()
      .click(),
  );
  await sweepDialog(tour, 'decline extension, no reason', async () => {
    await page
      .getByRole('button', { name: say('Decline'), exact: true })
      .first()
      .click();
    await settled(page);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: say('Decline extension') })
      .click();
    await expectInvalidField(tour);
  });

  await visit(page, '/admin/payouts', say('Payouts'));
  await expect(page.getByRole('table', { name: say('Payouts'), exact: true })).toBeVisible();
  await sweep.check('payouts');
  await sweepDialog(tour, 'mark paid', () =>
    page
      .getByRole('button', { name: say('Mark paid'), exact: true })
      .first()
      .click(),
  );

  await visit(page, '/admin/influencers', say('Influencers'));
  await expect(page.getByRole('table', { name: say('Influencers') })).toBeVisible();
  await sweep.check('influencers');
  await sweepDialog(tour, 'ban, no reason', async () => {
    await page
      .getByRole('button', { name: say('Ban'), exact: true })
      .first()
      .click();
    // A click while the dialog still slides in can miss its button (seen once at 375 px).
    await settled(page);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: say('Ban influencer') })
      .click();
    await expectInvalidField(tour);
  });
  // The first row's box (the header's selects them all).
  await page
    .getByRole('table', { name: say('Influencers') })
    .getByRole('checkbox')
    .nth(1)
    .check();
  await sweepDialog(tour, 'invite to campaign', () => button(tour, 'Invite to campaign').click());

  await visit(page, '/admin/campaigns', say('Campaigns'));
  await expect(page.getByRole('table', { name: say('Campaigns') })).toBeVisible();
  await sweep.check('campaigns');
  await visit(page, '/admin/campaigns/new', say('New campaign'));
  await button(tour, 'Create campaign').click();
  await expectInvalidField(tour);
  await sweep.check('new campaign, empty');
  const campaign = demo.demoTask('ACCEPTED');
  await visit(page, `/admin/campaigns/${campaign.associatedCampaign}`, titleOf(campaign));
  await sweep.check('campaign');
  await sweepDialog(tour, 'close campaign', () => button(tour, 'Close campaign').click());
  await visit(page, `/admin/campaigns/${campaign.associatedCampaign}/edit`, say('Edit campaign'));
  await sweep.check('edit campaign');
}

async function adminTasks(tour: Tour) {
  const { page, sweep, say } = tour;
  await signInThroughApi(page, E2E_ADMIN.email, E2E_ADMIN.password);

  for (const task of demo.tasks) {
    await visit(page, `/admin/tasks/${task.id}`, titleOf(task));
    await sweep.check(`review of a ${task.status} task`);
  }
  const checking = demo.demoTask('PENDING-CHECKING');
  await visit(page, `/admin/tasks/${checking.id}`, titleOf(checking));
  await sweepDialog(tour, 'reject submission, no reason', async () => {
    await page
      .getByRole('group', { name: say('Decisions') })
      .getByRole('button', { name: say('Reject submission') })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: say('Send rejection') })
      .click();
    await expectInvalidField(tour);
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

// Each width in both languages and both schemes, in four settings rather than all eight.
for (const { width, colorScheme, language } of [
  { width: 375, colorScheme: 'light', language: 'en' },
  { width: 375, colorScheme: 'dark', language: 'ms' },
  { width: 1280, colorScheme: 'light', language: 'ms' },
  { width: 1280, colorScheme: 'dark', language: 'en' },
] as const) {
  test.describe(`${width} px, ${colorScheme} scheme, ${language}`, () => {
    // The portal takes a newcomer's language from the browser's.
    test.use({ viewport: { width, height: 800 }, colorScheme, locale: language === 'ms' ? 'ms-MY' : 'en-GB' });
    for (const { screens, sweepAll } of tours) {
      test(`${screens}: no WCAG 2.2 AA violation`, async ({ page }) => {
        const say = language === 'ms' ? await sayIn('ms') : inEnglish;
        const sweep = new AxeSweep(page);
        await sweepAll({ page, sweep, say });
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        sweep.expectNone();
      });
    }
  });
}

test('the sweep finds a violation put in a page, through its content security policy', async ({ page }) => {
  await visit(page, '/', 'Sign In');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/example-report.svg';
    document.body.append(image);
  });
  const sweep = new AxeSweep(page);
  await sweep.check('sign in, an image without a text alternative');
  expect(() => sweep.expectNone()).toThrow(/image-alt/);
});

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
    await signInThroughApi(page, E2E_DEMO_CREATOR.email, E2E_DEMO_CREATOR.password);
    for (const [path, heading] of [
      ['/', 'My Dashboard'],
      ['/my-tasks', 'My Tasks'],
      ['/payment-history', 'Payment History'],
      [`/campaign/${demo.demoTask('COMPLETED').id}`, titleOf(demo.demoTask('COMPLETED'))],
    ] as const) {
      await visit(page, path, heading);
      expect(await cutOff(page), path).toEqual([]);
    }
  });

  test('the back office lists fit the narrowest phone as cards', async ({ page }) => {
    await signInThroughApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    for (const [path, heading, table] of [
      ['/admin/payouts', 'Payouts', 'Payouts'],
      ['/admin/influencers', 'Influencers', 'Influencers'],
      ['/admin/campaigns', 'Campaigns', 'Campaigns'],
    ] as const) {
      await visit(page, path, heading);
      await expect(page.getByRole('table', { name: table, exact: true })).toBeVisible();
      expect(await cutOff(page), path).toEqual([]);
    }
    // A payout's amount, status and actions (paying it, showing a masked number) lie within the
    // phone's width: no sideways scrolling to reach them.
    await visit(page, '/admin/payouts', 'Payouts');
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Mark paid' }) });
    for (const cell of [
      row.getByText(/^RM /),
      row.getByText('Processing payment'),
      ...(await row.getByRole('button').all()),
    ]) {
      const box = await cell.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 320, await cell.innerText()).toBe(true);
    }
  });
});
