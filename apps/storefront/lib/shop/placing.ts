import { ApplicationError, IDEMPOTENCY_KEY_IN_FLIGHT } from '@atelier/sdk';

/** create-order refused with 409 IDEMPOTENCY_KEY_IN_FLIGHT: an earlier press with the same key is still placing it. */
export const isStillPlacing = (error: unknown) =>
  error instanceof ApplicationError && error.code === IDEMPOTENCY_KEY_IN_FLIGHT;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Places the order, asking again after each pause while the first call with the same key is still at work (that
 * call's order is then the answer). Still placing after the last pause: the refusal is thrown, and the same key
 * kept by the page answers the order when the shopper presses again.
 */
export async function untilPlaced<T>(
  place: () => Promise<T>,
  pauses: readonly number[] = [500, 1000, 2000],
  sleep: (ms: number) => Promise<void> = pause,
): Promise<T> {
  for (const ms of pauses) {
    try {
      return await place();
    } catch (error) {
      if (!isStillPlacing(error)) throw error;
      await sleep(ms);
    }
  }
  return place();
}
