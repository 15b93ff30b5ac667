import { FOLLOWER_PLATFORMS, SOCIAL_LINK_PLATFORMS } from './choices.ts';
import type { EditProfile } from './edit-profile.ts';

/**
 * A complete Malaysian creator profile as the edit-profile form sends it: the demo data and the
 * tests of every tier start from it and change what they are about.
 */
export function sampleProfile(overrides: Partial<EditProfile> & Pick<EditProfile, 'email'>): EditProfile {
  const noLinks = Object.fromEntries(SOCIAL_LINK_PLATFORMS.map((platform) => [platform, '']));
  const noFollowers = Object.fromEntries(FOLLOWER_PLATFORMS.map((platform) => [platform, '']));
  return {
    fullName: 'Nur Aisyah binti Ahmad',
    contactNumber: '+60 12-345 6789',
    country: 'Malaysia',
    location: 'Selangor',
    addrOne: '12 Jalan Mawar',
    addrTwo: '',
    city: 'Shah Alam',
    postcode: '40000',
    dateOfBirth: '1996-04-12',
    gender: 'FEMALE',
    ethnicity: 'Malay',
    languages: ['Malay', 'English'],
    englishLanguage: true,
    malayLanguage: true,
    chineseLanguage: false,
    tamilLanguage: false,
    maritalStatus: 'SINGLE',
    kids: 'NO',
    contentType: ['Beauty', 'Lifestyle'],
    socialMediaLinks: { ...noLinks, instagram: 'https://instagram.com/aisyah' } as EditProfile['socialMediaLinks'],
    socialMediaFollowers: { ...noFollowers, instagram: '12500' } as EditProfile['socialMediaFollowers'],
    ...overrides,
  };
}
