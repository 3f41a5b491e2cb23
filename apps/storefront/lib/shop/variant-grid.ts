/**
 * The variants grid's pure rules (/admin/products/[id]/variants): which rows the merchant changed, what each
 * changed row sends, the batches a save is cut into, the server's field problems put back on their rows, and
 * the cell the arrow and tab keys move to. No React here: the grid component holds the state, these compute.
 */

export const GRID_COLUMNS = ['price', 'sku', 'weight', 'quantity'] as const;
export type GridColumn = (typeof GRID_COLUMNS)[number];

export const COLUMN_LABELS: Record<GridColumn, string> = {
  price: 'Price',
  sku: 'SKU',
  weight: 'Weight (kg)',
  quantity: 'Stock',
};

/** A variant as the grid shows it: its values as the text of their fields. */
export interface GridRow {
  id: string;
  /** Its choices, "S / Red". */
  label: string;
  price: string;
  sku: string;
  weight: string;
  quantity: string;
}

/** The merchant's changes: row id -> the columns changed and their new text. */
export type Edits = ReadonlyMap<string, Readonly<Partial<Record<GridColumn, string>>>>;

/** A row's problems: a column's, or `row` for one of the whole row. */
export type RowProblems = Partial<Record<GridColumn | 'row', string>>;

/** Most variants in one save request (the server takes at most 300 entries in one). */
export const BATCH_SIZE = 250;

/** The variant as the server answers it, reduced to what the grid edits. */
export interface VariantLike {
  _id: string;
  choices: Record<string, string>;
  variant: { priceData: { price: number }; weight?: number; sku?: string };
  stock: { trackQuantity: boolean; quantity?: number };
}

export function toGridRow(v: VariantLike, optionNames: readonly string[]): GridRow {
  const names = optionNames.length > 0 ? optionNames : Object.keys(v.choices);
  return {
    id: v._id,
    label: names.map((n) => v.choices[n] ?? '').join(' / ') || 'The product',
    price: v.variant.priceData.price.toFixed(2),
    sku: v.variant.sku ?? '',
    weight: v.variant.weight === undefined ? '' : String(v.variant.weight),
    quantity: v.stock.trackQuantity ? String(v.stock.quantity ?? 0) : '',
  };
}

/**
 * The edits after a cell's text became `value`: a value back to what was loaded is no change, and a row
 * without changes leaves the map (so only changed rows are ever sent).
 */
export function editCell(edits: Edits, original: GridRow, column: GridColumn, value: string): Edits {
  const next = new Map(edits);
  const row = { ...next.get(original.id) };
  if (value === original[column]) delete row[column];
  else row[column] = value;
  if (Object.keys(row).length === 0) next.delete(original.id);
  else next.set(original.id, row);
  return next;
}

/** A row as it is now: what was loaded with the merchant's changes over it. */
export const currentRow = (original: GridRow, edits: Edits): GridRow => ({
  ...original,
  ...edits.get(original.id),
});

const DECIMAL = /^\d{1,9}(\.\d{1,2})?$/;
const WEIGHT = /^\d{1,9}(\.\d{1,3})?$/;
const WHOLE = /^\d{1,10}$/;

/** What the grid can tell before sending: each changed field's problem, if any. */
export function checkRow(row: GridRow, changed: readonly GridColumn[], tracked: boolean): RowProblems {
  const problems: RowProblems = {};
  for (const column of changed) {
    const value = row[column].trim();
    if (column === 'price' && !DECIMAL.test(value)) problems.price = 'Enter a price such as 12.50';
    if (column === 'weight' && value !== '' && !WEIGHT.test(value))
      problems.weight = 'Enter a weight such as 0.4, or leave it empty';
    if (column === 'sku' && value.length > 40) problems.sku = 'At most 40 characters';
    if (column === 'quantity') {
      if (!tracked) problems.quantity = 'This product does not count its stock';
      else if (!WHOLE.test(value) || Number(value) > 1_000_000_000)
        problems.quantity = 'Enter a whole number of units, 0 or more';
    }
  }
  return problems;
}

/** One changed row as the variants route's entry: the variant by its id, and only its changed fields. */
export function toUpdate(row: GridRow, changed: readonly GridColumn[]) {
  const update: {
    variantIds: string[];
    price?: string;
    sku?: string | null;
    weight?: number | null;
    stock?: { quantity: number };
  } = { variantIds: [row.id] };
  for (const column of changed) {
    const value = row[column].trim();
    if (column === 'price') update.price = value;
    if (column === 'sku') update.sku = value === '' ? null : value;
    if (column === 'weight') update.weight = value === '' ? null : Number(value);
    if (column === 'quantity') update.stock = { quantity: Number(value) };
  }
  return update;
}

