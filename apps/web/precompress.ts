import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the server would otherwise send as it is; below 1 KB compression saves less than it costs. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;
const SMALLEST = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each built text file, at the strongest
 * settings, once per build: the server sends the one the browser accepts, and compresses nothing
 * itself (see `preCompressed` in the server's web plugin). index.html is left out: the server
 * adds the page's nonce to it on each request.
 */
export function precompress(): Plugin {
  return {
    name: 'portal-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const location = path.join(outDir, file);
          const content = await fs.readFile(location);
          if (content.length < SMALLEST) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([fs.writeFile(`${location}.br`, br), fs.writeFile(`${location}.gz`, gz)]);
        }),
      );
    },
  };
}
