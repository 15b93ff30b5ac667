/**
 * Part of `npm run i18n:check`: fails when a translation in the catalogues uses a word that
 * docs/glossary.md's Avoid column rules out ('您', '仪表板', 'pejabat belakang', 'Lewat' for overdue).
 * `node scripts/check-glossary.mjs [catalogues folder]` checks another copy of the catalogues.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CATALOGS = process.argv[2] ?? path.join(ROOT, 'packages/domain/src/i18n/catalogs');
const LOCALES = ['ms', 'zh-Hans'];

/** The glossary's rows that avoid a word: the English they apply to ('*' for all) and the words per language. */
function glossaryRules() {
  const table = fs
    .readFileSync(path.join(ROOT, 'docs/glossary.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const [header = [], , ...rows] = table;
  const englishAt = header.indexOf('English');
  const avoidAt = header.indexOf('Avoid');
  return rows.flatMap((row) => {
    const english = row[englishAt] ?? '';
    const avoided = (row[avoidAt] ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const [locale = '', ...word] = entry.split(':');
        return { locale, word: word.join(':') };
      });
    return avoided.map(({ locale, word }) => ({
      english: english.startsWith('*') ? null : english.toLowerCase(),
      locale,
      word,
      // A Malay word as a whole word, whatever its case; Chinese has no spaces to bound a word.
      pattern:
        locale === 'ms'
          ? new RegExp(`(?<![\\p{L}-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}-])`, 'iu')
          : null,
    }));
  });
}

/** The .po files' entries: the message's English (or key) and its translation. */
function entriesOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  return text.split(/\n\n/).flatMap((block) => {
    const lines = block.split('\n');
    const field = (name) => {
      const start = lines.findIndex((line) => line.startsWith(`${name} `));
      if (start < 0) return null;
      let value = JSON.parse(lines[start].slice(name.length + 1));
      for (let next = start + 1; next < lines.length && lines[next]?.startsWith('"'); next++) {
        value += JSON.parse(lines[next]);
      }
      return value;
    };
    const id = field('msgid');
    const translation = field('msgstr');
    return id && translation ? [{ id, translation }] : [];
  });
}

const catalogueFiles = (locale) =>
  fs
    .readdirSync(CATALOGS, { recursive: true })
    .map(String)
    .filter((file) => path.basename(file) === `${locale}.po`)
    .map((file) => path.join(CATALOGS, file));

const rules = glossaryRules();
const problems = [];
for (const locale of LOCALES) {
  const localeRules = rules.filter((rule) => rule.locale === locale);
  for (const file of catalogueFiles(locale)) {
    for (const { id, translation } of entriesOf(file)) {
      for (const rule of localeRules) {
        const applies =
          rule.english === null ||
          id.toLowerCase().includes(rule.english) ||
          translation.toLowerCase().includes(rule.english);
        const uses = rule.pattern ? rule.pattern.test(translation) : translation.includes(rule.word);
        if (applies && uses) {
          problems.push(`${path.relative(CATALOGS, file)}: "${id}" uses "${rule.word}": "${translation}"`);
        }
      }
    }
  }
}
if (problems.length > 0) {
  console.error(`Words docs/glossary.md avoids:\n${problems.join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('glossary: no translation uses a word docs/glossary.md avoids.');
}
