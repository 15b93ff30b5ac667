import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files, which compress well; not the build's manifest (.vite/), which is never sent. */
const COMPRESSIBLE = /^(?!\.vite\/).*\.(js|mjs|css|svg|json|txt|map)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each built text file, at the strongest
 * settings, once per build: the server sends the one the browser accepts (see `preCompressed` in
 * the server's web plugin) instead of compressing each answer. index.html is left out: the server
 * adds the page's nonce to it on each request. The gzip copies, for the few clients without
 * brotli, are zlib's best: Zopfli's are 3 % smaller for a minute more of CPU on every build.
 */
export function precompress(): Plugin {
  return {
    name: 'portal-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const sizeOf = (file: string) => {
        const output = bundle[file];
        return output?.type === 'chunk' ? output.code.length : (output?.source.length ?? 0);
      };
      // Largest first, so that the last file left to compress is a small one.
      const files = Object.keys(bundle)
        .filter((file) => COMPRESSIBLE.test(file))
        .sort((a, b) => sizeOf(b) - sizeOf(a));
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
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          // A copy no smaller than the file is not worth writing.
          if (br.length < content.length) await fs.writeFile(`${location}.br`, br);
          if (gz.length < content.length) await fs.writeFile(`${location}.gz`, gz);
        }),
      );
    },
  };
}
