/**
 * `npm run i18n:check` (part of `npm run lint`): fails when the catalogues are not what
 * `npm run i18n:extract` would make of the code, i.e. when a message in the code is missing from
 * the .po files, a language lacks a translation (`lingui compile --strict`), or a compiled
 * catalogue is stale. It extracts and compiles into a copy in a temporary folder and compares,
 * so it never writes to the work tree. Both catalogues are checked: the main one (`catalogs/`) and
 * the back office's (`catalogs/admin/`), as lingui.config.ts lays them out.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trimSourceCatalogues } from './trim-source-catalogues.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CATALOGS = path.join(ROOT, 'packages/domain/src/i18n/catalogs');
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-i18n-'));

function lingui(...args) {
  const run = spawnSync('npx', ['lingui', ...args], {
    cwd: ROOT,
    env: { ...process.env, LINGUI_CATALOGS_DIR: copy },
    encoding: 'utf8',
  });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

/** The catalogues' files, as paths relative to `folder` ('ms.po', 'admin/ms.ts'). */
const filesIn = (folder) =>
  fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));

/** The files that differ between the work tree and the copy, either way (one missing from either counts). */
const differing = () =>
  [...new Set([...filesIn(CATALOGS), ...filesIn(copy)])]
    .sort()
    .filter((file) => readOrNull(path.join(CATALOGS, file)) !== readOrNull(path.join(copy, file)));

function readOrNull(file) {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

try {
  for (const file of filesIn(CATALOGS).filter((name) => name.endsWith('.po'))) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(CATALOGS, file), path.join(copy, file));
  }
  const problems = [];
  const extract = lingui('extract', '--clean');
  if (!extract.ok) problems.push(extract.output);
  const compile = lingui('compile', '--strict');
  if (!compile.ok) problems.push(`A message lacks a translation:\n${compile.output}`);
  else trimSourceCatalogues(copy);
  const stale = extract.ok && compile.ok ? differing() : [];
  if (stale.length > 0) {
    problems.push(`Not what the code makes of them: ${stale.join(', ')}. Run \`npm run i18n:extract\`.`);
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  } else {
    console.log('i18n: every message of the code is in every language, and the compiled catalogues are fresh.');
  }
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}
