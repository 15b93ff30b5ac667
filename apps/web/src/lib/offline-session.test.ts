import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@portal/domain/auth';
import { FOLLOWER_PLATFORMS, SOCIAL_LINK_PLATFORMS } from '@portal/domain/profile';
import { recallUser } from './offline-copy';
import { offlineSession } from './offline-session';

const KEY = 'portal.session-user';

const user: User = {
  id: 'user-1',
  email: 'aisyah@example.com',
  fullName: 'Aisyah Rahman',
  role: 'influencer',
  contactNumber: '+60123456789',
  referralCode: 'AISYAH1',
  country: 'Malaysia',
  location: 'Selangor',
  addrOne: '12 Jalan Bunga',
  addrTwo: 'Taman Melati',
  city: 'Shah Alam',
  postcode: '40000',
  dateOfBirth: '1995-04-01',
  gender: 'FEMALE',
  ethnicity: 'Malay',
  languages: ['Malay'],
  englishLanguage: true,
  malayLanguage: true,
  chineseLanguage: false,
  tamilLanguage: false,
  maritalStatus: 'SINGLE',
  kids: 'NO',
  contentType: ['Beauty'],
  socialMediaLinks: Object.fromEntries(
    SOCIAL_LINK_PLATFORMS.map((platform) => [platform, null]),
  ) as User['socialMediaLinks'],
  socialMediaFollowers: {
    ...(Object.fromEntries(FOLLOWER_PLATFORMS.map((platform) => [platform, 1200])) as Record<
      (typeof FOLLOWER_PLATFORMS)[number],
      number
    >),
    updatedAt: '2025-01-01T00:00:00.000Z',
  },
  paymentMethod: 'Bank Transfer',
  paypalEmail: 'aisyah.pay@example.com',
  bankName: 'Maybank',
  bankAccName: 'Aisyah binti Rahman',
  bankAccNo: '5140 1234 5678',
  nationalityDoc: 'NRIC',
  nric: '950401-10-1234',
  passportNumber: 'A12345678',
  locale: 'ms',
};

afterEach(() => {
  sessionStorage.clear();
});

describe('offlineSession', () => {
  it('keeps no bank, ID, PayPal, address or birth date in the tab', () => {
    offlineSession.keep(user);
    const kept = sessionStorage.getItem(KEY) ?? '';
    for (const secret of [
      user.bankAccNo,
      user.bankAccName,
      user.nric,
      user.passportNumber,
      user.paypalEmail,
      user.addrOne,
      user.postcode,
      user.dateOfBirth,
    ]) {
      expect(kept).not.toContain(secret);
    }
  });

  it('recalls who was signed in, their language and their follower counts', () => {
    offlineSession.keep(user);
    expect(recallUser()).toMatchObject({
      id: user.id,
      role: 'influencer',
      fullName: user.fullName,
      email: user.email,
      locale: 'ms',
      country: 'Malaysia',
      socialMediaFollowers: user.socialMediaFollowers,
      bankAccNo: null,
      nric: null,
    });
  });

  it('recalls the profile as the dashboard shows it and how the user is paid, but not the account', () => {
    offlineSession.keep(user);
    expect(recallUser()).toMatchObject({
      contactNumber: user.contactNumber,
      location: 'Selangor',
      gender: 'FEMALE',
      ethnicity: 'Malay',
      languages: ['Malay'],
      malayLanguage: true,
      maritalStatus: 'SINGLE',
      kids: 'NO',
      contentType: ['Beauty'],
      paymentMethod: 'Bank Transfer',
      bankName: null,
      paypalEmail: null,
      dateOfBirth: null,
      addrOne: null,
    });
  });

  it('recalls whether the profile was complete, which the birth date it does not keep is part of', () => {
    offlineSession.keep(user);
    const recalled = recallUser();
    expect(recalled && offlineSession.profileIncomplete(recalled)).toBe(false);

    // Kept again from the recalled user (the app keeps the user it shows), it still was.
    if (recalled) offlineSession.keep(recalled);
    const recalledAgain = recallUser();
    expect(recalledAgain && offlineSession.profileIncomplete(recalledAgain)).toBe(false);

    offlineSession.keep({ ...user, dateOfBirth: null });
    const incomplete = recallUser();
    expect(incomplete && offlineSession.profileIncomplete(incomplete)).toBe(true);
  });

  it.each([
    ['not JSON', '{'],
    ['not a user', JSON.stringify({ id: 'user-1' })],
    ['an unknown role', JSON.stringify({ ...user, role: 'owner' })],
    ['a gender that is no text', JSON.stringify({ ...user, gender: 1, profileIncomplete: false })],
    ['without whether the profile was complete', JSON.stringify(user)],
  ])('recalls nothing from a kept value that is %s', (_, kept) => {
    sessionStorage.setItem(KEY, kept);
    expect(recallUser()).toBeNull();
  });
});