/** A save's plan: the changed rows in grid order, checked, cut into batches; rows with problems held back. */
export function planSave(rows: readonly GridRow[], edits: Edits, tracked: boolean, size = BATCH_SIZE) {
  const problems = new Map<string, RowProblems>();
  const ready: ReturnType<typeof toUpdate>[] = [];
  for (const original of rows) {
    const edit = edits.get(original.id);
    if (!edit) continue;
    const changed = GRID_COLUMNS.filter((c) => c in edit);
    const row = currentRow(original, edits);
    const found = checkRow(row, changed, tracked);
    if (Object.keys(found).length > 0) problems.set(row.id, found);
    else ready.push(toUpdate(row, changed));
  }
  return { batches: batchesOf(ready, size), problems };
}

export function batchesOf<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const FIELD_COLUMN: Record<string, GridColumn> = {
  price: 'price',
  sku: 'sku',
  weight: 'weight',
  'stock.quantity': 'quantity',
  'stock.inStock': 'quantity',
};

/**
 * The server's field violations of one batch (`variants[3].price`) put on the rows the batch sent, by
 * their place in it; one naming no entry belongs to the whole batch (`batch`).
 */
export function problemsOfBatch(
  batch: readonly { variantIds: string[] }[],
  violations: readonly { field: string; description: string }[],
): { rows: Map<string, RowProblems>; batch: string[] } {
  const rows = new Map<string, RowProblems>();
  const whole: string[] = [];
  for (const v of violations) {
    const m = /^variants\[(\d+)\](?:\.(.+?))?(?:\[\d+\])?$/.exec(v.field);
    const entry = m ? batch[Number(m[1])] : undefined;
    const id = entry?.variantIds[0];
    if (!id) {
      whole.push(`${v.field} ${v.description}`);
      continue;
    }
    const column = FIELD_COLUMN[m![2] ?? ''] ?? 'row';
    rows.set(id, { ...rows.get(id), [column]: v.description });
  }
  return { rows, batch: whole };
}

/** The entries of a batch less those of the rows named (sent again once the refused ones are held back). */
export const withoutRows = <T extends { variantIds: string[] }>(
  batch: readonly T[],
  ids: ReadonlySet<string>,
) => batch.filter((e) => !ids.has(e.variantIds[0]!));

/** The edits left after a batch saved: its rows are no longer changed. */
export function afterSaved(edits: Edits, saved: readonly { variantIds: string[] }[]): Edits {
  const next = new Map(edits);
  for (const e of saved) next.delete(e.variantIds[0]!);
  return next;
}

export interface Cell {
  row: number;
  column: number;
}

/**
 * The cell a key moves to from `at` in a grid of `rows` x `columns`, or null when the key is not the grid's
 * (the browser's own then: Tab past the last cell leaves the grid). Arrows move one cell (left and right only
 * at the field's start or end, so the caret still moves inside a field: `caret`), Tab and Shift+Tab go along
 * rows and wrap to the next or previous row, Home and End with Ctrl go to the first or last row.
 */
export function moveCell(
  at: Cell,
  key: { key: string; shiftKey?: boolean; ctrlKey?: boolean },
  rows: number,
  columns: number,
  caret: 'start' | 'end' | 'both' | 'middle' = 'both',
): Cell | null {
  const clamp = (row: number, column: number) => ({
    row: Math.max(0, Math.min(rows - 1, row)),
    column: Math.max(0, Math.min(columns - 1, column)),
  });
  switch (key.key) {
    case 'ArrowUp':
      return at.row > 0 ? clamp(at.row - 1, at.column) : null;
    case 'ArrowDown':
      return at.row < rows - 1 ? clamp(at.row + 1, at.column) : null;
    case 'ArrowLeft':
      return at.column > 0 && (caret === 'start' || caret === 'both') ? clamp(at.row, at.column - 1) : null;
    case 'ArrowRight':
      return at.column < columns - 1 && (caret === 'end' || caret === 'both')
        ? clamp(at.row, at.column + 1)
        : null;
    case 'Tab': {
      const index = at.row * columns + at.column + (key.shiftKey ? -1 : 1);
      if (index < 0 || index >= rows * columns) return null;
      return { row: Math.floor(index / columns), column: index % columns };
    }
    case 'Home':
      return key.ctrlKey ? clamp(0, at.column) : null;
    case 'End':
      return key.ctrlKey ? clamp(rows - 1, at.column) : null;
    default:
      return null;
  }
}

/** How many variants a set of options makes: the product of their choice counts (none: the one product). */
export const variantCount = (options: readonly { choices: readonly unknown[] }[]) =>
  options.reduce((n, o) => n * o.choices.length, 1);
