import { z } from 'zod';

/**
 * One rule of a form whose messages must appear in a fixed order (SPEC §5).
 * `fails` receives the whole form so rules may compare fields.
 */
export interface OrderedRule<T> {
  /** The field the message belongs to; nested fields as a dotted path (`socialMediaLinks.facebook`). */
  path: (keyof T & string) | `${keyof T & string}.${string}`;
  message: string;
  fails: (values: T) => boolean;
}

/**
 * Adds the rules' issues in the order they are listed, so the first issue is
 * always the spec's first message, whichever fields are wrong.
 */
export function withOrderedRules<S extends z.ZodObject>(schema: S, rules: readonly OrderedRule<z.output<S>>[]) {
  return schema.superRefine((values, ctx) => {
    for (const rule of rules) {
      if (rule.fails(values)) {
        ctx.addIssue({ code: 'custom', path: rule.path.split('.'), message: rule.message });
      }
    }
  });
}

/** Text of at most `max` characters; beyond it the message names the field ('Full name must be...'). */
export const limitedText = (field: string, max: number) =>
  z.string().max(max, `${field} must be at most ${max} characters`);

/** A text field of at most `max` characters, trimmed, whose message names it. */
export const trimmedText = (field: string, max: number) => limitedText(field, max).trim();

/** The longest a field's text may be, for its input's `maxLength`: read from its schema, never repeated. */
export const maxLengthOf = (schema: z.ZodString): number | undefined => schema.maxLength ?? undefined;

export const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

/**
 * Whether a time falls in the years 1 to 9999 (UTC), the ones ISO 8601 text and PostgreSQL agree
 * on: JavaScript also reads year 0, which PostgreSQL refuses.
 */
export const isStorableTime = (time: Date): boolean => {
  const year = time.getUTCFullYear();
  return year >= 1 && year <= 9999;
};

/** One label of a domain name: letters, digits and inner hyphens (an IDN arrives as punycode). */
const DOMAIN_LABEL = /^[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?$/i;

/**
 * Whether `value` is a full http or https address with a domain: the only links the portal
 * stores, so none it shows can run script (`javascript:`) or carry content (`data:`). URL parsers
 * differ on what they repair (Chromium keeps `https://lemon8 app.com` as `lemon8%20app.com`, Node
 * refuses it), so the host is judged here, label by label, and the browser and the server agree.
 */
export function isWebAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  const labels = url.hostname.split('.');
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label))
  );
}

/** The message the user sees first: the first issue of a failed parse. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
