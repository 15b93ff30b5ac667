import type { User } from '@portal/domain/auth';

const KEY = 'portal.session-user';

/**
 * The signed-in user, kept for this tab only (sessionStorage), so that a page reloaded without a
 * connection, which cannot check the session, still shows the signed-in app rather than the
 * sign-in page. Back online, the session decides again with the first call to the API.
 */
export const offlineSession = {
  recall: (): User | null => {
    try {
      const kept = sessionStorage.getItem(KEY);
      return kept === null ? null : (JSON.parse(kept) as User);
    } catch {
      return null;
    }
  },
  keep: (user: User | null): void => {
    try {
      if (user) sessionStorage.setItem(KEY, JSON.stringify(user));
      else sessionStorage.removeItem(KEY);
    } catch {
      // Storage refused (private mode, quota): offline, a reload then shows the sign-in page.
    }
  },
};
