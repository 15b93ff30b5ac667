import { t } from '@lingui/core/macro';
import { API_ERROR_CODES } from '@portal/domain/routes';
import type { IdentityAnswer, IdentityFailure } from '@/lib/identity-client';

type IdentityMessages = typeof import('./identity-messages');

/** better-auth's code for a banned account; its message already holds the full banned text. */
export const BANNED_USER_CODE = 'BANNED_USER';

/** The portal's own answers in front of the identity service (a throttle, a name rule) say what to do. */
const PORTAL_CODES: ReadonlySet<string> = new Set(Object.values(API_ERROR_CODES));

/** A refused identity call (sign-in, sign-up, password reset or change). */
export class IdentityRequestError extends Error {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the class's name, for logs
  override readonly name = 'IdentityRequestError';
  /** The provider's own code. */
  readonly code: string;
  /** The product's code for it (SPEC §8's, or the portal's); an unknown code as it came. */
  readonly identityCode: string;
  readonly status: number;
  /** The message says what to do about a refused new password or a throttle. */
  readonly saysWhatToDo: boolean;

  constructor(failure: IdentityFailure, messages: IdentityMessages) {
    super(identityFailureMessage(failure, messages));
    this.code = failure.code ?? failure.statusText;
    this.identityCode = messages.identityCodeFor(this.code, failure.message);
    this.status = failure.status;
    const passwordRule = Object.values(messages.PASSWORD_PROBLEMS).some(({ code }) => code === this.code);
    this.saysWhatToDo = passwordRule || PORTAL_CODES.has(this.code);
  }
}

/**
 * What to do about a refused new password or a throttle ('This password is too common...'), for
 * the forms whose own failure message is fixed; undefined for other failures.
 */
export function identityFailureReason(error: Error): string | undefined {
  return error instanceof IdentityRequestError && error.saysWhatToDo ? error.message : undefined;
}

/** SPEC §8 identity messages; an unknown code shows the raw code. */
function identityFailureMessage(failure: IdentityFailure, messages: IdentityMessages): string {
  if ((failure.code === BANNED_USER_CODE || PORTAL_CODES.has(failure.code ?? '')) && failure.message) {
    return failure.message;
  }
  if (failure.code) {
    return messages.identityMessage(messages.identityCodeFor(failure.code, failure.message));
  }
  const { status } = failure;
  return failure.message || failure.statusText || t`Error ${status}`;
}

/**
 * SPEC §8 'Error resetting password {code}' for a failed reset request or reset, with what the
 * code means, or what to do about it, beneath.
 */
export function resetFailure(error: Error): { message: string; reason: string | undefined } {
  if (!(error instanceof IdentityRequestError)) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the catalogue's 'Error resetting password {code}' (translateMessage)
    return { message: `Error resetting password ${error.message}`, reason: undefined };
  }
  const explained = error.message !== error.identityCode;
  return {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the catalogue's 'Error resetting password {code}' (translateMessage)
    message: `Error resetting password ${error.identityCode}`,
    reason: explained ? error.message : undefined,
  };
}

/** Awaits an identity call, throwing an IdentityRequestError when it is refused. */
export async function identityRequest<Data>(call: Promise<IdentityAnswer<Data>>): Promise<Data> {
  const answer = await call;
  if (answer.error) {
    throw new IdentityRequestError(answer.error, await import('./identity-messages'));
  }
  return answer.data;
}
