import { createContext, use } from 'react';
import type { SignIn, SignUp, User } from '@portal/domain/auth';

/** SPEC §4 auth state: signedIn is null until the stored session has been checked. */
export interface AuthState {
  user: User | null;
  signedIn: boolean | null;
  loading: boolean;
  /**
   * The user is the part of the profile the tab kept, recalled by an app started offline: shown,
   * never edited (a form would save the fields the tab did not keep as empty). The whole profile
   * replaces it once the connection is back.
   */
  offlineCopy?: boolean;
  /** Signed in to an account waiting for its deletion: the app offers only to cancel it or to sign out. */
  deletionPending?: boolean;
}

/**
 * How a sign-in or sign-up ended: `refused` when the identity service said no to what was entered
 * (a wrong password, a taken e-mail), `failed` for anything else (the network, a second click).
 */
export type AuthOutcome = 'done' | 'refused' | 'failed';

export interface AuthContextValue extends AuthState {
  /** Each action toasts its own failure and resolves to how it ended. */
  signIn: (values: SignIn) => Promise<AuthOutcome>;
  signUp: (values: SignUp) => Promise<AuthOutcome>;
  signOut: () => Promise<void>;
  /** Replaces the user after a profile or payment update. */
  setUser: (user: User) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const auth = use(AuthContext);
  if (!auth) {
    throw new Error('useAuth must be used inside an AuthProvider');
  }
  return auth;
}
