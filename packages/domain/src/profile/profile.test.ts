import { describe, expect, it } from 'vitest';
import {
  BankDetailsSchema,
  EditProfileSchema,
  followerCounts,
  isFollowerDataStale,
  maskSecret,
  sampleProfile,
  type BankDetails,
  type EditProfile,
} from './index.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

const completeProfile: EditProfile = sampleProfile({
  email: 'aisyah@example.com',
  addrOne: '',
  city: '',
  postcode: '',
  socialMediaLinks: { ...sampleProfile({ email: '' }).socialMediaLinks, telegram: '@aisyah' },
  socialMediaFollowers: { ...sampleProfile({ email: '' }).socialMediaFollowers, tiktok: 3400 },
});

describe('edit profile validation', () => {
  it('accepts a complete profile whose address lines are empty', () => {
    expect(EditProfileSchema.safeParse(completeProfile).success).toBe(true);
  });

  it('lists the required-field messages in the spec order', () => {
    const blank: EditProfile = {
      ...completeProfile,
      fullName: ' ',
      email: '',
      contactNumber: '',
      country: '',
      location: '',
      dateOfBirth: '',
      gender: '',
      ethnicity: '',
      languages: [],
      maritalStatus: '',
      kids: '',
      contentType: [],
    };
    expect(messagesOf(EditProfileSchema.safeParse(blank))).toEqual([
      'Please complete full name field',
      'Please complete email field',
      'Please complete contact number field',
      'Please provide date of birth',
      'Please select gender',
      'Please select race',
      'Please select country field',
      'Please select location',
      'Phease provide at least one language',
      'Please confirm if you have kids',
      'Please select marital status',
      'Please select at least one content type',
    ]);
  });

  it('refuses a date of birth that is not a real past date', () => {
    for (const dateOfBirth of ['1996-02-30', '12/04/1996', '2999-01-01', '0096-04-12', '1899-12-31']) {
      expect(messagesOf(EditProfileSchema.safeParse({ ...completeProfile, dateOfBirth }))).toEqual([
        'Please provide a valid date of birth',
      ]);
    }
  });

  it('wants whole numbers in the follower fields, naming the platform', () => {
    const result = EditProfileSchema.safeParse({
      ...completeProfile,
      socialMediaFollowers: { ...completeProfile.socialMediaFollowers, facebook: '12k', cariForum: '1.5', youtube: -3 },
    });
    expect(messagesOf(result)).toEqual([
      'Please enter numbers only in Facebook followers field',
      'Please enter numbers only in YouTube followers field',
      'Please enter numbers only in LinkedIn followers field',
    ]);
  });

  it('wants full http(s) links except for telegram', () => {
    const result = EditProfileSchema.safeParse({
      ...completeProfile,
      socialMediaLinks: {
        ...completeProfile.socialMediaLinks,
        facebook: 'facebook.com/aisyah',
        cariForum: 'ftp://linkedin.com/in/aisyah',
        telegram: 't.me/aisyah',
      },
    });
    expect(messagesOf(result)).toEqual([
      'Facebook link is invalid - Please provide full URL including https://',
      'LinkedIn link is invalid - Please provide full URL including https://',
    ]);
  });

  it.each(['tg://resolve?domain=aisyah_k', 'tg://join?invite=AbC-12_x', 'TG://resolve?domain=aisyah'])(
    'takes the Telegram app link %s',
    (telegram) => {
      const result = EditProfileSchema.safeParse({
        ...completeProfile,
        socialMediaLinks: { ...completeProfile.socialMediaLinks, telegram },
      });
      expect(messagesOf(result)).toEqual([]);
    },
  );

  it.each(['javascript:alert(1)', 'tg:', 'tg://', 'tg://resolve?domain=<script>', 'tg://re solve'])(
    'refuses %s for Telegram, which is neither a handle, a web address nor a Telegram app link',
    (telegram) => {
      const result = EditProfileSchema.safeParse({
        ...completeProfile,
        socialMediaLinks: { ...completeProfile.socialMediaLinks, telegram },
      });
      expect(messagesOf(result)).toEqual(['Telegram link is invalid - Please provide full URL including https://']);
    },
  );

  it('refuses a link whose host is no domain name, as the browser and the server both judge it', () => {
    const result = EditProfileSchema.safeParse({
      ...completeProfile,
      socialMediaLinks: {
        ...completeProfile.socialMediaLinks,
        facebook: 'https://.',
        youtube: 'https://a..b',
        lemonEight: 'https://lemon8 app.com',
        cariForum: 'https://lemon8%20app.com/aisyah',
        instagram: 'https://www.instagram.com/aisyah_k',
        tiktok: 'http://tiktok.com/@aisyah-k',
      },
    });
    expect(messagesOf(result)).toEqual([
      'Facebook link is invalid - Please provide full URL including https://',
      'YouTube link is invalid - Please provide full URL including https://',
      'Lemon8 link is invalid - Please provide full URL including https://',
      'LinkedIn link is invalid - Please provide full URL including https://',
    ]);
  });

  it('names the field whose text is too long', () => {
    const result = EditProfileSchema.safeParse({
      ...completeProfile,
      addrOne: 'x'.repeat(201),
      postcode: '1'.repeat(21),
      socialMediaLinks: {
        ...completeProfile.socialMediaLinks,
        lemonEight: `https://lemon8-app.com/${'x'.repeat(500)}`,
      },
    });
    expect(messagesOf(result)).toEqual([
      'Address line 1 must be at most 200 characters',
      'Postcode must be at most 20 characters',
      'Lemon8 link must be at most 500 characters',
    ]);
  });

  it('turns typed follower counts into numbers, empty meaning no account', () => {
    const counts = followerCounts(completeProfile.socialMediaFollowers);
    expect(counts.instagram).toBe(12500);
    expect(counts.tiktok).toBe(3400);
    expect(counts.facebook).toBeNull();
  });
});

