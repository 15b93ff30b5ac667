// Builds the server into plain JavaScript for `npm start`: compiling TypeScript at every start
// cost over a second. Dependencies stay in node_modules; the domain package (TypeScript source)
// is bundled in. What the code reads beside itself (migrations, the common-password list) is
// copied beside the bundle, where the same relative paths find it.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const outdir = path.join(root, 'dist');
const { dependencies } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@portal/'));

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src/server.ts'), path.join(root, 'src/cli.ts')],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
fs.copyFileSync(path.join(root, 'src/lib/common-passwords.txt.gz'), path.join(outdir, 'common-passwords.txt.gz'));
// The terms of use and privacy notice shipped with the portal (modules/privacy/legal.service.ts).
fs.cpSync(path.join(root, 'src/modules/privacy/legal-documents'), path.join(outdir, 'legal-documents'), {
  recursive: true,
});
