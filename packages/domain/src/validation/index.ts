import { z } from 'zod';
import { errorText, type FieldName } from '../errors/index.ts';

// The checks that need no zod live in checks.ts: a page that only checks a link does not load it.
export * from './checks.ts';

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
export const limitedText = (field: FieldName, max: number) =>
  z.string().max(max, errorText('field-too-long', { field, max }));

/** A text field of at most `max` characters, trimmed, whose message names it. */
export const trimmedText = (field: FieldName, max: number) => limitedText(field, max).trim();

/** The longest a field's text may be, for its input's `maxLength`: read from its schema, never repeated. */
export const maxLengthOf = (schema: z.ZodString): number | undefined => schema.maxLength ?? undefined;

/** The message the user sees first: the first issue of a failed parse. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
