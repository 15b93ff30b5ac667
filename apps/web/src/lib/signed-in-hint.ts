const KEY = 'portal.signed-in';

/**
 * Whether this browser was signed in when last seen: only a hint, for fetching the signed-in
 * pages' code while the session is still being checked. The session decides what is shown.
 */
export const signedInHint = {
  read: (): boolean => {
    try {
      return localStorage.getItem(KEY) === 'true';
    } catch {
      return false;
    }
  },
  write: (signedIn: boolean): void => {
    try {
      if (signedIn) localStorage.setItem(KEY, 'true');
      else localStorage.removeItem(KEY);
    } catch {
      // Storage refused (private mode, quota): the pages' code then loads once the session is known.
    }
  },
};
