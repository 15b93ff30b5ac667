import { expect, test, type Page } from '@playwright/test';
import { E2E_DEMO_CREATOR } from './support/constants.ts';
import { openSignedIn } from './support/fixtures.ts';
import { sayIn } from './support/language.ts';

/**
 * Issue 15, WCAG 1.4.4 and 1.4.10: on a 320 px wide screen with the text at 200 %, the creator's
 * screens reflow: the page never scrolls sideways, and no button, badge or label cuts its words
 * off. In Bahasa Malaysia, whose words run longest. Read only: the demo data stays as seeded.
 */
test.use({ viewport: { width: 320, height: 720 } });
test.describe.configure({ timeout: 300_000 });

/** Overflowing the page's width, or text cut off inside its box: what a person at 200 % text would miss. */
const reflowProblems = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const cut = [...document.querySelectorAll('.mantine-Button-label, .mantine-Badge-label, label')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => `cut off: ${element.textContent}`);
    return root.scrollWidth > root.clientWidth ? [`scrolls sideways: ${root.scrollWidth} px`, ...cut] : cut;
  });

test('at 320 px with 200 % text the creator’s screens reflow in Bahasa Malaysia', async ({ page }) => {
  const say = await sayIn('ms');
  // The text size a person sets in the browser: every rem of the theme follows the root's.
  await page.addInitScript(() => {
    localStorage.setItem('portal.locale', 'ms');
    document.documentElement.style.fontSize = '200%';
  });
  const problems: Record<string, string[]> = {};
  const visit = async (path: string, heading: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    problems[path] = await reflowProblems(page);
  };

  await visit('/', say('Sign In'));
  await visit('/register', say('Sign Up'));
  await openSignedIn(page, E2E_DEMO_CREATOR.email, E2E_DEMO_CREATOR.password, '/', say);
  await page
    .getByRole('banner')
    .getByRole('combobox', { name: say('Language') })
    .selectOption('ms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(page.getByText(say('Lifestyle')).first()).toBeVisible();
  problems['/ (dashboard)'] = await reflowProblems(page);
  await visit('/edit-profile', say('Edit Profile'));
  await visit('/bank-details', say('Payment Details'));
  await visit('/campaigns', say('Campaigns'));
  const task = page.getByRole('main').locator('a[href^="/campaign/"]').first();
  await expect(task).toBeVisible();
  const taskPath = (await task.getAttribute('href')) ?? '';
  await visit('/my-tasks', say('My Tasks'));
  await visit('/completed-tasks', say('Completed Task'));
  await visit('/payment-history', say('Payment History'));
  await visit('/change-password', say('Change Password'));
  await page.goto(taskPath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  problems[taskPath] = await reflowProblems(page);

  expect(Object.fromEntries(Object.entries(problems).filter(([, found]) => found.length > 0))).toEqual({});
});
