import { identityCodeFor, identityMessage } from '@portal/domain/auth';

/** The error half of a better-auth client answer. */
export interface IdentityFailure {
  code?: string | undefined;
  message?: string | undefined;
  status: number;
  statusText: string;
}

/** better-auth's code for a banned account; its message already holds the full banned text. */
const BANNED_USER_CODE = 'BANNED_USER';

/** A refused identity call (sign-in, sign-up, password reset or change). */
export class IdentityRequestError extends Error {
  override readonly name = 'IdentityRequestError';
  readonly code: string;
  readonly status: number;

  constructor(failure: IdentityFailure) {
    super(identityFailureMessage(failure));
    this.code = failure.code ?? failure.statusText;
    this.status = failure.status;
  }
}

/** SPEC §8 identity messages; an unknown code shows the raw code. */
export function identityFailureMessage(failure: IdentityFailure): string {
  if (failure.code === BANNED_USER_CODE && failure.message) {
    return failure.message;
  }
  if (failure.code) {
    return identityMessage(identityCodeFor(failure.code));
  }
  return failure.message || failure.statusText || `Error ${failure.status}`;
}

type IdentityAnswer<Data> = { data: Data; error: null } | { data: null; error: IdentityFailure };

/** Awaits a better-auth client call, throwing an IdentityRequestError when it is refused. */
export async function identityRequest<Data>(call: Promise<IdentityAnswer<Data>>): Promise<Data> {
  const answer = await call;
  if (answer.error) {
    throw new IdentityRequestError(answer.error);
  }
  return answer.data;
}
