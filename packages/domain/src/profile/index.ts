export * from './choices.ts';
export { EditProfileSchema, followerCounts, type EditProfile } from './edit-profile.ts';
export { BankDetailsSchema, type BankDetails } from './bank-details.ts';
export { LocaleChoiceSchema, UserSchema, type User } from './user.ts';
export { isFollowerDataStale, FOLLOWER_STALENESS_HOURS, STALE_FOLLOWERS_WARNING } from './staleness.ts';
export { maskSecret } from './mask.ts';
export { sampleProfile } from './sample.ts';
export {
  ProfileSectionSaveSchema,
  PROFILE_SECTION_SCHEMAS,
  sectionOfField,
  sectionValues,
  type ProfileSection,
  type ProfileSectionSave,
} from './sections.ts';
export {
  FIRST_RUN_STEPS,
  firstRunDoneCount,
  firstRunSteps,
  isProfileIncomplete,
  type FirstRunStep,
} from './first-run.ts';
