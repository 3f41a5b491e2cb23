import type { FastifyInstance } from 'fastify';

/**
 * The tick of a periodic database job that never overlaps itself: a tick that finds the last run
 * unfinished is skipped, and a failure goes to `onError` instead of ending the process.
 */
export function unoverlapped(task: () => Promise<unknown>, onError: (error: unknown) => void) {
  let running: Promise<void> | undefined;
  return {
    tick() {
      if (running) return;
      running = task()
        .then(() => undefined, onError)
        .finally(() => (running = undefined));
    },
    /** The run in progress, if any: awaited before the database closes. */
    settled: () => running,
  };
}

/**
 * Runs a database job every `everyMs` while the app runs (and once as soon as it is ready, with
 * `atReady`), never overlapping itself; a failure is logged as `failure` and the next tick tries
 * again. Closing the app waits for a run in progress, so the database can close after it.
 */
export function runWhileAppRuns(
  app: FastifyInstance,
  task: () => Promise<unknown>,
  { everyMs, atReady = false, failure }: { everyMs: number; atReady?: boolean; failure: string },
): void {
  let timer: NodeJS.Timeout | undefined;
  const job = unoverlapped(task, (error) => app.log.warn({ err: error }, failure));
  app.addHook('onReady', async () => {
    if (atReady) job.tick();
    timer = setInterval(job.tick, everyMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await job.settled();
  });
}
