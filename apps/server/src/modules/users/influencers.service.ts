import { and, count, desc, eq, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Influencer, InfluencerPage, InfluencerQuery } from '@portal/domain/admin';
import { FOLLOWER_PLATFORMS, FOLLOWER_STALENESS_HOURS, GENDERS, type Gender } from '@portal/domain/profile';
import { rowsOf, type Db } from '../../db/client.ts';
import { tasks } from '../../db/schema/campaigns.ts';
import { roleCounts, userBans, users } from '../../db/schema/identity.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { currentSnapshot, keptBySnapshot, SNAPSHOT } from '../../db/snapshot.ts';
import { isoTime } from '../../db/sql-json.ts';

/** A search term as a LIKE pattern that matches it anywhere, its own `%` and `_` taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Banned now: a ban without an end, or one that has not ended (as the API's guard reads it). */
export const bannedNow = sql<boolean>`(${users.banned} and (${users.banExpires} is null or ${users.banExpires} > now()))`;

/** Follower counts saved within FOLLOWER_STALENESS_HOURS (SPEC §9). */
const followersFresh = sql<boolean>`coalesce(${profiles.followersUpdatedAt} >= now() - ${FOLLOWER_STALENESS_HOURS}::int * interval '1 hour', false)`;

/** Whole years since the date of birth. */
const age = sql<number | null>`date_part('year', age(current_date, ${profiles.dateOfBirth}))::int`;

/** The date of birth of someone who turns `years` today. */
const bornYearsAgo = (years: number) => sql`(current_date - ${years}::int * interval '1 year')::date`;

/** The array holds the value, whatever its case. */
const holds = (array: SQLWrapper, value: string) =>
  sql`exists (select 1 from unnest(${array}) as item where lower(item) = lower(${value}))`;

/** A follower count as a number; null when it is missing or not a number. */
const followersOn = (platform: SQL) =>
  sql`case when jsonb_typeof(${platform}) = 'number' then (${platform})::numeric end`;

function followerFilter(query: InfluencerQuery): SQL | undefined {
  if (query.platform) {
    const count = followersOn(sql`${profiles.socialMediaFollowers} -> ${query.platform}::text`);
    return sql`${count} >= ${query.followersMin ?? 0}::numeric`;
  }
  if (query.followersMin === undefined) return undefined;
  return sql`exists (select 1 from jsonb_each(${profiles.socialMediaFollowers}) as platform
    where ${followersOn(sql`platform.value`)} >= ${query.followersMin}::numeric)`;
}

/** Every filter of the directory, as SQL; none when nothing narrows the list. */
function directoryFilters(query: InfluencerQuery): SQL[] {
  const equalsIgnoringCase = (column: SQLWrapper, value: string | undefined) =>
    value ? sql`lower(${column}) = lower(${value})` : undefined;
  const filters = [
    query.search
      ? or(ilike(users.name, containing(query.search)), ilike(users.email, containing(query.search)))
      : undefined,
    equalsIgnoringCase(profiles.country, query.country),
    equalsIgnoringCase(profiles.location, query.state),
    query.gender ? eq(profiles.gender, query.gender) : undefined,
    // At least ageMin: born on or before the day ageMin years ago.
    query.ageMin === undefined ? undefined : sql`${profiles.dateOfBirth} <= ${bornYearsAgo(query.ageMin)}`,
    // At most ageMax: born after the day ageMax + 1 years ago.
    query.ageMax === undefined ? undefined : sql`${profiles.dateOfBirth} > ${bornYearsAgo(query.ageMax + 1)}`,
    query.language ? holds(profiles.languages, query.language) : undefined,
    query.contentType ? holds(profiles.contentTypes, query.contentType) : undefined,
    followerFilter(query),
    query.freshness === 'fresh' ? followersFresh : query.freshness === 'stale' ? sql`not ${followersFresh}` : undefined,
    query.banned === 'yes' ? bannedNow : query.banned === 'no' ? sql`not ${bannedNow}` : undefined,
    query.notInCampaign
      ? sql`not exists (select 1 from ${tasks} where ${tasks.campaignId} = ${query.notInCampaign}::uuid and ${tasks.userId} = ${users.id})`
      : undefined,
  ];
  return filters.filter((filter): filter is SQL => filter !== undefined);
}

/**
 * How many influencers the directory lists, as a scalar subquery of the page's own statement:
 * kept in `role_counts` for the whole list, counted when filtered.
 */
function directoryTotal(db: Db, filters: SQL[]) {
  if (filters.length === 0) {
    return db.select({ users: roleCounts.users }).from(roleCounts).where(eq(roleCounts.role, 'influencer'));
  }
  return db
    .select({ total: count() })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.role, 'influencer'), ...filters));
}

const isGender = (value: string | null): value is Gender => GENDERS.some((gender) => gender === value);

