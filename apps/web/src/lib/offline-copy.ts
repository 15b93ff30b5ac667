import { hashKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { User } from '@portal/domain/auth';
import { isLocale } from '@portal/domain/i18n';
import { OFFLINE_KEYS, offlineSession, type OfflineUser } from './offline-session';

/** At most this many answers are kept, the most recent ones. */
export const MAX_KEPT_ANSWERS = 40;
/** And at most this many characters of them (the tab's storage holds a few million, for every key). */
export const MAX_KEPT_CHARACTERS = 1_000_000;
/** Answers that come together (a page's) are written at once, this long after the first. */
const WRITE_DELAY_MS = 500;

/**
 * Fields of the user that are never kept, whichever answer carries them: an answer naming any is
 * refused whole, although only queries marked `keptOffline` are kept.
 */
const NEVER_KEPT = new Set<string>([
  'dateOfBirth',
  'addrOne',
  'addrTwo',
  'city',
  'postcode',
  'paypalEmail',
  'bankName',
  'bankAccName',
  'bankAccNo',
  'nationalityDoc',
  'nric',
  'passportNumber',
] satisfies (keyof User)[]);

interface KeptAnswer {
  key: QueryKey;
  data: unknown;
  /** When the answer came (ms since the epoch). */
  updatedAt: number;
}

/** One answer as written: its JSON, and when it came, which decides which go first when room is short. */
interface Entry {
  json: string;
  updatedAt: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isText = (value: unknown) => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';
const isTexts = (value: unknown) => Array.isArray(value) && value.every(isText);
const isFlag = (value: unknown) => typeof value === 'boolean';

/**
 * Whether a kept value is a copy this version of the app made (offline-session.ts). Checked by
 * hand: the user's schema would bring zod along, and the profile's lists of choices all their
 * labels; a choice is the text this version wrote.
 */
function isOfflineUser(value: unknown): value is OfflineUser {
  if (!isRecord(value) || Array.isArray(value)) return false;
  const { socialMediaLinks, socialMediaFollowers } = value;
  return (
    [value.id, value.email, value.fullName].every(isText) &&
    (value.role === 'influencer' || value.role === 'admin') &&
    (value.locale === null || isLocale(value.locale)) &&
    [
      value.country,
      value.contactNumber,
      value.location,
      value.gender,
      value.ethnicity,
      value.maritalStatus,
      value.kids,
      value.paymentMethod,
    ].every(isTextOrNull) &&
    isTexts(value.languages) &&
    isTexts(value.contentType) &&
    [
      value.englishLanguage,
      value.malayLanguage,
      value.chineseLanguage,
      value.tamilLanguage,
      value.profileIncomplete,
    ].every(isFlag) &&
    isRecord(socialMediaLinks) &&
    Object.values(socialMediaLinks).every(isTextOrNull) &&
    isRecord(socialMediaFollowers) &&
    Object.entries(socialMediaFollowers).every(([key, count]) =>
      key === 'updatedAt' ? isTextOrNull(count) : count === null || typeof count === 'number',
    )
  );
}

/**
 * The user this tab was signed in as (offline-session.ts), for an app started offline, which
 * cannot check the session: what was not kept reads as not set until the session answers again.
 * None from a copy of an older version of the app, or altered.
 */
export function recallUser(): User | null {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(OFFLINE_KEYS.user) ?? 'null');
    if (!isOfflineUser(kept)) return null;
    const { profileIncomplete, ...user } = kept;
    return offlineSession.recalled(
      {
        ...user,
        referralCode: null,
        addrOne: null,
        addrTwo: null,
        city: null,
        postcode: null,
        dateOfBirth: null,
        paypalEmail: null,
        bankName: null,
        bankAccName: null,
        bankAccNo: null,
        nationalityDoc: null,
        nric: null,
        passportNumber: null,
      },
      profileIncomplete,
    );
  } catch {
    return null;
  }
}

const isKeptAnswer = (value: unknown): value is KeptAnswer =>
  isRecord(value) && Array.isArray(value.key) && 'data' in value && typeof value.updatedAt === 'number';

/** The answers kept for `userId`, most recent first; none for anyone else, or from another version of the app. */
function readKept(userId: string): KeptAnswer[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(OFFLINE_KEYS.answers) ?? 'null');
    if (!isRecord(parsed) || parsed.userId !== userId || !Array.isArray(parsed.answers)) return [];
    return parsed.answers.filter(isKeptAnswer);
  } catch {
    return [];
  }
}

