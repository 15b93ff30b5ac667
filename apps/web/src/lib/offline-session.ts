import type { z } from 'zod';
import { UserSchema, type User } from '@portal/domain/auth';
import { SOCIAL_LINK_PLATFORMS } from '@portal/domain/profile';

const KEY = 'portal.session-user';

/**
 * What the signed-in frame reads offline: who is signed in, their menu's language and country,
 * and whether their follower counts are stale. Bank, ID, PayPal, address and birth date stay out
 * of the tab's storage.
 */
const OfflineUserSchema = UserSchema.pick({
  id: true,
  email: true,
  fullName: true,
  role: true,
  country: true,
  locale: true,
  socialMediaFollowers: true,
});
type OfflineUser = z.infer<typeof OfflineUserSchema>;

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
  socialMediaLinks: Object.fromEntries(
    SOCIAL_LINK_PLATFORMS.map((platform) => [platform, null]),
  ) as User['socialMediaLinks'],
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
      const parsed = OfflineUserSchema.safeParse(JSON.parse(kept));
      // A value from an older version of the app, or altered, is not a session.
      return parsed.success ? userFromOfflineCopy(parsed.data) : null;
    } catch {
      return null;
    }
  },
  keep: (user: User | null): void => {
    try {
      if (user) sessionStorage.setItem(KEY, JSON.stringify(OfflineUserSchema.parse(user)));
      else sessionStorage.removeItem(KEY);
    } catch {
      // Storage refused (private mode, quota): offline, a reload then shows the sign-in page.
    }
  },
};
