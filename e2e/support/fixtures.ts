import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BackOffice } from './back-office.ts';
import { E2E_DATA_DIR } from './constants.ts';
import { mailText } from './eml.ts';
import { inEnglish, type Say } from './language.ts';
import { completeProfile } from './profile-data.ts';

export const PASSWORD = 'creator-password-1';

let sequence = 0;
/** An e-mail no other test uses, so tests run in parallel on one server. */
export const uniqueEmail = (label: string) => `${label}-${process.pid}-${Date.now()}-${++sequence}@example.com`;

export interface Creator {
  fullName: string;
  email: string;
  password: string;
}

/** Signs a creator up through the form, as a visitor would. Ends signed in, on Getting started (the first run). */
export async function signUpThroughForm(page: Page, creator: Creator) {
  await page.goto('/register');
  await field(page, 'Full Name').fill(creator.fullName);
  await field(page, 'Email').fill(creator.email);
  await field(page, 'Password').fill(creator.password);
  await field(page, 'Confirm Password').fill(creator.password);
  await field(page, 'Contact Number').fill('+60 12-345 6789');
  await chooseCountry(page, 'Malaysia');
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Sign Up' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
}

/** Ticks the sign-up form's required agreement to the Terms of Use and the Privacy Notice (its name in the page's language). */
export async function agreeToTerms(
  page: Page,
  name: string | RegExp = 'I agree to the Terms of Use and the Privacy Notice',
) {
  await page.getByRole('checkbox', { name }).check();
}

export async function chooseCountry(page: Page, country: string, say: Say = inEnglish) {
  await page.getByRole('combobox', { name: say('Country') }).click();
  await page.getByRole('option', { name: country, exact: true }).click();
}

/**
 * Creates a creator through the API (faster than the form when the form is not under test): by
 * default with a complete profile and fresh follower counts; `just-signed-up` stops where the
 * sign-up form stops (name, contact number and country, no follower counts).
 */
export async function createCreator(
  request: APIRequestContext,
  baseURL: string,
  label: string,
  { profile = 'complete' }: { profile?: 'complete' | 'just-signed-up' } = {},
): Promise<Creator> {
  const creator = { fullName: `E2E ${label}`, email: uniqueEmail(label), password: PASSWORD };
  const signUp = await request.post('/api/identity/sign-up/email', {
    data: { email: creator.email, password: creator.password, name: creator.fullName },
    headers: { origin: baseURL },
  });
  expect(signUp.ok()).toBe(true);
  {
    const { token } = (await (await request.get('/api/identity/token')).json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    // Agreed as on the sign-up form, so signing in does not first ask for it.
    const newUser = {
      fullName: creator.fullName,
      contactNumber: '+60 12-345 6789',
      country: 'Malaysia',
      agreesToTerms: true,
    };
    expect((await request.post('/api/auth', { data: newUser, headers })).ok()).toBe(true);
    if (profile === 'complete') {
      const saved = await request.put('/api/auth', { data: completeProfile(creator.email, creator.fullName), headers });
      expect(saved.ok(), await saved.text()).toBe(true);
    }
  }
  return creator;
}

/** Fills and sends the sign-in form, in the page's language; the outcome is the test's to check. */
export async function submitSignIn(page: Page, email: string, password: string, say: Say = inEnglish) {
  await page.goto('/');
  await field(page, say('Email')).fill(email);
  await field(page, say('Password')).fill(password);
  await page.getByRole('button', { name: say('Sign In') }).click();
}

/** Signs in and waits until the signed-in layout is up. */
export async function signIn(page: Page, email: string, password: string, say: Say = inEnglish) {
  await submitSignIn(page, email, password, say);
  await expect(page.getByRole('button', { name: say('Sign Out') })).toBeVisible();
}

/**
 * Signs in through the identity API the sign-in form calls, from the page's own browser context, so
 * the session cookie is the page's: for journeys that are not about the form (faster than it by a
 * page load). The next page opened is signed in, and the app sets its signed-in hint on that load.
 */
export async function signInThroughApi(page: Page, email: string, password: string) {
  const origin = test.info().project.use.baseURL as string;
  const response = await page.request.post('/api/identity/sign-in/email', {
    data: { email, password },
    headers: { origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Signs in through the API, opens `path` and waits until the signed-in layout is up. */
export async function openSignedIn(page: Page, email: string, password: string, path = '/', say: Say = inEnglish) {
  await signInThroughApi(page, email, password);
  await page.goto(path);
  await expect(page.getByRole('button', { name: say('Sign Out') })).toBeVisible();
}

/** Bans an account the way a campaign manager does, through the back office's API. */
export async function banAccount(baseURL: string, email: string) {
  await (await BackOffice.open(baseURL)).ban(email, 'e2e: fake engagement');
}

/** The newest e-mail in the server's outbox addressed to `to`: its headers and its text part, decoded. */
export async function latestMailTo(to: string): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = (await fs.readdir(outbox).catch(() => []))
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .reverse();
    for (const file of files) {
      const raw = await fs.readFile(path.join(outbox, file), 'utf8');
      if (!raw.includes(`To: ${to}`)) continue;
      return mailText(raw);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} in ${outbox}`);
}

/** A text field by its exact label (a password field's visibility toggle shares its label). */
export const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
