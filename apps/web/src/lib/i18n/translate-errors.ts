import type { FormErrors } from '@mantine/form';
import { errorOfText } from '@portal/domain/errors';
import { PLATFORM_LABELS, type SocialLinkPlatform } from '@portal/domain/profile';
import { STATUS_LABELS, type TaskStatus } from '@portal/domain/tasks';
import {
  label,
  translateError,
  translateMessage,
  type LabelWords,
  type UntranslatedMessage,
} from './translate-message';

const statusLabels = (status: string | number) =>
  STATUS_LABELS[status as TaskStatus] as (typeof STATUS_LABELS)[TaskStatus] | undefined;

/**
 * The labels only some screens' errors name: a platform (the profile's refusals), whose name is a
 * brand's, the same in every language; a task's status and its payment's (why a payout was skipped).
 */
const DOMAIN_WORDS: LabelWords = {
  platform: (value) => PLATFORM_LABELS[value as SocialLinkPlatform],
  status: (value) => label(statusLabels(value)?.status),
  payment: (value) => label(statusLabels(value)?.payment),
};

/**
 * A message in the language shown now, where its text may be one the shared domain words (a
 * schema's, a rule's refusal): such a text is made by the error catalogue, which knows its code and
 * parameters (errorOfText); any other message is shown as translateMessage() shows it. This module
 * brings the catalogue's English with it, so screens load it with the schemas they check, never
 * with a page's first load.
 */
export function translateDomainMessage(message: UntranslatedMessage): string {
  if (typeof message === 'string') {
    const known = errorOfText(message);
    return known ? translateError({ ...known, message }, DOMAIN_WORDS) : translateMessage(message);
  }
  return 'code' in message ? translateError(message, DOMAIN_WORDS) : translateMessage(message);
}

/** A form's errors (the shared schemas' English messages) in the language shown now. */
export function translateErrors(errors: FormErrors): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [
      field,
      typeof error === 'string' ? translateDomainMessage(error) : error,
    ]),
  );
}
