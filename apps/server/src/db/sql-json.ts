import { sql } from 'drizzle-orm';
import { DEFAULT_CURRENCY } from '@portal/domain/tasks';

/** An ISO 8601 UTC time (or null), as `Date.toISOString` writes it, for JSON the database builds. */
export const isoTime = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The `json_build_object` pairs of campaign `c`'s terms that every view of it shows alike: the
 * currency defaulted and money in major units, so a task and the review queue never disagree.
 */
export const campaignTermsJsonPairs = sql`'taskType', c.task_type,
  'platform', c.platform,
  'currency', coalesce(nullif(c.currency, ''), ${DEFAULT_CURRENCY}),
  'incentive', c.incentive_minor / 100.0,
  'requirements', c.requirements,
  'instructions', c.instructions`;
