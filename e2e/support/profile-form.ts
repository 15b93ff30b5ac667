import type { Page } from '@playwright/test';
import { field } from './fixtures.ts';

/** Picks `option` in the select (or multi-select) labelled `label`. */
export async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  // In the form's list: the language menu's native <select> has options of its own ('English').
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** Fills what Edit Profile requires beyond the sign-up fields (country Malaysia), with fresh follower counts. */
export async function fillRequiredProfile(page: Page) {
  await pick(page, 'State', 'Selangor');
  await field(page, 'Date of Birth').fill('1996-04-12');
  await pick(page, 'Gender', 'Female');
  await pick(page, 'Race', 'Malay');
  await pick(page, 'Languages', 'English');
  await page.keyboard.press('Escape');
  await pick(page, 'Marital Status', 'Single');
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('checkbox', { name: 'Beauty' }).check();
  await field(page, 'Instagram followers').fill('12500');
}
