/** SPEC §9: retries back off doubling up to a factor of 64, with random jitter, only for these. */
export const MAX_BACKOFF_FACTOR = 64;

/** Retries of one upload request: the wait doubles from 1 to 64 times the base, then holds once. */
export const UPLOAD_RETRIES = 8;

export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/**
 * The wait before retry number `attempt` (0-based): base × 2^attempt, capped at base × 64, plus
 * up to half of it again at random so that many clients do not retry in step.
 */
export function retryDelay(attempt: number, baseMs = 1000, random: () => number = Math.random): number {
  const factor = Math.min(2 ** attempt, MAX_BACKOFF_FACTOR);
  const delay = baseMs * factor;
  return Math.round(delay + delay * 0.5 * random());
}

/** The delays of the first `count` retries, for a client that takes a fixed schedule (tus-js-client). */
export function retrySchedule(count: number, baseMs = 1000, random: () => number = Math.random): number[] {
  return Array.from({ length: count }, (_, attempt) => retryDelay(attempt, baseMs, random));
}
