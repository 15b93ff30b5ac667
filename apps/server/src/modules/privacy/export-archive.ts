import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { I18n } from '@lingui/core';
import { ZipFile } from 'yazl';
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale } from '@portal/domain/i18n';
import type { BlobStore } from '../uploads/blob-store.ts';
import { EXPORT_SECTIONS, type ExportData, type ExportSection } from './export-data.ts';

// Message descriptors rather than Lingui's macros, which the server's build does not compile
// (docs/decisions/0005-i18n.md); the extractor reads them by their /*i18n*/ mark.
const TITLE = /*i18n*/ { id: 'export.index.title', message: 'Your data from Creator Portal' };
const INTRO = /*i18n*/ {
  id: 'export.index.intro',
  message:
    'This is a copy of the data Creator Portal holds about you, {name}, made on {date}. Each part is a JSON file you can open in any text editor; the files you uploaded, and those sent to you in your conversations, are in the files folder.',
};
const MASKED = /*i18n*/ {
  id: 'export.index.masked',
  message: 'For your safety, bank account and identity numbers show only their last 4 characters.',
};
const PARTS = /*i18n*/ { id: 'export.index.parts', message: 'Your data' };
const FILES = /*i18n*/ { id: 'export.index.files', message: 'Your files' };
const NO_FILES = /*i18n*/ { id: 'export.index.noFiles', message: 'No files.' };
const FILE_MISSING = /*i18n*/ {
  id: 'export.index.fileMissing',
  message: '{name} (no longer in storage, not included)',
};
const SECTION_LABELS: Record<ExportSection, { id: string; message: string }> = {
  profile: /*i18n*/ { id: 'export.section.profile', message: 'Profile' },
  'payout-details': /*i18n*/ { id: 'export.section.payoutDetails', message: 'Payout details' },
  tasks: /*i18n*/ { id: 'export.section.tasks', message: 'Tasks and their timelines' },
  submissions: /*i18n*/ { id: 'export.section.submissions', message: 'Submissions' },
  reports: /*i18n*/ { id: 'export.section.reports', message: 'Reports' },
  conversations: /*i18n*/ { id: 'export.section.conversations', message: 'Conversations' },
  notifications: /*i18n*/ { id: 'export.section.notifications', message: 'Notifications' },
  referrals: /*i18n*/ { id: 'export.section.referrals', message: 'Referrals' },
  payments: /*i18n*/ { id: 'export.section.payments', message: 'Payments and payouts' },
  consents: /*i18n*/ { id: 'export.section.consents', message: 'What you agreed to' },
  'sign-ins': /*i18n*/ { id: 'export.section.signIns', message: 'Sign-in history' },
  'personal-data-reads': /*i18n*/ {
    id: 'export.section.personalDataReads',
    message: 'When our team viewed your bank or identity numbers',
  },
};

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
/** A path in the ZIP as a relative link: each step percent-encoded. */
const href = (zipPath: string) => zipPath.split('/').map(encodeURIComponent).join('/');

/** The index.html of an export, in the creator's language: what each JSON file holds, and every file, linked. */
function indexHtml(data: ExportData, included: ReadonlySet<string>, catalogue: I18n, madeAt: Date): string {
  const locale = isLocale(catalogue.locale) ? catalogue.locale : DEFAULT_LOCALE;
  const date = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    dateStyle: 'long',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(madeAt);
  const sections = EXPORT_SECTIONS.map(
    (section) =>
      `<li><a href="data/${section}.json">${escapeHtml(catalogue._(SECTION_LABELS[section]))}</a> <small>(data/${section}.json)</small></li>`,
  ).join('\n');
  const files =
    data.files.length === 0
      ? `<p>${escapeHtml(catalogue._(NO_FILES))}</p>`
      : `<ul>\n${data.files
          .map((file) =>
            included.has(file.path)
              ? `<li><a href="${escapeHtml(href(file.path))}">${escapeHtml(file.path.slice('files/'.length))}</a></li>`
              : `<li>${escapeHtml(catalogue._({ ...FILE_MISSING, values: { name: file.fileName } }))}</li>`,
          )
          .join('\n')}\n</ul>`;
  return `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(catalogue._(TITLE))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#212529}a{color:#1864ab}small{color:#495057}</style>
</head>
<body>
<h1>${escapeHtml(catalogue._(TITLE))}</h1>
<p>${escapeHtml(catalogue._({ ...INTRO, values: { name: data.name, date } }))}</p>
<p>${escapeHtml(catalogue._(MASKED))}</p>
<h2>${escapeHtml(catalogue._(PARTS))}</h2>
<ul>
${sections}
</ul>
<h2>${escapeHtml(catalogue._(FILES))}</h2>
${files}
</body>
</html>
`;
}

/**
 * Writes the ZIP of `data` to a temporary file, streaming each stored file into it one after the
 * other (none is held in memory, and only one is open at a time), and hands its path to `use`;
 * the temporary file is removed afterwards, whatever happens. A file no longer in the store is
 * left out, and the index says so.
 */
export async function withExportArchive<T>(
  data: ExportData,
  store: BlobStore,
  catalogue: I18n,
  madeAt: Date,
  use: (zipPath: string) => Promise<T>,
): Promise<T> {
  const directory = await fsp.mkdtemp(path.join(os.tmpdir(), 'portal-export-'));
  try {
    const zipPath = path.join(directory, 'export.zip');
    const zip = new ZipFile();
    const failed = new Promise<never>((_resolve, reject) => zip.on('error', reject));
    // A failure after the ZIP was written changes nothing: never an unhandled rejection.
    failed.catch(() => undefined);
    const written = pipeline(zip.outputStream, fs.createWriteStream(zipPath));
    const options = { mtime: madeAt };
    for (const section of EXPORT_SECTIONS) {
      zip.addBuffer(
        Buffer.from(`${JSON.stringify(data.sections[section], null, 2)}\n`),
        `data/${section}.json`,
        options,
      );
    }
    const included = new Set<string>();
    for (const file of data.files) {
      // Asked first, so the index can say which are missing; read when the ZIP reaches it.
      if ((await store.head(file.key, 1)) === null) continue;
      included.add(file.path);
      zip.addReadStreamLazy(file.path, { ...options, compress: false }, (callback) => {
        store.read(file.key).then(
          (stream) =>
            stream ? callback(null, stream) : callback(new Error(`${file.key} vanished from the store`), null as never),
          (error: unknown) => callback(error, null as never),
        );
      });
    }
    zip.addBuffer(Buffer.from(indexHtml(data, included, catalogue, madeAt)), 'index.html', options);
    zip.end();
    await Promise.race([written, failed]);
    return await use(zipPath);
  } finally {
    await fsp.rm(directory, { recursive: true, force: true });
  }
}
