import { sql } from 'drizzle-orm';
import { MINOR_UNITS_PER_MAJOR } from '@portal/domain/money';
import { DEFAULT_CURRENCY } from '@portal/domain/tasks';

/** An ISO 8601 UTC time (or null), as `Date.toISOString` writes it, for JSON the database builds. */
export const isoTime = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** A money column (minor units) in major units, as the API shows money: an exact SQL numeric. */
export const majorUnits = (column: string) => sql.raw(`${column}::numeric / ${MINOR_UNITS_PER_MAJOR}`);

/**
 * The `json_build_object` pairs of campaign `c`'s terms that every view of it shows alike: the
 * currency defaulted and money in major units, so a task and the review queue never disagree.
 */
export const campaignTermsJsonPairs = sql`'taskType', c.task_type,
  'platform', c.platform,
  'currency', coalesce(nullif(c.currency, ''), ${DEFAULT_CURRENCY}),
  'incentive', ${majorUnits('c.incentive_minor')},
  'requirements', c.requirements,
  'instructions', c.instructions`;
