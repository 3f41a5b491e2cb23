import { ApplicationError } from '@atelier/sdk';
import { describe, expect, it } from 'vitest';
import { isStillPlacing, untilPlaced } from './placing';

const inFlight = () =>
  new ApplicationError('still being worked on', {
    status: 409,
    code: 'IDEMPOTENCY_KEY_IN_FLIGHT',
    details: {
      applicationError: { code: 'IDEMPOTENCY_KEY_IN_FLIGHT', description: 'retry later', data: {} },
    },
  });

describe('untilPlaced', () => {
  it('asks again while the same key is still placing the order, and answers that order', async () => {
    const waited: number[] = [];
    let calls = 0;
    const orderId = await untilPlaced(
      async () => {
        calls++;
        if (calls < 3) throw inFlight();
        return 'order-1';
      },
      [10, 20, 30],
      async (ms) => void waited.push(ms),
    );
    expect(orderId).toBe('order-1');
    expect(waited).toEqual([10, 20]);
  });

  it('throws the in-flight refusal after the last pause, and any other failure at once', async () => {
    let calls = 0;
    const still = untilPlaced(
      async () => {
        calls++;
        throw inFlight();
      },
      [1, 1],
      async () => undefined,
    );
    await expect(still).rejects.toSatisfy(isStillPlacing);
    expect(calls).toBe(3);
    calls = 0;
    const other = untilPlaced(
      async () => {
        calls++;
        throw new Error('down');
      },
      [1, 1],
      async () => undefined,
    );
    await expect(other).rejects.toThrow('down');
    expect(calls).toBe(1);
  });
});
