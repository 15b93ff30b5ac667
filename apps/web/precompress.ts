import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);

/** Text files, which compress well. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;

/**
 * Writes the Zopfli gzip copies of `locations`, in that order, shared among a worker thread per
 * core (zopfli-worker.mjs): Zopfli computes on the thread that calls it, most of the build's time.
 */
async function writeZopfliCopies(locations: string[]): Promise<void> {
  const queue = [...locations];
  const threads = Math.min(os.availableParallelism(), queue.length);
  await Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(new URL('./zopfli-worker.mjs', import.meta.url));
          const next = () => {
            const location = queue.shift();
            if (location === undefined) void worker.terminate().then(() => resolve(), reject);
            else worker.postMessage(location);
          };
          worker.on('message', next);
          worker.on('error', reject);
          next();
        }),
    ),
  );
}

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
      const sizeOf = (file: string) => {
        const output = bundle[file];
        return output?.type === 'chunk' ? output.code.length : (output?.source.length ?? 0);
      };
      // Largest first, so that the last file left to compress is a small one.
      const files = Object.keys(bundle)
        .filter((file) => COMPRESSIBLE.test(file))
        .sort((a, b) => sizeOf(b) - sizeOf(a));
      await Promise.all([
        writeZopfliCopies(files.map((file) => path.join(outDir, file))),
        ...files.map(async (file) => {
          const location = path.join(outDir, file);
          const content = await fs.readFile(location);
          const br = await brotli(content, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          });
          // A copy no smaller than the file is not worth writing (zopfli-worker.mjs says so too).
          if (br.length < content.length) await fs.writeFile(`${location}.br`, br);
        }),
      ]);
    },
  };
}
