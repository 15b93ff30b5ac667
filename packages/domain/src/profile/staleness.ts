/** SPEC §9: follower data older than this sends the creator to update it. */
export const FOLLOWER_STALENESS_HOURS = 2160;
export const STALE_FOLLOWERS_WARNING = 'Please update followers to proceed';

const HOUR_MS = 60 * 60 * 1000;

/** True when the follower counts were never saved, or saved over 2160 hours before `now`. */
export function isFollowerDataStale(updatedAt: string | null | undefined, now: Date = new Date()): boolean {
  if (!updatedAt) return true;
  const savedAt = Date.parse(updatedAt);
  if (Number.isNaN(savedAt)) return true;
  return now.getTime() - savedAt > FOLLOWER_STALENESS_HOURS * HOUR_MS;
}
