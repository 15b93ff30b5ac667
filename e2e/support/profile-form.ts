import { expect, type Page } from '@playwright/test';
import { field } from './fixtures.ts';

/** Picks `option` in the select (or multi-select) labelled `label`. */
export async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  // In the form's list: the language menu's native <select> has options of its own ('English').
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** Turns on the chip named `name` (a content type or language), by its label as a person taps it. */
export async function chip(page: Page, name: string) {
  await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
  await expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked();
}

/** The first run's line of a step, by its heading. */
export const firstRunStep = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Saves the open step of the first run and waits until the checklist says it is done. */
async function saveStep(page: Page, title: string) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(firstRunStep(page, title).getByText('Done', { exact: true })).toBeVisible();
}

/**
 * Completes the first run's three profile steps on Getting started (country Malaysia given at
 * sign-up): contact details, profile, and fresh follower counts. Each save opens the next step.
 */
export async function completeProfileSteps(page: Page) {
  await page.getByRole('button', { name: 'Start Contact Details' }).click();
  await pick(page, 'State', 'Selangor');
  await saveStep(page, 'Contact Details');

  await expect(page.getByRole('button', { name: 'Start Profile' })).toHaveAttribute('aria-expanded', 'true');
  await field(page, 'Date of Birth').fill('1996-04-12');
  await pick(page, 'Gender', 'Female');
  await pick(page, 'Race', 'Malay');
  await pick(page, 'Languages', 'English');
  await page.keyboard.press('Escape');
  await pick(page, 'Marital Status', 'Single');
  await page.getByRole('radio', { name: 'No' }).check();
  await chip(page, 'Beauty');
  await saveStep(page, 'Profile');

  await expect(page.getByRole('button', { name: 'Start Social Media Accounts' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await field(page, 'Instagram followers').fill('12500');
  await saveStep(page, 'Social Media Accounts');
}
