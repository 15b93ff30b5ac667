import type { Logger } from 'pino';

/**
 * Runs `run` now and then every `intervalMs` on this instance, never two runs at once; a failed
 * run is logged and the next tick tries again. Returns the function that stops it, after the run
 * under way.
 */
export function startPeriodicJob(
  name: string,
  run: (isStopped: () => boolean) => Promise<void>,
  log: Logger,
  intervalMs: number,
): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running || stopped) return;
    running = run(() => stopped)
      .catch((error: unknown) => log.warn({ err: error, job: name }, `${name} failed; retrying on the next tick`))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
