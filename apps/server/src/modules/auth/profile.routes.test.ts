import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleProfile, type BankDetails, type EditProfile } from '@portal/domain/profile';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(() => portal.close());

let counter = 0;
async function signedUpCreator() {
  const browser = portal.client();
  const email = `profile${++counter}-${Date.now()}@example.com`;
  await browser.signUp(email, 'a-good-password');
  const token = await browser.token();
  await browser.call('/api/auth', {
    token,
    body: { fullName: 'Nur Aisyah', contactNumber: '0123', country: 'Malaysia' },
  });
  return { browser, email, token };
}

const profileFor = (email: string): EditProfile => {
  const sample = sampleProfile({ email });
  return {
    ...sample,
    socialMediaLinks: { ...sample.socialMediaLinks, cariForum: 'https://linkedin.com/in/aisyah' },
    socialMediaFollowers: { ...sample.socialMediaFollowers, tiktok: '3400' },
  };
};
const blankLinks = { ...sampleProfile({ email: '' }).socialMediaLinks, instagram: '' };
const blankFollowers = { ...sampleProfile({ email: '' }).socialMediaFollowers, instagram: '' };

const bankTransfer: BankDetails = {
  paymentMethod: 'Bank Transfer',
  bankName: 'Maybank',
  bankAccName: 'Nur Aisyah binti Ahmad',
  bankAccNo: '1234-5678-9012',
  paypalEmail: '',
  nationalityDoc: 'NRIC',
  nric: '960412-10-5678',
  passportNumber: 'A1234567',
};

