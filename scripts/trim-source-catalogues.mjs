/**
 * Part of `npm run i18n:extract` (and of i18n:check, on its copy): takes out of each compiled
 * English catalogue the messages whose id is their own English text, the server's and the schemas'
 * labels (lib/i18n/server-messages.ts, features/back-office/shared/admin-messages.ts), and the
 * errors of the error catalogue with their labels (`error.*`, `field.*`, `duration.*`), which come
 * with their English (the server's answer, the schema's text). The web app shows such a text as it
 * came when the catalogue has no entry for it (translateMessage), so in English they are bytes
 * every page would load for nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** lingui.config.ts's sourceLocale, the language the code is written in. */
const SOURCE_LOCALE = 'en';
/** `lingui compile`'s module: its messages are one JSON string literal, parsed at load. */
const COMPILED = /^(.*?JSON\.parse\()("(?:[^"\\]|\\.)*")(\).*)$/s;

/** The ids of the errors and their labels (lib/i18n/error-messages.ts), which come with their English. */
const COMES_WITH_ITS_ENGLISH = /^(error|field|duration)\./;

/** A compiled message back as the text it was written as: literal parts, `{name}` for a value. */
const sourceOf = (compiled) =>
  typeof compiled === 'string'
    ? compiled
    : compiled.map((part) => (typeof part === 'string' ? part : `{${part[0]}}`)).join('');

export function trimSourceCatalogues(catalogsDir) {
  const files = fs
    .readdirSync(catalogsDir, { recursive: true })
    .filter((file) => path.basename(file) === `${SOURCE_LOCALE}.ts`);
  for (const file of files) {
    const full = path.join(catalogsDir, file);
    const [, before, literal, after] = COMPILED.exec(fs.readFileSync(full, 'utf8')) ?? [];
    if (literal === undefined) throw new Error(`${full}: not a compiled catalogue`);
    const messages = JSON.parse(JSON.parse(literal));
    const kept = Object.fromEntries(
      Object.entries(messages).filter(
        ([id, compiled]) => sourceOf(compiled) !== id && !COMES_WITH_ITS_ENGLISH.test(id),
      ),
    );
    fs.writeFileSync(full, `${before}${JSON.stringify(JSON.stringify(kept))}${after}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  trimSourceCatalogues(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../packages/domain/src/i18n/catalogs'),
  );
}
