import type { User } from '@portal/domain/auth';
import { isLocale } from '@portal/domain/i18n';

const KEY = 'portal.session-user';

/**
 * What the signed-in frame reads offline: who is signed in, their menu's language and country, their
 * public social links, and whether their follower counts are stale. Bank, ID, PayPal, address and
 * birth date stay out of the tab's storage.
 */
type OfflineUser = Pick<
  User,
  'id' | 'email' | 'fullName' | 'role' | 'country' | 'locale' | 'socialMediaLinks' | 'socialMediaFollowers'
>;

const offlineCopyOf = (user: User): OfflineUser => {
  const { id, email, fullName, role, country, locale, socialMediaLinks, socialMediaFollowers } = user;
  return { id, email, fullName, role, country, locale, socialMediaLinks, socialMediaFollowers };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown) => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

/**
 * Whether a kept value is a copy this version of the app made. Checked by hand: the user's schema
 * would bring zod into every page's first load, for this one check.
 */
function isOfflineUser(value: unknown): value is OfflineUser {
  if (!isRecord(value)) return false;
  const { id, email, fullName, role, country, locale, socialMediaLinks, socialMediaFollowers } = value;
  return (
    isText(id) &&
    isText(email) &&
    isText(fullName) &&
    (role === 'influencer' || role === 'admin') &&
    isTextOrNull(country) &&
    (locale === null || isLocale(locale)) &&
    isRecord(socialMediaLinks) &&
    Object.values(socialMediaLinks).every(isTextOrNull) &&
    isRecord(socialMediaFollowers) &&
    Object.entries(socialMediaFollowers).every(([key, count]) =>
      key === 'updatedAt' ? isTextOrNull(count) : count === null || typeof count === 'number',
    )
  );
}

/** The kept subset as a user: what was not kept reads as not set until the session answers again. */
const userFromOfflineCopy = (kept: OfflineUser): User => ({
  ...kept,
  contactNumber: null,
  referralCode: null,
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
  paymentMethod: null,
  paypalEmail: null,
  bankName: null,
  bankAccName: null,
  bankAccNo: null,
  nationalityDoc: null,
  nric: null,
  passportNumber: null,
});

/**
 * The signed-in user, kept for this tab only (sessionStorage), so that a page reloaded without a
 * connection, which cannot check the session, still shows the signed-in app rather than the
 * sign-in page. Back online, the session decides again with the first call to the API.
 */
export const offlineSession = {
  recall: (): User | null => {
    try {
      const kept = sessionStorage.getItem(KEY);
      if (kept === null) return null;
      const parsed: unknown = JSON.parse(kept);
      // A value from an older version of the app, or altered, is not a session.
      return isOfflineUser(parsed) ? userFromOfflineCopy(parsed) : null;
    } catch {
      return null;
    }
  },
  keep: (user: User | null): void => {
    try {
      if (user) sessionStorage.setItem(KEY, JSON.stringify(offlineCopyOf(user)));
      else sessionStorage.removeItem(KEY);
    } catch {
      // Storage refused (private mode, quota): offline, a reload then shows the sign-in page.
    }
  },
};