/** The answer's JSON, or null when it carries a field that is never kept. */
function entryJson(answer: KeptAnswer): string | null {
  let refused = false;
  const json = JSON.stringify(answer, (field, value: unknown) => {
    if (NEVER_KEPT.has(field)) refused = true;
    return value;
  });
  return refused ? null : json;
}

/**
 * Writes the most recent entries that fit the bounds; when the storage refuses them (its quota),
 * fewer, down to none. Answers the entries written.
 */
function write(userId: string, entries: Entry[]): Entry[] {
  const newestFirst = [...entries].sort((a, b) => b.updatedAt - a.updatedAt);
  const fitting: Entry[] = [];
  let characters = 0;
  for (const entry of newestFirst) {
    if (fitting.length === MAX_KEPT_ANSWERS) break;
    if (characters + entry.json.length > MAX_KEPT_CHARACTERS) continue;
    fitting.push(entry);
    characters += entry.json.length;
  }
  // The entries are JSON already: written as they are, not parsed and written again.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- JSON, not words
  const prefix = `{"userId":${JSON.stringify(userId)},"answers":[`;
  while (fitting.length > 0) {
    try {
      sessionStorage.setItem(OFFLINE_KEYS.answers, `${prefix}${fitting.map((entry) => entry.json).join(',')}]}`);
      return fitting;
    } catch {
      fitting.pop();
    }
  }
  try {
    sessionStorage.removeItem(OFFLINE_KEYS.answers);
  } catch {
    // Nothing was kept.
  }
  return [];
}

const isKeptQuery = (query: Query) =>
  query.meta?.keptOffline === true && query.state.status === 'success' && query.state.data !== undefined;

/**
 * Keeps the last successful answer of each of the signed-in user's queries marked `keptOffline`
 * for this tab only (sessionStorage, like offline-session.ts: closed with the tab, and one browser
 * may be used by several people), so that a page opened offline shows its last content
 * (`restoreAnswers`). The service worker keeps no API answer: its cache is keyed by address, and
 * would give one user's answers to the next. Answers kept earlier in the tab for the same user
 * stay, those of pages not visited since included; another user's go. Signing out forgets them
 * (offlineSession.keep). Answers the function that stops keeping.
 */
export function keepAnswers(queryClient: QueryClient, userId: string): () => void {
  const entries = new Map<string, Entry>();
  for (const answer of readKept(userId)) {
    const json = entryJson(answer);
    if (json !== null) entries.set(hashKey(answer.key), { json, updatedAt: answer.updatedAt });
  }
  /** Each query's data as last kept: a refetch that changed nothing is not written again. */
  const keptData = new Map<string, unknown>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const written = new Set(write(userId, [...entries.values()]));
    for (const [hash, entry] of entries) {
      if (written.has(entry)) continue;
      entries.delete(hash);
      keptData.delete(hash);
    }
  };
  const keep = (query: Query) => {
    if (!isKeptQuery(query) || keptData.get(query.queryHash) === query.state.data) return;
    keptData.set(query.queryHash, query.state.data);
    const json = entryJson({ key: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt });
    if (json === null) return;
    entries.set(query.queryHash, { json, updatedAt: query.state.dataUpdatedAt });
    timer ??= setTimeout(flush, WRITE_DELAY_MS);
  };

  queryClient.getQueryCache().getAll().forEach(keep);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') keep(event.query);
  });
  // A page left before the delay is over still keeps what it showed.
  const flushPending = () => {
    if (timer !== undefined) flush();
  };
  window.addEventListener('pagehide', flushPending);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', flushPending);
    clearTimeout(timer);
  };
}

/**
 * Puts the answers kept for `userId` in the query cache, for an app started offline: its pages show
 * them, as out of date (the 'You are offline' notice says so), and ask again once they can.
 * A query already in the cache keeps its own data.
 */
export function restoreAnswers(queryClient: QueryClient, userId: string): void {
  for (const { key, data, updatedAt } of readKept(userId)) {
    if (queryClient.getQueryData(key) !== undefined) continue;
    queryClient.setQueryData(key, data, { updatedAt });
    void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
  }
}
