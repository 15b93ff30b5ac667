import { sql } from 'drizzle-orm';
import { MINOR_UNITS_PER_MAJOR } from '@portal/domain/money';
import { DEFAULT_CURRENCY, LAPSED_TERMS_STATUSES, REVERSAL_ACTIONS, REVISION_ACTIONS } from '@portal/domain/tasks';
import { taskEvents } from './schema/campaigns.ts';

/** An ISO 8601 UTC time (or null), as `Date.toISOString` writes it, for JSON the database builds. */
export const isoTime = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** A money column (minor units) in major units, as the API shows money: an exact SQL numeric. */
export const majorUnits = (column: string) => sql.raw(`${column}::numeric / ${MINOR_UNITS_PER_MAJOR}`);

/**
 * Whose terms a view shows: a campaign's own (an invite), or a task's (its agreed copy once its
 * creator applied or accepted, the campaign's before).
 */
export type TermsScope = 'campaign' | 'task';

/** Whether task `t` holds no agreement: it never agreed to terms, or its agreement lapsed. */
const agreementOpen = `(t.terms_agreed_at is null or t.status in (${LAPSED_TERMS_STATUSES.map((status) => `'${status}'`).join(', ')}))`;

/**
 * A term's column for task `t` of campaign `c`: the campaign's column, or in task scope the task's
 * `agreed_` copy of it once the task has one (and has not lost it: `LAPSED_TERMS_STATUSES`).
 */
export const termColumn = (column: string, scope: TermsScope) =>
  scope === 'task' ? `(case when ${agreementOpen} then c.${column} else t.agreed_${column} end)` : `c.${column}`;

/** A term's SQL value (see `termColumn`), for a query that reads one term. */
export const termSql = (column: string, scope: TermsScope) => sql.raw(termColumn(column, scope));

const currencyOf = (scope: TermsScope) => sql`coalesce(nullif(${termSql('currency', scope)}, ''), ${DEFAULT_CURRENCY})`;

/**
 * The `json_build_object` pairs of campaign `c`'s terms that every view of it shows alike: the
 * currency defaulted and money in major units, so a task and the review queue never disagree.
 */
export const campaignTermsJsonPairs = (scope: TermsScope) => sql`'taskType', c.task_type,
  'platform', c.platform,
  'currency', ${currencyOf(scope)},
  'incentive', ${majorUnits(termColumn('incentive_minor', scope))},
  'requirements', c.requirements,
  'instructions', c.instructions`;

/** The terms (`Terms`) a view shows, as JSON: in task scope with the task's own deadline once set. */
export const termsJson = (scope: TermsScope) => sql`json_build_object(
  'incentive', ${majorUnits(termColumn('incentive_minor', scope))},
  'currency', ${currencyOf(scope)},
  'paymentDays', ${termSql('payment_days', scope)},
  'reviewDays', ${termSql('review_days', scope)},
  'revisionsIncluded', ${termSql('revisions_included', scope)},
  'usageRights', ${termSql('usage_rights', scope)},
  'usageNote', ${termSql('usage_note', scope)},
  'deadline', ${isoTime(scope === 'task' ? 'coalesce(t.task_deadline, c.deadline)' : 'c.deadline')})`;

const actionList = (actions: readonly string[]) =>
  sql.join(
    actions.map((action) => sql`${action}`),
    sql`, `,
  );

/**
 * How many revisions task `t` used, in SQL: its rejections of drafts and submissions, less those
 * reversed; a decision undone counts for nothing.
 */
export const revisionsUsedSql = (task = 't') =>
  sql`(select (count(*) filter (where e.action in (${actionList(REVISION_ACTIONS)}))
      - count(*) filter (where e.action in (${actionList(REVERSAL_ACTIONS)})))::int
    from ${taskEvents} e where e.task_id = ${sql.raw(task)}.id and e.undone_at is null)`;

/** Task `t`'s revisions (`Revisions`) as JSON: the rejections so far, against the revisions it agreed to. */
export const revisionsJson = sql`json_build_object(
  'used', ${revisionsUsedSql()},
  'included', ${termSql('revisions_included', 'task')})`;
