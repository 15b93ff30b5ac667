import fs from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { gzipAsync } from '@gfx/zopfli';

/**
 * precompress.ts's gzip copies, one file per message, on a thread of their own: Zopfli computes on
 * the thread that calls it. Answers the file once its copy is written.
 */
parentPort.on('message', async (location) => {
  const content = await fs.readFile(location);
  const gz = await gzipAsync(content, { numiterations: 15 });
  // A copy no smaller than the file is not worth writing.
  if (gz.length < content.length) await fs.writeFile(`${location}.gz`, gz);
  parentPort.postMessage(location);
});
