import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Task } from '@portal/domain/tasks';
import { E2E_DEMO_CREATOR } from './support/constants.ts';
import { CreatorApi } from './support/creator-api.ts';
import { createCreator, field, signInThroughApi } from './support/fixtures.ts';

/**
 * Issue 15: the journeys a keyboard alone must manage (WCAG 2.1.1, 2.1.2, 2.4.3). After the page
 * is loaded (and, past sign-in, the session set up), every step is a key press; nothing is
 * saved on the demo creator's tasks, so the data other specs read stays as seeded.
 */

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails past `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}) {
  for (let presses = 0; presses < max && !(await isFocused(target)); presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** A description of the focused element, to say where a Tab cycle went. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim()}` : '';
  });

let demoTasks: Task[];
test.beforeAll(async ({ baseURL }) => {
  const creator = await CreatorApi.signIn(baseURL as string, E2E_DEMO_CREATOR.email, E2E_DEMO_CREATOR.password);
  demoTasks = await creator.get<Task[]>('/api/task');
  await creator.close();
});
function demoTask(status: Task['status'], which: (task: Task) => boolean = () => true): Task {
  const task = demoTasks.find((candidate) => candidate.status === status && which(candidate));
  if (!task) throw new Error(`the demo creator has no such ${status} task`);
  return task;
}

test('sign-in with the keyboard only: refusals are announced and marked, the password can be shown', async ({
  page,
  request,
  baseURL,
}) => {
  const creator = await createCreator(request, baseURL as string, 'keyboard-sign-in');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  const email = field(page, 'Email');
  const password = field(page, 'Password');

  // Enter in an empty form: both fields are marked, their messages tied to them, the focus on the first.
  await tabTo(page, email);
  await page.keyboard.press('Enter');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Please enter email address');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('Please enter password');
  await expect(email).toBeFocused();

  // A wrong password: the refusal is announced (an alert).
  await page.keyboard.type(creator.email);
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  await page.keyboard.type('not-the-password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email/password' })).toBeVisible();

  // The visibility toggle is the next Tab stop, and works from the keyboard.
  await tabTo(page, password);
  await page.keyboard.press('Tab');
  const toggle = page.getByRole('button', { name: 'Show password' });
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('not-the-password');

  await page.keyboard.press('Shift+Tab');
  await expect(password).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(creator.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
});

test('a task submission refused with the keyboard only shows why', async ({ page }) => {
  const rejected = demoTask('REJECTED');
  await signInThroughApi(page, E2E_DEMO_CREATOR.email, E2E_DEMO_CREATOR.password);
  await page.goto(`/campaign/${rejected.id}`);
  await expect(page.getByRole('heading', { level: 1, name: rejected.campaignDetails.campaignTitle })).toBeVisible();

  const submit = page.getByRole('button', { name: 'Submit Task' });
  await tabTo(page, submit, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please upload screenshot', { exact: true })).toBeVisible();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  // The focus goes to the first field to fix, which a screen reader announces with its error.
  await expect(submit).not.toBeFocused();
  await expect(page.locator(':focus')).toHaveAccessibleDescription(/Please upload screenshot/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the navigation drawer is modal: the focus stays in it, Escape closes it, the page behind is inert', async ({
    page,
    request,
    baseURL,
  }) => {
    const creator = await createCreator(request, baseURL as string, 'keyboard-drawer');
    await signInThroughApi(page, creator.email, creator.password);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Toggle navigation', exact: true });
    const navigation = page.getByRole('navigation', { name: 'Main navigation', exact: true });
    const links = navigation.getByRole('link');
    const main = page.getByRole('main');

    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(links.first()).toBeFocused();
    await expect(main).toHaveAttribute('inert', '');
    await expect(page.locator('header [inert] button', { hasText: 'Sign Out' })).toHaveCount(1);

    // Tab goes through every link, then the toggle, then back to the first link; Shift+Tab back.
    const stops = await links.count();
    const visited: string[] = [];
    for (let press = 0; press < stops; press += 1) {
      await page.keyboard.press('Tab');
      visited.push(await focusedName(page));
    }
    expect(visited.at(-1)).toBe('BUTTON Toggle navigation');
    expect(visited.slice(0, -1)).toEqual((await links.allTextContents()).slice(1).map((text) => `A ${text}`));
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(links.last()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(links.first()).toBeHidden();
    await expect(main).not.toHaveAttribute('inert');

    // A link chosen from the drawer closes it, and the focus is on the new page's heading.
    await page.keyboard.press('Enter');
    await tabTo(page, navigation.getByRole('link', { name: 'My Tasks' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-tasks$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Tasks' })).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(main).not.toHaveAttribute('inert');
  });
});

test('a dialog opens on its first action, keeps Tab inside, and Escape gives the focus back', async ({ page }) => {
  const selected = demoTask('SELECTED', (task) => task.campaignDetails.screeningQuestions.length === 0);
  await signInThroughApi(page, E2E_DEMO_CREATOR.email, E2E_DEMO_CREATOR.password);
  await page.goto(`/campaign/${selected.id}`);
  await expect(page.getByRole('heading', { level: 1, name: selected.campaignDetails.campaignTitle })).toBeVisible();

  const accept = page.getByRole('button', { name: 'Accept Task' });
  await tabTo(page, accept, { max: 80 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Close' })).not.toBeFocused();

  // Every Tab and Shift+Tab stays in the dialog.
  for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), key).toBe(true);
  }
  await expect(cancel).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(accept).toBeFocused();
});

test('a field under the fixed header, once focused, scrolls clear of it', async ({ page, request, baseURL }) => {
  const creator = await createCreator(request, baseURL as string, 'scroll-padding');
  await page.setViewportSize({ width: 1280, height: 500 });
  await signInThroughApi(page, creator.email, creator.password);
  await page.goto('/edit-profile');
  const fullName = field(page, 'Full Name');
  await expect(fullName).toBeVisible();
  // The field sits under the header: on screen, but hidden.
  await fullName.evaluate((input) => window.scrollTo(0, input.getBoundingClientRect().top + window.scrollY - 20));
  await expect.poll(async () => (await fullName.boundingBox())?.y).toBeLessThan(60);

  await fullName.focus();

  const box = await fullName.boundingBox();
  expect(box?.y ?? 0).toBeGreaterThanOrEqual(60);
});
