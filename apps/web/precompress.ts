import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);

/** Text files, which compress well. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each built text file, at the strongest
 * settings, once per build: the server sends the one the browser accepts (see `preCompressed` in
 * the server's web plugin) instead of compressing each answer. index.html is left out: the server
 * adds the page's nonce to it on each request. The gzip copies are Zopfli's, which any gzip reader
 * reads and which are about 3 % smaller than zlib's best, for some seconds more of build.
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
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            zopfliGzip(content, { numiterations: 15 }),
          ]);
          // A copy no smaller than the file is not worth writing.
          await Promise.all([
            br.length < content.length && fs.writeFile(`${location}.br`, br),
            gz.length < content.length && fs.writeFile(`${location}.gz`, gz),
          ]);
        }),
      );
    },
  };
}
