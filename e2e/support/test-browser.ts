import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Chromium's headless shell, as the npm package `@sparticuz/chromium` carries it (brotli). */
const PACKAGE = path.join(ROOT, 'node_modules/@sparticuz/chromium');

/**
 * The browser the journeys run in: Chromium's headless shell, the same Blink as Chrome without
 * the desktop browser around it. On two cores the browser is three quarters of the journeys' CPU,
 * and the shell takes about half of what the full Chromium does for the same page and axe run
 * (docs/decisions/0010-test-browser.md). `E2E_BROWSER` names another, such as `/usr/bin/chromium`.
 *
 * The shell is unpacked once per installed version, next to the package; it uses the shared
 * libraries Debian's `chromium` package installs.
 */
export function testBrowserPath(): string {
  if (process.env.E2E_BROWSER) return process.env.E2E_BROWSER;
  const { version } = JSON.parse(fs.readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')) as { version: string };
  const unpacked = path.join(ROOT, 'node_modules/.cache/headless-shell', version, 'chromium');
  if (!fs.existsSync(unpacked)) {
    fs.mkdirSync(path.dirname(unpacked), { recursive: true });
    // Written aside and renamed: a second process starting meanwhile never runs half a binary.
    const partial = `${unpacked}.${process.pid}`;
    fs.writeFileSync(partial, zlib.brotliDecompressSync(fs.readFileSync(path.join(PACKAGE, 'bin/chromium.br'))), {
      mode: 0o755,
    });
    fs.renameSync(partial, unpacked);
  }
  return unpacked;
}