describe('PUT /api/auth (edit profile)', () => {
  it('saves every field, marks the follower counts fresh and keeps the e-mail', async () => {
    const { browser, email, token } = await signedUpCreator();
    const before = Date.now();
    const saved = await browser.call('/api/auth', {
      method: 'PUT',
      token,
      body: { ...profileFor(email), email: 'other@example.com' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      email,
      fullName: 'Nur Aisyah binti Ahmad',
      location: 'Selangor',
      city: 'Shah Alam',
      addrTwo: null,
      dateOfBirth: '1996-04-12',
      gender: 'FEMALE',
      languages: ['Malay', 'English'],
      contentType: ['Beauty', 'Lifestyle'],
      socialMediaLinks: {
        instagram: 'https://instagram.com/aisyah',
        cariForum: 'https://linkedin.com/in/aisyah',
        facebook: null,
      },
      socialMediaFollowers: { instagram: 12500, tiktok: 3400, facebook: null },
    });
    const updatedAt = Date.parse((saved.body?.socialMediaFollowers as { updatedAt: string }).updatedAt);
    expect(updatedAt).toBeGreaterThanOrEqual(before - 1000);
    expect((await browser.call('/api/auth', { token })).body).toEqual(saved.body);
  });

  it.each([
    [{ contactNumber: '' }, 'Please complete contact number field', { code: 'contact-number-required' }],
    [{ languages: [] }, 'Phease provide at least one language', { code: 'language-required' }],
    [{ kids: '' }, 'Please confirm if you have kids', { code: 'kids-required' }],
    [
      { socialMediaFollowers: { ...blankFollowers, facebook: '12k' } },
      'Please enter numbers only in Facebook followers field',
      { code: 'followers-not-a-number', params: { platform: 'facebook' } },
    ],
    [
      { socialMediaLinks: { ...blankLinks, cariForum: 'linkedin.com/in/x' } },
      'LinkedIn link is invalid - Please provide full URL including https://',
      { code: 'social-link-invalid', params: { platform: 'cariForum' } },
    ],
    [{ location: 'Central' }, 'Please select location', { code: 'location-required' }],
  ])('refuses %j with its message and changes nothing', async (change, message, coded) => {
    const { browser, email, token } = await signedUpCreator();
    const before = (await browser.call('/api/auth', { token })).body;
    const refused = await browser.call('/api/auth', {
      method: 'PUT',
      token,
      body: { ...profileFor(email), ...change },
    });
    expect(refused).toEqual({ status: 400, body: { message, ...coded } });
    expect((await browser.call('/api/auth', { token })).body).toEqual(before);
  });
});

describe('PUT /api/auth/bank (payment details)', () => {
  it('keeps only the chosen method and document fields', async () => {
    const { browser, token } = await signedUpCreator();
    const bank = await browser.call('/api/auth/bank', {
      method: 'PUT',
      token,
      body: { ...bankTransfer, paypalEmail: 'left@over.com' },
    });
    expect(bank.status).toBe(200);
    expect(bank.body).toMatchObject({
      paymentMethod: 'Bank Transfer',
      bankName: 'Maybank',
      bankAccNo: '1234-5678-9012',
      paypalEmail: null,
      nric: '960412-10-5678',
      passportNumber: null,
    });

    const paypal = await browser.call('/api/auth/bank', {
      method: 'PUT',
      token,
      body: {
        ...bankTransfer,
        paymentMethod: 'Paypal',
        paypalEmail: 'aisyah@paypal.example',
        nationalityDoc: 'Passport',
      },
    });
    expect(paypal.body).toMatchObject({
      paymentMethod: 'Paypal',
      paypalEmail: 'aisyah@paypal.example',
      bankName: null,
      bankAccName: null,
      bankAccNo: null,
      nric: null,
      passportNumber: 'A1234567',
    });
  });

  it.each([
    [{ paymentMethod: '' }, 'Please select payment method', 'payment-method-required'],
    [{ bankName: '' }, 'Please select bank name', 'bank-name-required'],
    [{ bankName: 'Bank of Nowhere' }, 'Please select bank name', 'bank-name-required'],
    [{ bankName: 'DBS Bank / POSB' }, 'Please select bank name', 'bank-name-required'],
    [{ bankAccName: '  ' }, 'Please enter bank account name', 'bank-account-name-required'],
    [{ bankAccNo: ' - ' }, 'Please enter numbers only for bank account number', 'bank-account-number-required'],
    [{ paymentMethod: 'Paypal', paypalEmail: '' }, 'Please provide paypal email', 'paypal-email-required'],
  ])('refuses %j with its message and changes nothing', async (change, message, code) => {
    const { browser, token } = await signedUpCreator();
    await browser.call('/api/auth/bank', { method: 'PUT', token, body: bankTransfer });
    const before = (await browser.call('/api/auth', { token })).body;
    const refused = await browser.call('/api/auth/bank', {
      method: 'PUT',
      token,
      body: { ...bankTransfer, ...change },
    });
    expect(refused).toEqual({ status: 400, body: { message, code } });
    expect((await browser.call('/api/auth', { token })).body).toEqual(before);
  });
});

describe('a new country and the saved bank', () => {
  const payByBank = (browser: ReturnType<TestApp['client']>, token: string, bankName: string) =>
    browser.call('/api/auth/bank', { method: 'PUT', token, body: { ...bankTransfer, bankName } });
  const moveTo = (
    browser: ReturnType<TestApp['client']>,
    token: string,
    email: string,
    country: string,
    location: string,
  ) => browser.call('/api/auth', { method: 'PUT', token, body: { ...profileFor(email), country, location } });

  it('keeps a bank the new country offers too', async () => {
    const { browser, email, token } = await signedUpCreator();
    await payByBank(browser, token, 'Maybank');

    const moved = await moveTo(browser, token, email, 'Singapore', 'Central');
    expect(moved.body).toMatchObject({ country: 'Singapore', bankName: 'Maybank' });
  });

  it('clears a bank the new country does not offer, so Save asks for one again', async () => {
    const { browser, email, token } = await signedUpCreator();
    await moveTo(browser, token, email, 'Singapore', 'Central');
    expect((await payByBank(browser, token, 'DBS Bank / POSB')).status).toBe(200);

    const moved = await moveTo(browser, token, email, 'Laos', 'Vientiane Prefecture');
    expect(moved.body).toMatchObject({ country: 'Laos', paymentMethod: 'Bank Transfer', bankName: null });
    expect((await browser.call('/api/auth', { token })).body).toMatchObject({ bankName: null });
    expect(await payByBank(browser, token, 'DBS Bank / POSB')).toEqual({
      status: 400,
      body: { message: 'Please select bank name', code: 'bank-name-required' },
    });
  });
});

describe("one creator's data is theirs alone", () => {
  it('answers each caller with their own profile and payment details, whatever the body says', async () => {
    const aisyah = await signedUpCreator();
    const mallory = await signedUpCreator();
    await aisyah.browser.call('/api/auth/bank', { method: 'PUT', token: aisyah.token, body: bankTransfer });

    const malloryView = await mallory.browser.call('/api/auth', { token: mallory.token });
    expect(malloryView.body).toMatchObject({ email: mallory.email, bankAccNo: null, nric: null });

    const attempt = await mallory.browser.call('/api/auth', {
      method: 'PUT',
      token: mallory.token,
      body: {
        ...profileFor(aisyah.email),
        id: (await aisyah.browser.call('/api/auth', { token: aisyah.token })).body?.id,
      },
    });
    expect(attempt.body).toMatchObject({ email: mallory.email });
    const aisyahView = await aisyah.browser.call('/api/auth', { token: aisyah.token });
    expect(aisyahView.body).toMatchObject({ email: aisyah.email, fullName: 'Nur Aisyah', bankAccNo: '1234-5678-9012' });
  });
});

describe('option lists', () => {
  it('serves every list without a token, with their countries', async () => {
    const guest = portal.client();
    const states = (await guest.call('/api/public/options/states')).body as unknown as {
      value: string;
      country: string;
    }[];
    const malaysian = states.filter((state) => state.country === 'Malaysia').map((state) => state.value);
    expect(malaysian).toHaveLength(16);
    expect(malaysian).toContain('Selangor');
    for (const list of ['banks', 'languages', 'races']) {
      const options = (await guest.call(`/api/public/options/${list}`)).body as unknown as { countries: string[] }[];
      expect(options.some((option) => option.countries.includes('Malaysia'))).toBe(true);
      expect(options.some((option) => option.countries.includes('Singapore'))).toBe(true);
    }
  });

  it('gives the chat group of a country, or null', async () => {
    const guest = portal.client();
    expect((await guest.call('/api/public/options/telegram?country=Malaysia')).body).toEqual({
      value: expect.stringMatching(/^https:\/\//),
    });
    expect((await guest.call('/api/public/options/telegram?country=Laos')).body).toEqual({ value: null });
  });
});

describe('PUT /api/auth (language)', () => {
  it('saves the language alone, and GET /api/auth returns it', async () => {
    const { browser, token } = await signedUpCreator();
    expect((await browser.call('/api/auth', { token })).body).toMatchObject({ locale: null });

    const saved = await browser.call('/api/auth', { method: 'PUT', token, body: { locale: 'ms' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ locale: 'ms', fullName: 'Nur Aisyah', country: 'Malaysia' });
    expect((await browser.call('/api/auth', { token })).body).toMatchObject({ locale: 'ms' });
  });

  it('keeps the language when the profile is saved', async () => {
    const { browser, email, token } = await signedUpCreator();
    await browser.call('/api/auth', { method: 'PUT', token, body: { locale: 'zh-Hans' } });

    const saved = await browser.call('/api/auth', { method: 'PUT', token, body: profileFor(email) });
    expect(saved.body).toMatchObject({ locale: 'zh-Hans', location: 'Selangor' });
  });

  it('refuses a language the portal does not speak, and still checks a profile with its own messages', async () => {
    const { browser, email, token } = await signedUpCreator();
    expect((await browser.call('/api/auth', { method: 'PUT', token, body: { locale: 'fr' } })).status).toBe(400);

    const blankName = await browser.call('/api/auth', {
      method: 'PUT',
      token,
      body: { ...profileFor(email), fullName: '' },
    });
    expect(blankName.status).toBe(400);
    expect(blankName.body).toMatchObject({ message: 'Please complete full name field' });
  });
});
