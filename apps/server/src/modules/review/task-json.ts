import { sql } from 'drizzle-orm';
import type { SentFile, SentReport, SentSubmission } from '@portal/domain/admin';
import { screeningQuestions, screeningResponses } from '../../db/schema/campaigns.ts';
import { files } from '../../db/schema/files.ts';
import { attachments } from '../../db/schema/submissions.ts';
import { campaignTermsJsonPairs, isoTime, revisionsJson } from '../../db/sql-json.ts';
import { signedFileUrl } from '../files/files.service.ts';

/**
 * The back office's task as JSON, built in SQL (the task `t`, its campaign `c`, its creator `u`
 * and profile `p`, what they sent, their screening answers), for the queues and the task page;
 * files are read unsigned and signed per answer.
 */

/** Signed file links in the back office live an hour. */
export const FILE_LINK_SECONDS = 60 * 60;

export const taskJson = sql`json_build_object(
  'id', t.id,
  'status', t.status,
  'updatedAt', ${isoTime('t.updated_at')},
  'submissionDate', ${isoTime('t.submission_date')},
  'draftApproved', t.draft_approved,
  'draftComment', t.draft_comment,
  'draftSubmittedAt', ${isoTime('t.draft_submitted_at')},
  'rejectionComments', t.rejection_comments,
  'applicationRejectionComments', t.application_rejection_comments,
  'uniqueComment', t.unique_comment,
  'uniqueCommentUrl', t.unique_comment_url,
  'paymentDueOn', t.payment_due_on,
  'revisions', ${revisionsJson})`;

export const campaignJson = sql`json_build_object(
  'id', c.id,
  'title', c.title,
  ${campaignTermsJsonPairs('task')},
  'uniqueCommentUrl', c.unique_comment_url,
  'requiresReport', c.requires_report)`;

/** The creator `u` (profile `p`), banned now as the API's guard reads it (`bannedNow`). */
export const influencerJson = sql`json_build_object('id', u.id, 'fullName', u.name, 'email', u.email, 'country', p.country,
  'banned', (u.banned and (u.ban_expires is null or u.ban_expires > now())))`;

/** A file as the database holds it; its signed link is added per answer (`signed`). */
type StoredFile = Omit<SentFile, 'url'>;
export type Stored<T extends { files: SentFile[] }> = Omit<T, 'files'> & { files: StoredFile[] };

/** The files attached to the row `alias` of an attachment's `column`, in their order. */
const filesJson = (column: 'submission_id' | 'report_id', alias: string) =>
  sql`coalesce((select json_agg(json_build_object('key', f.key, 'fileName', f.file_name,
      'contentType', f.content_type, 'role', a.role, 'erased', f.erased_at is not null) order by a.position, a.id)
    from ${attachments} a join ${files} f on f.key = a.file_key where a.${sql.raw(column)} = ${sql.raw(alias)}.id), '[]'::json)`;

/** A submission or a report (of the table aliased `alias`) with its files, unsigned. */
export const submissionJson = (alias: string) => {
  const a = sql.raw(alias);
  return sql`json_build_object('id', ${a}.id, 'stage', ${a}.stage, 'createdAt', ${isoTime(`${alias}.created_at`)},
    'linkUrl', ${a}.link_url, 'draftComment', ${a}.draft_comment, 'files', ${filesJson('submission_id', alias)})`;
};
export const reportJson = (alias: string) => {
  const a = sql.raw(alias);
  return sql`json_build_object('id', ${a}.id, 'createdAt', ${isoTime(`${alias}.created_at`)},
    'reviewedAt', ${isoTime(`${alias}.reviewed_at`)}, 'files', ${filesJson('report_id', alias)})`;
};

/** Task `t`'s screening answers, in question order. */
export const answersJson = sql`coalesce((select json_agg(json_build_object('question', q.question, 'answer', sr.answer)
    order by q.order_index, q.id)
  from ${screeningResponses} sr join ${screeningQuestions} q on q.id = sr.question_id where sr.task_id = t.id), '[]'::json)`;

/**
 * A sent submission or report with a link to each file, signed now (links expire, the rows do
 * not); a file whose bytes retention deleted has none.
 */
export const signed =
  (secret: string) =>
  <T extends SentSubmission | SentReport>(sent: Stored<T>): T =>
    ({
      ...sent,
      files: sent.files.map((file) => ({
        ...file,
        url: file.erased ? null : signedFileUrl(secret, file.key, FILE_LINK_SECONDS),
      })),
    }) as T;
