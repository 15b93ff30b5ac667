import { describe, expect, it } from 'vitest';
import { firstRunDoneCount, firstRunSteps, isProfileIncomplete, type User } from './index.ts';

const noFollowers = { facebook: null, instagram: null, youtube: null, twitter: null, tiktok: null } as const;

/** A creator right after sign-up: name, e-mail, contact number and country only. */
const newUser: User = {
  id: 'user-1',
  email: 'aisyah@example.com',
  fullName: 'Nur Aisyah',
  role: 'influencer',
  contactNumber: '0123',
  referralCode: null,
  country: 'Malaysia',
  location: null,
  addrOne: null,
  addrTwo: null,
  city: null,
  postcode: null,
  dateOfBirth: null,
  gender: null,
  ethnicity: null,
  languages: [],
  englishLanguage: false,
  malayLanguage: false,
  chineseLanguage: false,
  tamilLanguage: false,
  maritalStatus: null,
  kids: null,
  contentType: [],
  socialMediaLinks: {
    whatsapp: null,
    telegram: null,
    facebook: null,
    instagram: null,
    youtube: null,
    twitter: null,
    tiktok: null,
    xiaoHongShu: null,
    lowyat: null,
    lemonEight: null,
    cariForum: null,
  },
  socialMediaFollowers: {
    ...noFollowers,
    xiaoHongShu: null,
    lowyat: null,
    lemonEight: null,
    cariForum: null,
    updatedAt: null,
  },
  paymentMethod: null,
  paypalEmail: null,
  bankName: null,
  bankAccName: null,
  bankAccNo: null,
  nationalityDoc: null,
  nric: null,
  passportNumber: null,
  locale: null,
};

const withContact: User = { ...newUser, location: 'Selangor' };
const withProfile: User = {
  ...withContact,
  dateOfBirth: '1996-04-12',
  gender: 'FEMALE',
  ethnicity: 'Malay',
  languages: ['Malay'],
  maritalStatus: 'SINGLE',
  kids: 'NO',
  contentType: ['Beauty'],
};
const withFollowers: User = {
  ...withProfile,
  socialMediaFollowers: { ...withProfile.socialMediaFollowers, tiktok: 0, updatedAt: '2026-11-01T00:00:00.000Z' },
};
const complete: User = {
  ...withFollowers,
  paymentMethod: 'Paypal',
  paypalEmail: 'aisyah@example.com',
};

describe('first-run steps', () => {
  it('are all to do for a new account but its sign-up fields', () => {
    expect(firstRunSteps(newUser)).toEqual({
      contactDetails: false,
      profile: false,
      socialMedia: false,
      paymentDetails: false,
    });
    expect(firstRunDoneCount(newUser)).toBe(0);
    expect(isProfileIncomplete(newUser)).toBe(true);
  });

  it('count the contact details done once a state is saved, and not with a blank name', () => {
    expect(firstRunSteps(withContact).contactDetails).toBe(true);
    expect(firstRunSteps({ ...withContact, fullName: '  ' }).contactDetails).toBe(false);
    expect(firstRunSteps({ ...withContact, contactNumber: null }).contactDetails).toBe(false);
  });

  it('count the profile done only with every required answer, a language and a content type', () => {
    expect(firstRunSteps(withProfile).profile).toBe(true);
    expect(firstRunSteps({ ...withProfile, languages: [] }).profile).toBe(false);
    expect(firstRunSteps({ ...withProfile, contentType: [] }).profile).toBe(false);
    expect(firstRunSteps({ ...withProfile, kids: null }).profile).toBe(false);
  });

  it('count the social accounts done with one follower count, even of zero', () => {
    expect(firstRunSteps(withProfile).socialMedia).toBe(false);
    expect(firstRunSteps(withFollowers).socialMedia).toBe(true);
  });

  it('count the payment details done once a method and its details are saved', () => {
    expect(firstRunSteps(complete).paymentDetails).toBe(true);
    expect(firstRunSteps({ ...complete, paypalEmail: null }).paymentDetails).toBe(false);
    const byBank = { ...complete, paymentMethod: 'Bank Transfer', paypalEmail: null } as const;
    expect(firstRunSteps(byBank).paymentDetails).toBe(false);
    expect(
      firstRunSteps({ ...byBank, bankName: 'Maybank', bankAccName: 'Nur Aisyah', bankAccNo: '1234' }).paymentDetails,
    ).toBe(true);
  });

  it('count the progress, and call a profile complete without its payment details', () => {
    expect(firstRunDoneCount(withContact)).toBe(1);
    expect(firstRunDoneCount(withFollowers)).toBe(3);
    expect(firstRunDoneCount(complete)).toBe(4);
    expect(isProfileIncomplete(withProfile)).toBe(true);
    expect(isProfileIncomplete(withFollowers)).toBe(false);
  });
});