describe('payment details validation', () => {
  const none: BankDetails = {
    paymentMethod: '',
    bankName: '',
    bankAccName: '',
    bankAccNo: '',
    paypalEmail: '',
    nationalityDoc: '',
    nric: '',
    passportNumber: '',
  };

  it('asks for a method first', () => {
    expect(messagesOf(BankDetailsSchema.safeParse(none))).toEqual(['Please select payment method']);
  });

  it('checks a bank transfer in the spec order; an account number of spaces and hyphens is empty', () => {
    const result = BankDetailsSchema.safeParse({
      ...none,
      paymentMethod: 'Bank Transfer',
      bankAccName: ' ',
      bankAccNo: ' - -',
    });
    expect(messagesOf(result)).toEqual([
      'Please select bank name',
      'Please enter bank account name',
      'Please enter numbers only for bank account number',
    ]);
  });

  it('asks PayPal for an e-mail without checking its format, and never checks the document numbers', () => {
    expect(messagesOf(BankDetailsSchema.safeParse({ ...none, paymentMethod: 'Paypal' }))).toEqual([
      'Please provide paypal email',
    ]);
    const paypal = {
      ...none,
      paymentMethod: 'Paypal' as const,
      paypalEmail: 'not an email',
      nationalityDoc: 'NRIC' as const,
    };
    expect(BankDetailsSchema.safeParse(paypal).success).toBe(true);
  });
});

describe('follower staleness', () => {
  const savedAt = '2026-01-01T00:00:00.000Z';
  const hoursLater = (hours: number) => new Date(Date.parse(savedAt) + hours * 3_600_000);

  it('is fresh at 2159 hours and stale at 2161 hours', () => {
    expect(isFollowerDataStale(savedAt, hoursLater(2159))).toBe(false);
    expect(isFollowerDataStale(savedAt, hoursLater(2161))).toBe(true);
  });

  it('is stale when the counts were never saved', () => {
    expect(isFollowerDataStale(null)).toBe(true);
  });
});

describe('masking personal numbers', () => {
  it('shows only the last four characters', () => {
    expect(maskSecret('1234-5678-9012')).toBe('••••••••9012');
    expect(maskSecret('A1234567')).toBe('••••4567');
    expect(maskSecret('')).toBe('');
  });
});
