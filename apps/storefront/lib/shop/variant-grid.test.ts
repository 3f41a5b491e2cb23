import { describe, expect, it } from 'vitest';
import {
  afterSaved,
  batchesOf,
  editCell,
  moveCell,
  planSave,
  problemsOfBatch,
  toGridRow,
  variantCount,
  withoutRows,
  type Edits,
  type GridRow,
} from './variant-grid';

const row = (i: number): GridRow => ({
  id: `v${i}`,
  label: `S / ${i}`,
  price: '10.00',
  sku: '',
  weight: '',
  quantity: '0',
});
const rows = Array.from({ length: 1000 }, (_, i) => row(i));

describe('dirty rows', () => {
  it('keeps only changed cells, and drops a row whose values are back to what was loaded', () => {
    let edits: Edits = new Map();
    edits = editCell(edits, rows[3]!, 'price', '12.00');
    edits = editCell(edits, rows[3]!, 'quantity', '4');
    expect(edits.get('v3')).toEqual({ price: '12.00', quantity: '4' });
    edits = editCell(edits, rows[3]!, 'price', '10.00');
    expect(edits.get('v3')).toEqual({ quantity: '4' });
    edits = editCell(edits, rows[3]!, 'quantity', '0');
    expect(edits.size).toBe(0);
  });

  it('reads a variant of the server as the grid shows it', () => {
    const r = toGridRow(
      {
        _id: 'a',
        choices: { Colour: 'Red', Size: 'M' },
        variant: { priceData: { price: 12.5 }, weight: 0.4, sku: 'X' },
        stock: { trackQuantity: true, quantity: 3 },
      },
      ['Size', 'Colour'],
    );
    expect(r).toEqual({ id: 'a', label: 'M / Red', price: '12.50', sku: 'X', weight: '0.4', quantity: '3' });
  });
});

describe('a save', () => {
  it('sends only the changed rows, with only their changed fields, in batches of at most 250', () => {
    let edits: Edits = new Map();
    for (let i = 0; i < 1000; i += 1) edits = editCell(edits, rows[i]!, 'quantity', String(i + 1));
    edits = editCell(edits, rows[7]!, 'sku', 'SKU-7');
    edits = editCell(edits, rows[8]!, 'weight', '');
    const plan = planSave(rows, edits, true);
    expect(plan.problems.size).toBe(0);
    expect(plan.batches.map((b) => b.length)).toEqual([250, 250, 250, 250]);
    expect(plan.batches[0]![7]).toEqual({ variantIds: ['v7'], sku: 'SKU-7', stock: { quantity: 8 } });
    expect(plan.batches[3]![249]).toEqual({ variantIds: ['v999'], stock: { quantity: 1000 } });

    const few = planSave(rows, editCell(new Map(), rows[5]!, 'price', '9.5'), true);
    expect(few.batches).toEqual([[{ variantIds: ['v5'], price: '9.5' }]]);
  });

  it('holds back rows the grid can tell are wrong, naming the field', () => {
    const list = rows.map((r, i) => (i === 3 ? { ...r, weight: '0.5' } : r));
    let edits: Edits = editCell(new Map(), list[1]!, 'price', 'ten');
    edits = editCell(edits, list[2]!, 'quantity', '-1');
    edits = editCell(edits, list[3]!, 'weight', '');
    edits = editCell(edits, list[4]!, 'sku', 'x'.repeat(41));
    const plan = planSave(list, edits, true);
    expect([...plan.problems.keys()]).toEqual(['v1', 'v2', 'v4']);
    expect(plan.problems.get('v1')).toEqual({ price: 'Enter a price such as 12.50' });
    expect(plan.batches).toEqual([[{ variantIds: ['v3'], weight: null }]]);
    const untracked = planSave(rows, editCell(new Map(), rows[1]!, 'quantity', '5'), false);
    expect(untracked.problems.get('v1')?.quantity).toMatch(/does not count/);
  });

  it('puts the server’s violations on the rows of the batch, and sends the rest again', () => {
    const batch = [{ variantIds: ['a'] }, { variantIds: ['b'] }, { variantIds: ['c'] }];
    const found = problemsOfBatch(batch, [
      { field: 'variants[1].price', description: 'must be a decimal number' },
      { field: 'variants[2].stock.quantity', description: 'must be at most 1000000000' },
      { field: 'variants[2].variantIds[0]', description: 'is not a variant of this product' },
      { field: 'variants', description: 'must have at most 300 items' },
    ]);
    expect(found.rows.get('b')).toEqual({ price: 'must be a decimal number' });
    expect(found.rows.get('c')).toEqual({
      quantity: 'must be at most 1000000000',
      row: 'is not a variant of this product',
    });
    expect(found.batch).toEqual(['variants must have at most 300 items']);
    expect(withoutRows(batch, new Set(found.rows.keys()))).toEqual([{ variantIds: ['a'] }]);
  });

  it('forgets the edits of the rows saved, and keeps the others', () => {
    let edits: Edits = editCell(new Map(), rows[0]!, 'price', '1.00');
    edits = editCell(edits, rows[1]!, 'price', '2.00');
    expect([...afterSaved(edits, [{ variantIds: ['v0'] }]).keys()]).toEqual(['v1']);
  });

  it('cuts any list into batches', () => {
    expect(batchesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(batchesOf([], 2)).toEqual([]);
  });
});

describe('keyboard movement', () => {
  const at = { row: 1, column: 1 };
  it('moves by arrows, keeping the caret’s own movement inside a field', () => {
    expect(moveCell(at, { key: 'ArrowDown' }, 3, 4)).toEqual({ row: 2, column: 1 });
    expect(moveCell(at, { key: 'ArrowUp' }, 3, 4)).toEqual({ row: 0, column: 1 });
    expect(moveCell({ row: 2, column: 1 }, { key: 'ArrowDown' }, 3, 4)).toBeNull();
    expect(moveCell(at, { key: 'ArrowLeft' }, 3, 4, 'middle')).toBeNull();
    expect(moveCell(at, { key: 'ArrowLeft' }, 3, 4, 'start')).toEqual({ row: 1, column: 0 });
    expect(moveCell(at, { key: 'ArrowRight' }, 3, 4, 'end')).toEqual({ row: 1, column: 2 });
  });

  it('tabs along the row and wraps, and leaves the grid past its ends', () => {
    expect(moveCell({ row: 0, column: 3 }, { key: 'Tab' }, 3, 4)).toEqual({ row: 1, column: 0 });
    expect(moveCell({ row: 1, column: 0 }, { key: 'Tab', shiftKey: true }, 3, 4)).toEqual({
      row: 0,
      column: 3,
    });
    expect(moveCell({ row: 2, column: 3 }, { key: 'Tab' }, 3, 4)).toBeNull();
    expect(moveCell({ row: 0, column: 0 }, { key: 'Tab', shiftKey: true }, 3, 4)).toBeNull();
    expect(moveCell(at, { key: 'End', ctrlKey: true }, 1000, 4)).toEqual({ row: 999, column: 1 });
  });
});

it('counts the variants options make', () => {
  expect(variantCount([{ choices: [1, 2] }, { choices: [1, 2, 3] }])).toBe(6);
  expect(variantCount([])).toBe(1);
});
