import type { FastifyInstance } from 'fastify';
import type { EventDispatcher } from './dispatcher';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Ties the dispatcher to the app: it starts when the app is ready, stops when it closes, and is
 * nudged after every successful write, once the answer is sent (so after the write's transaction
 * committed). A write that records no event costs one look at the empty pending index.
 */
export function attachEventDispatcher(app: FastifyInstance, dispatcher: EventDispatcher): void {
  if (!dispatcher.enabled) return;
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', async () => dispatcher.stop());
  app.addHook('onResponse', async (request, reply) => {
    if (!READS.has(request.method) && reply.statusCode < 400) dispatcher.nudge();
  });
}
