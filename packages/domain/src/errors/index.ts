import { DEADLINE_YEARS } from '../validation/checks.ts';
import { EXTENSION_WINDOW_AFTER_EXPIRY_DAYS } from '../tasks/extension-rules.ts';
import { ACCOUNT_ERRORS, ADMIN_ERRORS, CREATOR_ERRORS, ERRORS } from './catalogue.ts';

import type { ErrorCode, ErrorParamsArgs } from './catalogue.ts';

export {
  ACCOUNT_ERRORS,
  ADMIN_ERRORS,
  CREATOR_ERRORS,
  ERRORS,
  type ErrorCode,
  type ErrorParamsArgs,
  type MovedFirst,
} from './catalogue.ts';
export { EXAMPLE_PARAMS } from './examples.ts';
export { FIELD_LABELS, type FieldName } from './fields.ts';

export type CreatorErrorCode = keyof typeof CREATOR_ERRORS;
export type AccountErrorCode = keyof typeof ACCOUNT_ERRORS;
export type AdminErrorCode = keyof typeof ADMIN_ERRORS;

/** Every code, e.g. for a test to check that each has its message in every language. */
export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];

/**
 * A parameter's value, as an answer carries it. By its name, a parameter is shown as a label in
 * the reader's language: `field` (FIELD_LABELS), `platform` (PLATFORM_LABELS), `status` and
 * `payment` (a task status's STATUS_LABELS), `minutes` and `days` (a wait); any other as it is.
 */
export type ErrorParamValue = string | number;
export type ErrorParams = Readonly<Record<string, ErrorParamValue>>;

/** An error by its code, with its parameters when it has any. */
export interface CodedError<C extends ErrorCode = ErrorCode> {
  code: C;
  params?: ErrorParams;
}

/** Texts made with parameters (errorText) and the codes they were made from, for `errorOfText`. */
const MADE = new Map<string, CodedError>();

/** The English of an error (SPEC's wording), with its parameters. */
export function errorText<C extends ErrorCode>(code: C, ...params: ErrorParamsArgs<C>): string {
  const text = (ERRORS[code] as (...args: ErrorParamsArgs<C>) => string)(...params);
  const [first] = params;
  if (first !== undefined && !MADE.has(text)) MADE.set(text, { code, params: first as ErrorParams });
  return text;
}

/**
 * The English of an error as an answer carries it, code and parameters (`errorText` for one a
 * module words itself). Nothing is remembered, so an answer naming what a request sent costs nothing.
 */
export function messageOf({ code, params }: CodedError): string {
  return (ERRORS[code] as (params?: ErrorParams) => string)(params);
}

/**
 * The messages zod-free modules compose with a limit of their own (their text is returned by a
 * rule both apps run, `extensionRefusal`, `newDeadlineProblem`): made once, so `errorOfText` knows them.
 */
errorText('extension-window-passed', { days: EXTENSION_WINDOW_AFTER_EXPIRY_DAYS });
errorText('new-deadline-out-of-range', DEADLINE_YEARS);

let withoutParams: Map<string, CodedError> | undefined;

/**
 * The code of an English error text made by this catalogue: one without parameters, or one made
 * with them by `errorText` (a schema's message, a rule's refusal). A zod issue and a rule's
 * refusal carry only their text; this is how the server answers them, and the web app shows a
 * form's checks, by code. Undefined for a text the catalogue did not make.
 */
export function errorOfText(text: string): CodedError | undefined {
  withoutParams ??= new Map(
    (Object.entries(ERRORS) as [ErrorCode, (...args: unknown[]) => string][])
      .filter(([, english]) => english.length === 0)
      .reverse()
      .map(([code, english]) => [english(), { code }]),
  );
  return withoutParams.get(text) ?? MADE.get(text);
}
