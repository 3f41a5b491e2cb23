import type { FastifyBaseLogger } from 'fastify';
import type { EventWebhookConfig } from '../../config';
import type { Database } from '../../db/open';
import { dispatchBatch, type BatchOutcome } from './outbox';
import { nudgeDelay, retryDelay, type RetryPolicy } from './rules';
import { postBatch } from './webhook';

/** Delivers the event outbox to the configured webhooks, in order, after the writes commit. */
export interface EventDispatcher {
  /** Whether webhooks are configured; without them events stay in the outbox, which is their record. */
  readonly enabled: boolean;
  /** Begins delivering: what is pending now, then on every nudge and poll. */
  start(): void;
  /** A write has committed: deliver its events soon. */
  nudge(): void;
  /** Stops the timers and waits for (or cuts short) a delivery in flight; its batch stays pending. */
  stop(): Promise<void>;
}

export interface DispatcherOptions {
  database: Database;
  webhook: EventWebhookConfig | undefined;
  log: FastifyBaseLogger;
  /** The safety net: events written by other processes, or whose nudge was missed. */
  pollMs?: number;
  /** Writes in quick succession go out in one batch. */
  debounceMs?: number;
  retry?: RetryPolicy;
  batchSize?: number;
  timeoutMs?: number;
}

export function createEventDispatcher(options: DispatcherOptions): EventDispatcher {
  const { database, webhook, log } = options;
  const pollMs = options.pollMs ?? 5000;
  const debounceMs = options.debounceMs ?? 20;
  const retry = options.retry ?? { baseMs: 1000, maxMs: 60_000 };
  const batchSize = options.batchSize ?? 50;
  const timeoutMs = options.timeoutMs ?? 10_000;

  if (!webhook) {
    return { enabled: false, start() {}, nudge() {}, stop: async () => undefined };
  }
  const { urls, secret } = webhook;

  const abort = new AbortController();
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeAt = Infinity;
  let running: Promise<void> | undefined;
  /** The timer fired during a run: look again once it ends. */
  let missedWake = false;
  const state = { failures: 0, lastFailureAt: 0 };

  /** Wakes the dispatcher in `delayMs`, unless it is due to wake earlier already. */
  const schedule = (delayMs: number) => {
    if (!started || abort.signal.aborted) return;
    const at = Date.now() + delayMs;
    if (timer !== undefined && wakeAt <= at) return;
    clearTimeout(timer);
    wakeAt = at;
    timer = setTimeout(wake, delayMs);
    timer.unref();
  };

  /**
   * After a failed delivery the backoff wins over any wake already set: a nudge that came while the
   * delivery was still out did not yet know it would fail.
   */
  const scheduleRetry = (delayMs: number) => {
    clearTimeout(timer);
    timer = undefined;
    wakeAt = Infinity;
    schedule(delayMs);
  };

  const nudge = () => schedule(nudgeDelay(Date.now(), state, retry, debounceMs));

  function wake() {
    timer = undefined;
    wakeAt = Infinity;
    if (running) {
      missedWake = true;
      return;
    }
    running = drain().finally(() => {
      running = undefined;
      if (missedWake) {
        missedWake = false;
        nudge();
      }
    });
  }

  const deliver = async (batch: Parameters<typeof postBatch>[2]) => {
    const failures = await postBatch(urls, secret, batch, { timeoutMs, signal: abort.signal });
    if (failures.length > 0 && !abort.signal.aborted) {
      // A receiver still starting (npm start launches the storefront after the server) is no alarm yet.
      const level = state.failures < 2 ? 'info' : 'warn';
      log[level](
        { failures, events: batch.length, firstEvent: batch[0]?.id, attempt: state.failures + 1 },
        'event webhook delivery failed; retrying later',
      );
    }
    return failures.length === 0;
  };

  /** Sends batch after batch until nothing is pending, then waits for the next nudge or poll. */
  async function drain() {
    for (;;) {
      let outcome: BatchOutcome;
      try {
        outcome = await dispatchBatch(database, batchSize, deliver);
      } catch (error) {
        if (abort.signal.aborted) return;
        log.error({ err: error }, 'event dispatch failed; retrying later');
        outcome = { kind: 'failed' };
      }
      if (abort.signal.aborted) return;
      if (outcome.kind === 'failed') {
        state.failures += 1;
        state.lastFailureAt = Date.now();
        return scheduleRetry(retryDelay(state.failures, retry));
      }
      if (state.failures > 0) log.info({ after: state.failures }, 'event webhook delivery recovered');
      state.failures = 0;
      if (outcome.kind === 'busy') return schedule(retry.baseMs);
      if (outcome.kind === 'empty') return schedule(pollMs);
    }
  }

  return {
    enabled: true,
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    nudge,
    async stop() {
      abort.abort();
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
