import fs from 'node:fs';
import path from 'node:path';

/** The web app's folder: its build resolves dependencies from here. */
export const WEB_ROOT = path.resolve(import.meta.dirname, '..');

/** Where each shim is explained, and what to do when one breaks. */
const DECISION = 'docs/decisions/0007-build-shims.md';

/** A dependency as the build finds it: the nearest node_modules up from the web app, as Node looks. */
export function installedPackage(name: string): { directory: string; version: string } {
  for (let folder = WEB_ROOT; ; folder = path.dirname(folder)) {
    const directory = path.join(folder, 'node_modules', name);
    const manifest = path.join(directory, 'package.json');
    if (fs.existsSync(manifest)) {
      const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string };
      return { directory, version };
    }
    if (path.dirname(folder) === folder) throw new Error(`${name} is not installed under ${WEB_ROOT}`);
  }
}

/**
 * The error a build shim throws when the dependency code it changes is not what it expects (a
 * dependency upgrade moved or renamed it): which shim, which dependency at which version, what
 * was not found, and what to update.
 */
export function shimOutOfDate(shim: string, dependency: string, problem: string, update: string): Error {
  const { version } = installedPackage(dependency);
  return new Error(`apps/web/build/${shim}: ${problem} (${dependency} ${version}). ${update} See ${DECISION}.`);
}
