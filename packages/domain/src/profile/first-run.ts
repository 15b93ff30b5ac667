import type { User } from './user.ts';

/** The first run's checklist, in the order it is shown (issue 18). */
export const FIRST_RUN_STEPS = ['contactDetails', 'profile', 'socialMedia', 'paymentDetails'] as const;
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number];

const isSet = (value: string | null): boolean => value !== null && value.trim() !== '';

/** Whether each step is done, read from the saved user. */
export function firstRunSteps(user: User): Record<FirstRunStep, boolean> {
  return {
    contactDetails: [user.fullName, user.contactNumber, user.country, user.location].every(isSet),
    profile:
      [user.dateOfBirth, user.gender, user.ethnicity, user.maritalStatus, user.kids].every(isSet) &&
      user.languages.length > 0 &&
      user.contentType.length > 0,
    // Read from the user alone (not the platform list): the signed-in frame asks on every page.
    socialMedia: Object.entries(user.socialMediaFollowers).some(
      ([platform, count]) => platform !== 'updatedAt' && count !== null,
    ),
    paymentDetails:
      user.paymentMethod === 'Bank Transfer'
        ? [user.bankName, user.bankAccName, user.bankAccNo].every(isSet)
        : user.paymentMethod === 'Paypal' && isSet(user.paypalEmail),
  };
}

/** How many of the steps are done. */
export function firstRunDoneCount(user: User): number {
  return Object.values(firstRunSteps(user)).filter(Boolean).length;
}

/**
 * Whether the profile is incomplete (a new account): its contact details, profile or follower
 * counts are missing. Payment details may come later; they do not make a profile incomplete.
 */
export function isProfileIncomplete(user: User): boolean {
  const steps = firstRunSteps(user);
  return !(steps.contactDetails && steps.profile && steps.socialMedia);
}
