// Two refusals the web app's first load words itself, apart from the identity messages
// (identity-errors.ts), which a browser loads only once an identity call is refused.

/** SPEC §5: an answer without a user. */
export const USER_NOT_FOUND_MESSAGE = 'User not found';

export function bannedMessage(supportEmail: string): string {
  return `Your account has been banned for violating previous campaign(s). To unban, email ${supportEmail}`;
}
