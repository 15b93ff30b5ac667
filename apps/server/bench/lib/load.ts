import autocannon from 'autocannon';
import { BASE } from './bench-server.ts';

export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * Requests still queued when a load ends go on in the server: wait until its database answers
 * /readyz (behind them in PGlite's queue and in PostgreSQL's pool), so the next load starts on an idle server.
 */
async function settle() {
  while (
    !(await fetch(`${BASE}/readyz`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function load(
  title: string,
  url: string,
  connections: number,
  headers: Record<string, string> = {},
  duration = DURATION_SECONDS,
) {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ title, url, headers, connections, duration }, (error, found) =>
      error ? reject(error) : resolve(found),
    );
  });
  await settle();
  return result;
}

/** A load's figures, refusing a run where any answer was not what a client expects. */
export function checked(result: autocannon.Result, expected: 200 | 304 = 200) {
  const wrong = expected === 200 ? result.non2xx : result.requests.total - (result['3xx'] ?? 0);
  if (wrong > 0 || result.errors > 0) {
    throw new Error(`${result.title}: ${wrong} unexpected answers, ${result.errors} errors`);
  }
  return result;
}

export const ms = (value: number) => `${value} ms`;
/** The bytes of one answer on the wire, headers included. */
export const kilobytes = (result: autocannon.Result) =>
  (result.throughput.average / result.requests.average / 1024).toFixed(1);

/** What a browser sends with every call. */
export const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };
