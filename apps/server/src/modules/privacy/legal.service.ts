import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LegalDocumentText } from '@portal/domain/api';
import { DEFAULT_LOCALE, LOCALES, matchLocale, type Locale } from '@portal/domain/i18n';
import { LEGAL_DOCUMENTS, type LegalDocument } from '@portal/domain/privacy';

/**
 * The texts the portal ships (terms of use and privacy notice, in each language), used for any
 * document the operator's LEGAL_DOCUMENTS_DIR has no English text of. The build copies them beside
 * the bundle (build.mjs), where the same relative path finds them.
 */
export const DEFAULT_LEGAL_DOCUMENTS_DIR = fileURLToPath(new URL('./legal-documents/', import.meta.url));

/** A legal document's text that cannot be served as it is: the server does not start with it. */
export class LegalDocumentsError extends Error {
  override name = 'LegalDocumentsError';
}

/** One language's text of a document, as read from `<document>.<locale>.md`. */
type LegalFile = Omit<LegalDocumentText, 'document' | 'locale'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads a file's front matter (`---`, then `version:`, `effective:` and `title:` lines, then
 * `---`) and the Markdown after it.
 */
export function parseLegalFile(text: string, fileName: string): LegalFile {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new LegalDocumentsError(`${fileName}: must start with front matter between two '---' lines`);
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const field = /^\s*([A-Za-z]+)\s*:\s*(.*?)\s*$/.exec(line);
    if (field?.[1] && field[2] !== undefined) fields.set(field[1].toLowerCase(), field[2].replace(/^["']|["']$/g, ''));
  }
  const version = fields.get('version') ?? '';
  const effectiveDate = fields.get('effective') ?? '';
  const title = fields.get('title') ?? '';
  const problems = [
    ...(version === '' || version.length > 100 ? ['a version (up to 100 characters)'] : []),
    ...(DAY.test(effectiveDate) && !Number.isNaN(Date.parse(effectiveDate)) ? [] : ['an effective date (YYYY-MM-DD)']),
    ...(title === '' ? ['a title'] : []),
  ];
  if (problems.length > 0) {
    throw new LegalDocumentsError(`${fileName}: its front matter needs ${problems.join(', ')}`);
  }
  return { version, effectiveDate, title, markdown: (match[2] ?? '').trim() };
}

/** The operator's terms of use and privacy notice, read once at start, in each language they have. */
export interface LegalDocuments {
  /** The document's text in the language asked for (a browser tag is matched), else in English. */
  text: (document: LegalDocument, locale?: string) => LegalDocumentText;
  /** Each document's current version and the day it took effect. */
  current: () => Record<LegalDocument, { version: string; effectiveDate: string }>;
}

/** What the texts may name by placeholder, filled in as they are read: `{{support-email}}`. */
interface LegalPlaceholders {
  supportEmail: string;
}

/** The texts of one document, by language: from `dir` when it has the English one, else the shipped ones. */
function readDocument(
  document: LegalDocument,
  dirs: readonly string[],
  placeholders: LegalPlaceholders,
): Map<Locale, LegalFile> {
  const dir = dirs.find((candidate) => fs.existsSync(path.join(candidate, `${document}.${DEFAULT_LOCALE}.md`)));
  if (!dir) throw new LegalDocumentsError(`No ${document}.${DEFAULT_LOCALE}.md in ${dirs.join(' or ')}`);
  const texts = new Map<Locale, LegalFile>();
  for (const locale of LOCALES) {
    const file = path.join(dir, `${document}.${locale}.md`);
    if (!fs.existsSync(file)) continue;
    const text = parseLegalFile(fs.readFileSync(file, 'utf8'), file);
    texts.set(locale, { ...text, markdown: text.markdown.replaceAll('{{support-email}}', placeholders.supportEmail) });
  }
  const english = texts.get(DEFAULT_LOCALE);
  for (const [locale, text] of texts) {
    // What a reader agrees to is one version, whatever language they read it in.
    if (english && text.version !== english.version) {
      throw new LegalDocumentsError(
        `${path.join(dir, `${document}.${locale}.md`)}: version ${text.version} differs from ${document}.${DEFAULT_LOCALE}.md's ${english.version}`,
      );
    }
  }
  return texts;
}

/**
 * Reads the legal documents from the operator's folder (LEGAL_DOCUMENTS_DIR), each document the
 * folder has no English text of from the shipped defaults. Throws a LegalDocumentsError naming
 * the file when one is malformed, or when a translation's version differs from the English one's.
 * The texts are read once: a changed text is served from the next start.
 */
export function loadLegalDocuments(dir: string | undefined, placeholders: LegalPlaceholders): LegalDocuments {
  if (dir !== undefined && !fs.existsSync(dir)) {
    throw new LegalDocumentsError(`LEGAL_DOCUMENTS_DIR ${dir} does not exist`);
  }
  const dirs = dir === undefined ? [DEFAULT_LEGAL_DOCUMENTS_DIR] : [dir, DEFAULT_LEGAL_DOCUMENTS_DIR];
  const texts = new Map(LEGAL_DOCUMENTS.map((document) => [document, readDocument(document, dirs, placeholders)]));
  const textsOf = (document: LegalDocument) => texts.get(document) ?? new Map<Locale, LegalFile>();
  const english = (document: LegalDocument): LegalFile => {
    const text = textsOf(document).get(DEFAULT_LOCALE);
    if (!text) throw new LegalDocumentsError(`No English text of ${document}`);
    return text;
  };
  return {
    text: (document, asked) => {
      const locale = (asked && matchLocale(asked)) || DEFAULT_LOCALE;
      const found = textsOf(document).get(locale);
      return found ? { document, locale, ...found } : { document, locale: DEFAULT_LOCALE, ...english(document) };
    },
    current: () =>
      Object.fromEntries(
        LEGAL_DOCUMENTS.map((document) => {
          const { version, effectiveDate } = english(document);
          return [document, { version, effectiveDate }];
        }),
      ) as Record<LegalDocument, { version: string; effectiveDate: string }>,
  };
}
