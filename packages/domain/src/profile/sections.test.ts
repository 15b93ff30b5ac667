import { describe, expect, it } from 'vitest';
import {
  PROFILE_SECTION_SCHEMAS,
  ProfileSectionSaveSchema,
  sampleProfile,
  sectionOfField,
  sectionValues,
} from './index.ts';

const profile = sampleProfile({ email: 'aisyah@example.com' });
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('profile sections', () => {
  it('pick only their own fields from the whole form', () => {
    expect(sectionValues('profile', profile)).toEqual({
      section: 'profile',
      dateOfBirth: '1996-04-12',
      gender: 'FEMALE',
      ethnicity: 'Malay',
      languages: ['Malay', 'English'],
      maritalStatus: 'SINGLE',
      kids: 'NO',
      englishLanguage: true,
      malayLanguage: true,
      chineseLanguage: false,
      tamilLanguage: false,
      contentType: ['Beauty', 'Lifestyle'],
    });
  });

  it("check a section with the spec's messages for its own fields only", () => {
    const blank = { ...profile, fullName: '', languages: [], contentType: [] };
    expect(messagesOf(PROFILE_SECTION_SCHEMAS.contactDetails.safeParse(blank))).toEqual([
      'Please complete full name field',
    ]);
    expect(messagesOf(PROFILE_SECTION_SCHEMAS.profile.safeParse(blank))).toEqual([
      'Phease provide at least one language',
      'Please select at least one content type',
    ]);
    expect(messagesOf(PROFILE_SECTION_SCHEMAS.socialMedia.safeParse(blank))).toEqual([]);
  });

  it('save one named section and drop the fields of the others', () => {
    const parsed = ProfileSectionSaveSchema.parse({ ...sectionValues('socialMedia', profile), fullName: 'Someone' });
    expect(parsed).not.toHaveProperty('fullName');
    expect(parsed.section).toBe('socialMedia');
    const tooMany = { ...sectionValues('socialMedia', profile) };
    tooMany.socialMediaFollowers = { ...tooMany.socialMediaFollowers, tiktok: '3k' };
    expect(messagesOf(ProfileSectionSaveSchema.safeParse(tooMany))).toEqual([
      'Please enter numbers only in TikTok followers field',
    ]);
  });
});

describe('the section of a field', () => {
  it('is read from the first part of its path', () => {
    expect(sectionOfField('location')).toBe('contactDetails');
    expect(sectionOfField('contentType')).toBe('profile');
    expect(sectionOfField('socialMediaFollowers.tiktok')).toBe('socialMedia');
    expect(sectionOfField('paymentMethod')).toBeUndefined();
  });
});
