import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { noteStockWrite, stockEpoch, stockMark } from './marks';

describe('stock marks', () => {
  it('marks the written products with a new epoch, after every epoch read before the write', () => {
    const written = randomUUID();
    const before = stockEpoch();
    const markBefore = stockMark(written);
    noteStockWrite([written]);
    expect(stockEpoch()).toBeGreaterThan(before);
    expect(stockMark(written)).toBe(stockEpoch());
    expect(stockMark(written)).toBeGreaterThan(markBefore);
    expect(stockMark(written)).toBeGreaterThan(before);
  });

  it('leaves a product in another bucket as it was', () => {
    const a = `${randomUUID().slice(0, -4)}0001`;
    const b = `${randomUUID().slice(0, -4)}0002`;
    noteStockWrite([a]);
    const markB = stockMark(b);
    noteStockWrite([a]);
    expect(stockMark(b)).toBe(markB);
  });

  it('takes upper-case ids and odd text without failing', () => {
    noteStockWrite(['ABCDEF', 'not-a-uuid']);
    expect(stockMark('ABCDEF')).toBe(stockEpoch());
  });
});
