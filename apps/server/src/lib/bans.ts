/**
 * Whether a user's ban is in force: a ban without an end, or one whose end has not come. The same
 * rule as `bannedNow`, which the directory reads in SQL.
 */
export function banInForce(
  banned: boolean | null | undefined,
  banExpires: Date | string | number | null | undefined,
  now = Date.now(),
): boolean {
  return Boolean(banned) && (banExpires === null || banExpires === undefined || new Date(banExpires).getTime() > now);
}
