import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/open';
import { DEFAULT_RETRY_POLICY, settle, type RetryPolicy } from './rules';
import { sendAttempt } from './sender';
import { recordAttempt, takeDueDeliveries, type TakenDelivery } from './store';

/** Sends the merchant's webhook deliveries as they fall due: every server process runs one. */
export interface WebhookDeliverer {
  readonly policy: RetryPolicy;
  /** Begins: what is due now, then every poll. */
  start(): void;
  /** Deliveries may be due now (a manual retry): look at once. */
  nudge(): void;
  /** Stops polling and cuts attempts in flight short (they count as failed attempts). */
  stop(): Promise<void>;
}

export interface DelivererOptions {
  db: Db;
  log: FastifyBaseLogger;
  policy?: RetryPolicy;
  /** How often to look for due deliveries: those other processes' writes made, and retries coming due. */
  pollMs?: number;
  /** Deliveries taken and sent at once by one process. */
  batchSize?: number;
  timeoutMs?: number;
  /** 0 to 1: the jitter's dice (tests fix it). */
  random?: () => number;
}

/** A taken delivery is someone else's to retry only well after its attempt would have timed out. */
const LEASE_MARGIN_MS = 30_000;

export function createWebhookDeliverer(options: DelivererOptions): WebhookDeliverer {
  const { db, log } = options;
  const policy = options.policy ?? DEFAULT_RETRY_POLICY;
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 20;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const random = options.random ?? Math.random;

  const abort = new AbortController();
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  /** A nudge came during a run: look again once it ends. */
  let again = false;

  const schedule = (delayMs: number) => {
    if (!started || abort.signal.aborted) return;
    clearTimeout(timer);
    timer = setTimeout(wake, delayMs);
    timer.unref();
  };

  function wake() {
    timer = undefined;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        schedule(0);
      }
    });
  }

  async function attempt(delivery: TakenDelivery) {
    const result = await sendAttempt(delivery, { timeoutMs, signal: abort.signal });
    const settlement = settle(result, delivery.attempts, delivery.attemptLimit, policy, random());
    await recordAttempt(db, delivery, result, settlement);
    if (settlement.status === 'FAILED') {
      log.warn(
        { webhook: delivery.webhookId, delivery: delivery.id, attempts: delivery.attempts, result },
        'webhook delivery failed for good',
      );
    } else if (!result.ok) {
      log.debug({ webhook: delivery.webhookId, delivery: delivery.id, result }, 'webhook attempt failed');
    }
  }

  /** Takes and sends batch after batch while deliveries are due, then waits for the next poll. */
  async function drain() {
    for (;;) {
      try {
        const taken = await takeDueDeliveries(db, batchSize, timeoutMs + LEASE_MARGIN_MS);
        if (taken.length > 0) await Promise.all(taken.map(attempt));
        if (taken.length < batchSize) return schedule(pollMs);
      } catch (error) {
        if (!abort.signal.aborted) log.error({ err: error }, 'webhook deliveries failed; trying again later');
        return schedule(pollMs);
      }
      if (abort.signal.aborted) return;
    }
  }

  return {
    policy,
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    nudge: () => schedule(0),
    async stop() {
      abort.abort();
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

/** Runs the deliverer while the app runs: it starts when the app is ready and stops before it closes. */
export function attachWebhookDeliverer(app: FastifyInstance, deliverer: WebhookDeliverer): void {
  app.addHook('onReady', async () => deliverer.start());
  app.addHook('onClose', async () => deliverer.stop());
}
