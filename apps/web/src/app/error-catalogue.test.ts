import { i18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ERRORS,
  ADMIN_ERRORS,
  CREATOR_ERRORS,
  ERROR_CODES,
  EXAMPLE_PARAMS,
  FIELD_LABELS,
  messageOf,
  type CodedError,
  type ErrorCode,
} from '@portal/domain/errors';
import { loadAccountMessages, loadAdminMessages, loadMessages, type Locale } from '@portal/domain/i18n';
import { PLATFORM_LABELS, type SocialLinkPlatform } from '@portal/domain/profile';
import { STATUS_LABELS, type TaskStatus } from '@portal/domain/tasks';
import { ADMIN_ERROR_MESSAGES } from '@/features/back-office/shared/admin-error-messages';
import { ACCOUNT_ERROR_MESSAGES } from '@/lib/i18n/account-error-messages';
import { CREATOR_ERROR_MESSAGES, DURATION_MESSAGES, FIELD_LABEL_MESSAGES } from '@/lib/i18n/error-messages';
import { translateDomainMessage } from '@/lib/i18n/translate-errors';

/** Each group of the error catalogue, the web app's messages for it and the catalogue they are in. */
const GROUPS = [
  { name: 'creator', codes: CREATOR_ERRORS, messages: CREATOR_ERROR_MESSAGES, load: async () => ({}) },
  { name: 'account', codes: ACCOUNT_ERRORS, messages: ACCOUNT_ERROR_MESSAGES, load: loadAccountMessages },
  { name: 'admin', codes: ADMIN_ERRORS, messages: ADMIN_ERROR_MESSAGES, load: loadAdminMessages },
] as const;

const descriptors: Record<string, MessageDescriptor> = Object.assign(
  {},
  ...GROUPS.map((group) => group.messages),
) as Record<string, MessageDescriptor>;

/** A code with an example of its parameters, as the server would answer it. */
const example = (code: ErrorCode): CodedError & { message: string } => {
  const params = (EXAMPLE_PARAMS as Record<string, CodedError['params']>)[code];
  return { code, ...(params ? { params } : {}), message: messageOf({ code, params }) };
};

/** The messages a screen showing `code` has loaded: the main catalogue and the group's own. */
async function catalogueFor(locale: Locale, load: (locale: Locale) => Promise<Messages>) {
  return { ...(await loadMessages(locale)), ...(await load(locale)) };
}

/** The English labels of the parameters, as translateMessage() would put them in its language. */
const englishValues = ({ params = {} }: CodedError) =>
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (name === 'field') return [name, FIELD_LABELS[value as keyof typeof FIELD_LABELS]];
      if (name === 'minutes') return [name, value === 1 ? '1 minute' : `${value} minutes`];
      if (name === 'days') return [name, value === 1 ? '1 day' : `${value} days`];
      if (name === 'status') return [name, STATUS_LABELS[value as TaskStatus].status];
      if (name === 'payment') return [name, STATUS_LABELS[value as TaskStatus].payment];
      if (name === 'platform') return [name, PLATFORM_LABELS[value as SocialLinkPlatform]];
      return [name, value];
    }),
  );

/** Codes whose message is the same word in a language, legitimately. */
const SAME_IN: Record<Locale, readonly string[]> = { en: [], ms: [], 'zh-Hans': [] };

describe('the messages of the error catalogue', () => {
  it('has one for every code the server can send, under error.{code}, in the catalogue of its screens', () => {
    for (const group of GROUPS) {
      expect(Object.keys(group.messages).sort(), group.name).toEqual(Object.keys(group.codes).sort());
    }
    expect(Object.keys(descriptors).sort()).toEqual([...ERROR_CODES].sort());
    expect(Object.entries(descriptors).filter(([code, { id }]) => id !== `error.${code}`)).toEqual([]);
    expect(Object.entries(FIELD_LABEL_MESSAGES).filter(([field, { id }]) => id !== `field.${field}`)).toEqual([]);
  });

  it('says in English what the server says, word for word, labels and limits included', () => {
    // The English catalogue leaves them out (the answer brings its English): the source is compared.
    const differing = ERROR_CODES.map(example)
      .filter((error) => {
        const values = englishValues(error);
        const english = (descriptors[error.code]?.message ?? '').replace(/\{(\w+)\}/g, (_, name: string) =>
          String(values[name]),
        );
        return english !== error.message;
      })
      .map((error) => error.code);
    expect(differing).toEqual([]);
  });

  it.each(['ms', 'zh-Hans'] as const)('has each translated in %s, with its labels and limits', async (locale) => {
    for (const group of GROUPS) {
      const messages = await catalogueFor(locale, group.load);
      i18n.loadAndActivate({ locale, messages });
      const missing = Object.keys(group.codes).filter((code) => !messages[`error.${code}`]);
      expect(missing, group.name).toEqual([]);
      const untranslated = Object.keys(group.codes)
        .map((code) => example(code as ErrorCode))
        .filter((error) => {
          const shown = translateDomainMessage(error);
          return shown === '' || shown === error.message;
        })
        .map((error) => error.code);
      expect(untranslated, group.name).toEqual(SAME_IN[locale]);
    }
    const labels = [...Object.values(FIELD_LABEL_MESSAGES), ...Object.values(DURATION_MESSAGES)];
    const messages = await loadMessages(locale);
    expect(labels.filter(({ id }) => !messages[id]).map(({ id }) => id)).toEqual([]);
    i18n.loadAndActivate({ locale: 'en', messages: await loadMessages('en') });
  });
});
