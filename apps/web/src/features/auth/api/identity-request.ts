import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { IdentityAnswer, IdentityFailure } from '@/lib/identity-client';
import type { UntranslatedMessage } from '@/lib/i18n/translate-message';

type IdentityMessages = typeof import('./identity-messages');

/** better-auth's code for a banned account; its message holds the full banned text, in English. */
export const BANNED_USER_CODE = 'BANNED_USER';

/** A refused identity call (sign-in, sign-up, password reset or change). */
export class IdentityRequestError extends Error {
  override readonly name = 'IdentityRequestError';
  /** The provider's own code. */
  readonly code: string;
  /** The product's code for it (SPEC §8's, or the portal's); an unknown code as it came. */
  readonly identityCode: string;
  readonly status: number;
  /** The message says what to do about a refused new password or a throttle. */
  readonly saysWhatToDo: boolean;
  /** The message to show, by its code when it has one of the error catalogue's. */
  readonly reason: UntranslatedMessage;

  constructor(failure: IdentityFailure, messages: IdentityMessages) {
    const reason = reasonOf(failure, messages);
    super(typeof reason === 'string' ? reason : reason.message);
    this.reason = reason;
    this.code = failure.code ?? failure.statusText;
    this.identityCode = messages.identityCodeFor(this.code, failure.message);
    this.status = failure.status;
    const passwordRule = Object.values(messages.PASSWORD_PROBLEMS).some(({ code }) => code === this.code);
    this.saysWhatToDo = passwordRule || isPortalCode(this.code, messages);
  }
}

/** The portal's own answers in front of the identity service (a throttle, a name rule) say what to do. */
const isPortalCode = (code: string, messages: IdentityMessages): boolean =>
  (messages.ERROR_CODES as readonly string[]).includes(code);

/**
 * What to do about a refused new password or a throttle ('This password is too common...'), for
 * the forms whose own failure message is fixed; undefined for other failures.
 */
export function identityFailureReason(error: Error): UntranslatedMessage | undefined {
  return error instanceof IdentityRequestError && error.saysWhatToDo ? error.reason : undefined;
}

/**
 * SPEC §8 identity messages, by their code; an unknown code shows the raw code. The portal's own
 * refusals come with their code and parameters; a ban, as the catalogue's with the support address
 * it names (the provider's text as it is when that is missing).
 */
function reasonOf(failure: IdentityFailure, messages: IdentityMessages): UntranslatedMessage {
  const { code, message, params } = failure;
  if (code === BANNED_USER_CODE && typeof params?.email === 'string') {
    return { code: 'account-banned', params: { email: params.email }, message: message ?? '' };
  }
  if (code === BANNED_USER_CODE && message) return message;
  if (code && message && isPortalCode(code, messages)) return { code, params: failure.params, message };
  if (code) {
    const identityCode = messages.identityCodeFor(code, message);
    const known = messages.identityError(identityCode);
    return known ? { ...known, message: messages.identityMessage(identityCode) } : identityCode;
  }
  const { status } = failure;
  return message || failure.statusText || t`Error ${status}`;
}

/**
 * SPEC §8 'Error resetting password {code}' for a failed reset request or reset, with what the
 * code means, or what to do about it, beneath.
 */
export function resetFailure(error: Error): { message: MessageDescriptor; reason: UntranslatedMessage | undefined } {
  if (!(error instanceof IdentityRequestError)) {
    const code = error.message;
    return { message: msg`Error resetting password ${code}`, reason: undefined };
  }
  const code = error.identityCode;
  const explained = error.message !== error.identityCode;
  return { message: msg`Error resetting password ${code}`, reason: explained ? error.reason : undefined };
}

/** Awaits an identity call, throwing an IdentityRequestError when it is refused. */
export async function identityRequest<Data>(call: Promise<IdentityAnswer<Data>>): Promise<Data> {
  const answer = await call;
  if (answer.error) {
    throw new IdentityRequestError(answer.error, await import('./identity-messages'));
  }
  return answer.data;
}
