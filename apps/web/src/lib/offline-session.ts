import type { User } from '@portal/domain/auth';
import { isProfileIncomplete } from '@portal/domain/profile';

/** Where the tab keeps its signed-in user, and that user's last API answers (offline-copy.ts). */
export const OFFLINE_KEYS = { user: 'portal.session-user', answers: 'portal.kept-answers' } as const;

/**
 * What the signed-in frame and its pages read offline: who is signed in, their menu's language,
 * their profile as the dashboard shows it, how they are paid (the method, not the account), and
 * whether their follower counts are stale. Bank, ID, PayPal, address and birth date stay out of the
 * tab's storage; in their stead, whether the profile was complete, which the birth date is part of.
 */
export type OfflineUser = Pick<
  User,
  | 'id'
  | 'email'
  | 'fullName'
  | 'role'
  | 'country'
  | 'locale'
  | 'contactNumber'
  | 'location'
  | 'gender'
  | 'ethnicity'
  | 'languages'
  | 'englishLanguage'
  | 'malayLanguage'
  | 'chineseLanguage'
  | 'tamilLanguage'
  | 'maritalStatus'
  | 'kids'
  | 'contentType'
  | 'socialMediaLinks'
  | 'socialMediaFollowers'
  | 'paymentMethod'
> & { profileIncomplete: boolean };

/** The users recalled from a kept copy, and whether their profile was complete: their own fields cannot tell. */
const recalledCompleteness = new WeakMap<User, boolean>();

/** Whether the profile is incomplete (a new account): as kept, for a user recalled offline. */
const profileIncomplete = (user: User): boolean => recalledCompleteness.get(user) ?? isProfileIncomplete(user);

const offlineCopyOf = (user: User): OfflineUser => ({
  id: user.id,
  email: user.email,
  fullName: user.fullName,
  role: user.role,
  country: user.country,
  locale: user.locale,
  contactNumber: user.contactNumber,
  location: user.location,
  gender: user.gender,
  ethnicity: user.ethnicity,
  languages: user.languages,
  englishLanguage: user.englishLanguage,
  malayLanguage: user.malayLanguage,
  chineseLanguage: user.chineseLanguage,
  tamilLanguage: user.tamilLanguage,
  maritalStatus: user.maritalStatus,
  kids: user.kids,
  contentType: user.contentType,
  socialMediaLinks: user.socialMediaLinks,
  socialMediaFollowers: user.socialMediaFollowers,
  paymentMethod: user.paymentMethod,
  profileIncomplete: profileIncomplete(user),
});

/** The id of the user kept, if any. */
function keptUserId(): unknown {
  try {
    return (JSON.parse(sessionStorage.getItem(OFFLINE_KEYS.user) ?? 'null') as { id?: unknown } | null)?.id;
  } catch {
    return undefined;
  }
}

/**
 * The signed-in user, kept for this tab only (sessionStorage), so that a page reloaded without a
 * connection, which cannot check the session, still shows the signed-in app rather than the
 * sign-in page. Back online, the session decides again with the first call to the API. The kept
 * copy is read back offline only, by code loaded then (offline-copy.ts).
 */
export const offlineSession = {
  /** Whether the tab keeps a user: a page that says there is no session asks for it all the same. */
  hasUser: (): boolean => {
    try {
      return sessionStorage.getItem(OFFLINE_KEYS.user) !== null;
    } catch {
      return false;
    }
  },
  /** Keeps the user (null: signed out); the answers kept for another user, or for none, go. */
  keep: (user: User | null): void => {
    try {
      if (user === null || keptUserId() !== user.id) sessionStorage.removeItem(OFFLINE_KEYS.answers);
      if (user) sessionStorage.setItem(OFFLINE_KEYS.user, JSON.stringify(offlineCopyOf(user)));
      else sessionStorage.removeItem(OFFLINE_KEYS.user);
    } catch {
      // Storage refused (private mode, quota): offline, a reload then shows the sign-in page.
    }
  },
  profileIncomplete,
  /** A user rebuilt from its kept copy (offline-copy.ts), whose profile was complete or not. */
  recalled: (user: User, incomplete: boolean): User => {
    recalledCompleteness.set(user, incomplete);
    return user;
  },
};
