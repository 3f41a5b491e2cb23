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
