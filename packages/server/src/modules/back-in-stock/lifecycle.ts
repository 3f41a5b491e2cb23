import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open';
import { unoverlapped } from '../../db/unoverlapped';
import { notifyRestocked, type NotifyDeps } from './notify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SweepTiming {
  /** The safety net: stock written by another server process, or a mail that failed. */
  everyMs: number;
  /** Writes in quick succession are followed by one sweep. */
  afterWriteMs: number;
}

const DEFAULT_TIMING: SweepTiming = { everyMs: 30_000, afterWriteMs: 500 };

/**
 * Runs the back-in-stock sweep while the app runs: every `everyMs`, and shortly after any successful
 * write was answered (so after its transaction committed), since any write may have given stock back.
 * A sweep with nobody waiting is one look at an empty partial index.
 */
export function attachBackInStockSweep(
  app: FastifyInstance,
  db: Db,
  deps: NotifyDeps,
  timing?: SweepTiming,
): void {
  const { everyMs, afterWriteMs } = timing ?? DEFAULT_TIMING;
  const job = unoverlapped(
    () => notifyRestocked(db, deps),
    (error) => app.log.warn({ err: error }, 'the back-in-stock sweep failed'),
  );
  let interval: NodeJS.Timeout | undefined;
  let soon: NodeJS.Timeout | undefined;
  let closed = false;
  app.addHook('onReady', async () => {
    interval = setInterval(job.tick, everyMs).unref();
  });
  app.addHook('onResponse', async (request, reply) => {
    if (closed || READS.has(request.method) || reply.statusCode >= 400 || soon) return;
    soon = setTimeout(() => {
      soon = undefined;
      job.tick();
    }, afterWriteMs).unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(interval);
    clearTimeout(soon);
    await job.settled();
  });
}