/**
 * When a row's shown facts next change with the clock alone, in epoch milliseconds: its follower
 * counts going stale, its ban ending, or its age at midnight.
 */
const changesAt = sql<number>`extract(epoch from least(
    case when ${profiles.followersUpdatedAt} + ${FOLLOWER_STALENESS_HOURS}::int * interval '1 hour' > now()
      then ${profiles.followersUpdatedAt} + ${FOLLOWER_STALENESS_HOURS}::int * interval '1 hour' end,
    case when ${users.banned} and ${users.banExpires} > now() then ${users.banExpires} end,
    (current_date + 1)::timestamptz)) * 1000`;

interface CachedPage {
  snapshot: string;
  /** Epoch milliseconds (the database's clock) from which a shown fact may differ. */
  until: number;
  page: InfluencerPage;
}

/** The last pages read per database, by query, under the snapshot they were read in. */
const lastPages = keptBySnapshot<CachedPage>();

/** Filters whose matches change with the clock alone: a page filtered by them is never kept. */
const filtersByClock = (query: InfluencerQuery) =>
  query.freshness !== undefined ||
  query.banned !== undefined ||
  query.ageMin !== undefined ||
  query.ageMax !== undefined;

/**
 * The back office's influencer directory: influencers only, newest sign-ups first, every filter
 * done by the database. Only what the directory shows: never payout details or ID numbers.
 * A page is answered again while the database's snapshot is the one it was read in and no fact
 * it shows has changed with the clock; checking costs one small statement instead of the page's.
 */
export async function listInfluencers(db: Db, query: InfluencerQuery): Promise<InfluencerPage> {
  const key = JSON.stringify(query);
  const kept = lastPages(db);
  if (kept.has(key)) {
    const now = await currentSnapshot(db);
    const last = kept.get(key, now.text);
    if (last && now.at < last.until) return last.page;
  }
  const read = await readInfluencers(db, query);
  if ('snapshot' in read && !filtersByClock(query)) kept.keep(key, read.snapshot, read);
  return read.page;
}

/** A page of the directory; with the snapshot it was read in, and until when, when it has rows. */
async function readInfluencers(db: Db, query: InfluencerQuery): Promise<CachedPage | { page: InfluencerPage }> {
  const filters = directoryFilters(query);
  // One statement per page: on PGlite every statement has a fixed cost and waits its turn.
  const total = directoryTotal(db, filters);
  const rows = await db
    .select({
      id: users.id,
      fullName: users.name,
      email: users.email,
      country: profiles.country,
      state: profiles.location,
      gender: profiles.gender,
      age,
      languages: profiles.languages,
      contentTypes: profiles.contentTypes,
      followers: profiles.socialMediaFollowers,
      followersUpdatedAt: profiles.followersUpdatedAt,
      followersFresh,
      banned: bannedNow,
      banReason: users.banReason,
      bans: sql<string>`coalesce((select json_agg(json_build_object('reason', b.reason,
          'bannedAt', ${isoTime('b.banned_at')}, 'liftedAt', ${isoTime('b.lifted_at')}) order by b.banned_at desc)
        from ${userBans} b where b.user_id = ${users.id}), '[]'::json)::text`,
      createdAt: users.createdAt,
      total: sql<number>`coalesce((${total}), 0)::int`,
      snapshot: SNAPSHOT,
      changesAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.role, 'influencer'), ...filters))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const page = {
    items: rows.map((row): Influencer => ({
      id: row.id,
      fullName: row.fullName,
      email: row.email,
      country: row.country,
      state: row.state,
      gender: isGender(row.gender) ? row.gender : null,
      age: row.age === null ? null : Number(row.age),
      languages: row.languages ?? [],
      contentTypes: row.contentTypes ?? [],
      followers: Object.fromEntries(
        FOLLOWER_PLATFORMS.flatMap((platform) => {
          const value = row.followers?.[platform];
          return value === undefined ? [] : [[platform, typeof value === 'number' ? value : null]];
        }),
      ),
      followersUpdatedAt: row.followersUpdatedAt?.toISOString() ?? null,
      followersFresh: Boolean(row.followersFresh),
      banned: Boolean(row.banned),
      banReason: row.banned ? row.banReason : null,
      bans: JSON.parse(row.bans) as Influencer['bans'],
      createdAt: row.createdAt.toISOString(),
    })),
    // A page past the end has no row to carry the total.
    total:
      rows[0]?.total ??
      Number(
        rowsOf<{ total: number }>(await db.execute(sql`select coalesce((${total}), 0)::int as total`))[0]?.total ?? 0,
      ),
    page: query.page,
    pageSize: query.pageSize,
  };
  const [first] = rows;
  if (!first) return { page };
  return { page, snapshot: first.snapshot, until: Math.min(...rows.map((row) => Number(row.changesAt))) };
}
