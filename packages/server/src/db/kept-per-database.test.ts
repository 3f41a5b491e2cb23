import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from './open';
import { KeptPerDatabase } from './kept-per-database';

/** A database handle as KeptPerDatabase tells them apart: by Drizzle's dialect, shared with its transactions. */
const database = () => {
  const dialect = {};
  return { db: { dialect } as unknown as Db, tx: { dialect } as unknown as Db };
};

function counter() {
  let reads = 0;
  const gates: (() => void)[] = [];
  let gated = false;
  const kept = new KeptPerDatabase(async () => {
    const n = ++reads;
    if (gated) await new Promise<void>((resolve) => gates.push(resolve));
    return n;
  }, 1000);
  return {
    kept,
    reads: () => reads,
    gate: (on: boolean) => (gated = on),
    open: () => gates.splice(0).forEach((g) => g()),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('KeptPerDatabase', () => {
  it('reads once, keeps the value for keptMs, then reads again', async () => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(10_000);
    const { kept, reads } = counter();
    const { db, tx } = database();
    expect(await kept.get(db)).toBe(1);
    expect(await kept.get(tx)).toBe(1);
    clock.mockReturnValue(10_999);
    expect(await kept.get(db)).toBe(1);
    clock.mockReturnValue(11_000);
    expect(await kept.get(db)).toBe(2);
    expect(reads()).toBe(2);
  });

  it('keeps each database apart', async () => {
    const { kept } = counter();
    const a = database();
    const b = database();
    expect(await kept.get(a.db)).toBe(1);
    expect(await kept.get(b.db)).toBe(2);
    expect(await kept.get(a.tx)).toBe(1);
  });

  it('reads again after a write of this process, even one that failed', async () => {
    const { kept } = counter();
    const { db, tx } = database();
    expect(await kept.get(db)).toBe(1);
    expect(await kept.writing(tx, async () => 'written')).toBe('written');
    expect(await kept.get(db)).toBe(2);
    await expect(
      kept.writing(db, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await kept.get(db)).toBe(3);
  });

  it('does not keep a read that a write overtook', async () => {
    const c = counter();
    const { db } = database();
    c.gate(true);
    const reading = c.kept.get(db);
    await Promise.resolve();
    c.kept.forget(db);
    c.open();
    expect(await reading).toBe(1);
    c.gate(false);
    expect(await c.kept.get(db)).toBe(2);
  });
});
