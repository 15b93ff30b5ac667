import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleProfile, sectionValues, type EditProfile } from '@portal/domain/profile';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(() => portal.close());

let counter = 0;
/** A creator right after sign-up: name, contact number and country only. */
async function signedUpCreator() {
  const browser = portal.client();
  const email = `section${++counter}-${Date.now()}@example.com`;
  await browser.signUp(email, 'a-good-password');
  const token = await browser.token();
  await browser.call('/api/auth', {
    token,
    body: { fullName: 'Nur Aisyah', contactNumber: '0123', country: 'Malaysia' },
  });
  return { browser, email, token };
}

const profile: EditProfile = sampleProfile({ email: 'ignored@example.com' });
const saveSection = (browser: ReturnType<TestApp['client']>, token: string, body: object) =>
  browser.call('/api/auth/profile', { method: 'PATCH', token, body });

describe('PATCH /api/auth/profile (one section of the profile)', () => {
  it('saves the contact details alone, keeping the e-mail and the other sections', async () => {
    const { browser, email, token } = await signedUpCreator();
    const saved = await saveSection(browser, token, {
      ...sectionValues('contactDetails', { ...profile, email: 'other@example.com' }),
      dateOfBirth: '1990-01-01',
      socialMediaFollowers: { ...profile.socialMediaFollowers, tiktok: '99' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      email,
      fullName: 'Nur Aisyah binti Ahmad',
      contactNumber: '+60 12-345 6789',
      location: 'Selangor',
      city: 'Shah Alam',
      addrTwo: null,
      dateOfBirth: null,
      languages: [],
      socialMediaFollowers: { instagram: null, tiktok: null, updatedAt: null },
    });
  });

  it('saves the profile alone', async () => {
    const { browser, token } = await signedUpCreator();
    const saved = await saveSection(browser, token, { ...sectionValues('profile', profile), fullName: 'Someone' });
    expect(saved.body).toMatchObject({
      fullName: 'Nur Aisyah',
      location: null,
      dateOfBirth: '1996-04-12',
      gender: 'FEMALE',
      ethnicity: 'Malay',
      languages: ['Malay', 'English'],
      malayLanguage: true,
      kids: 'NO',
      maritalStatus: 'SINGLE',
      contentType: ['Beauty', 'Lifestyle'],
      socialMediaFollowers: { instagram: null, updatedAt: null },
    });
  });

  it('saves the social accounts alone and marks the follower counts fresh', async () => {
    const { browser, token } = await signedUpCreator();
    const before = Date.now();
    const saved = await saveSection(browser, token, { ...sectionValues('socialMedia', profile), kids: 'YES' });
    expect(saved.body).toMatchObject({
      kids: null,
      location: null,
      socialMediaLinks: { instagram: 'https://instagram.com/aisyah', facebook: null },
      socialMediaFollowers: { instagram: 12500, tiktok: null },
    });
    const updatedAt = Date.parse((saved.body?.socialMediaFollowers as { updatedAt: string }).updatedAt);
    expect(updatedAt).toBeGreaterThanOrEqual(before - 1000);
    expect((await browser.call('/api/auth', { token })).body).toEqual(saved.body);
  });

  it.each([
    [
      'a blank contact number',
      { ...sectionValues('contactDetails', profile), contactNumber: ' ' },
      'Please complete contact number field',
      { code: 'contact-number-required' },
    ],
    [
      'a state of another country',
      { ...sectionValues('contactDetails', profile), location: 'Central' },
      'Please select location',
      { code: 'location-required' },
    ],
    [
      'no language',
      { ...sectionValues('profile', profile), languages: [] },
      'Phease provide at least one language',
      { code: 'language-required' },
    ],
    [
      'no content type',
      { ...sectionValues('profile', profile), contentType: [] },
      'Please select at least one content type',
      { code: 'content-type-required' },
    ],
    [
      'a follower count in words',
      {
        ...sectionValues('socialMedia', profile),
        socialMediaFollowers: { ...profile.socialMediaFollowers, facebook: '12k' },
      },
      'Please enter numbers only in Facebook followers field',
      { code: 'followers-not-a-number', params: { platform: 'facebook' } },
    ],
    [
      'no follower count at all',
      {
        ...sectionValues('socialMedia', profile),
        socialMediaFollowers: { ...profile.socialMediaFollowers, instagram: '' },
      },
      'Please add the follower count of at least one account',
      { code: 'follower-count-required' },
    ],
  ])('refuses %s with its message and changes nothing', async (_case, body, message, coded) => {
    const { browser, token } = await signedUpCreator();
    const before = (await browser.call('/api/auth', { token })).body;
    expect(await saveSection(browser, token, body)).toEqual({ status: 400, body: { message, ...coded } });
    expect((await browser.call('/api/auth', { token })).body).toEqual(before);
  });

  it('refuses a body that names no section', async () => {
    const { browser, token } = await signedUpCreator();
    const refused = await saveSection(browser, token, { ...profile });
    expect(refused.status).toBe(400);
  });

  it("reaches only the caller's own profile, whatever the body says", async () => {
    const first = await signedUpCreator();
    const second = await signedUpCreator();
    const firstUser = (await first.browser.call('/api/auth', { token: first.token })).body as { id: string };
    const secondBefore = (await second.browser.call('/api/auth', { token: second.token })).body;

    const saved = await saveSection(first.browser, first.token, {
      ...sectionValues('profile', profile),
      id: (secondBefore as { id: string }).id,
      userId: (secondBefore as { id: string }).id,
    });
    expect(saved.body).toMatchObject({ id: firstUser.id, dateOfBirth: '1996-04-12' });
    expect((await second.browser.call('/api/auth', { token: second.token })).body).toEqual(secondBefore);
  });

  it('refuses a visitor who is not signed in', async () => {
    const refused = await portal.client().call('/api/auth/profile', {
      method: 'PATCH',
      body: sectionValues('profile', profile),
    });
    expect(refused.status).toBe(401);
  });
});
