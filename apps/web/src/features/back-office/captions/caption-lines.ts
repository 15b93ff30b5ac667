import {
  checkCaptionRows,
  type AssignCaptionsResult,
  type CaptionRowInput,
  type CaptionVersion,
} from '@portal/domain/admin';

/** The lines of a bulk caption assignment: read and checked in the browser, previewed by the server, then assigned. */

/** One line of the list as previewed: what was read, and why it will be skipped (null: ready). */
export interface PreviewLine {
  line: number;
  input: CaptionRowInput;
  problem: string | null;
  /** Its task's caption and address as the server's preview found them; null: no task, or not asked. */
  current: CaptionVersion | null;
}

/** One line's outcome: assigned, or why not (skipped in the preview, or refused by the server). */
export interface ResultLine {
  line: number;
  email: string;
  assigned: boolean;
  reason: string | null;
}

/** The lines as checked in the browser, before the server is asked about those that pass. */
export function previewOf(rows: CaptionRowInput[]): PreviewLine[] {
  return checkCaptionRows(rows).map((checked, index) => ({
    line: index + 1,
    input: rows[index] ?? { email: '', caption: '' },
    problem: checked.ok ? null : checked.reason,
    current: null,
  }));
}

/** The server's preview of the lines sent (in the order sent) in place of the browser's check. */
export function withServerCheck(
  preview: PreviewLine[],
  sent: PreviewLine[],
  answer: AssignCaptionsResult,
): PreviewLine[] {
  const answered = new Map(sent.map((line, index) => [line.line, answer.rows[index]]));
  return preview.map((line) => {
    const outcome = answered.get(line.line);
    return outcome ? { ...line, problem: outcome.reason, current: outcome.current } : line;
  });
}

/** Each line's outcome: the server's answer for those sent (in the order sent), the preview's for the others. */
export function resultOf(preview: PreviewLine[], sent: PreviewLine[], answer: AssignCaptionsResult): ResultLine[] {
  const answered = new Map(sent.map((line, index) => [line.line, answer.rows[index]]));
  return preview.map((line) => {
    const outcome = answered.get(line.line);
    if (!outcome) return { line: line.line, email: line.input.email.trim(), assigned: false, reason: line.problem };
    return { line: line.line, email: outcome.email, assigned: outcome.outcome === 'assigned', reason: outcome.reason };
  });
}
