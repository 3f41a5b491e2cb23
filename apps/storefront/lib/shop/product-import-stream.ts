/**
 * The product import's progress stream as the import page reads it (POST /admin/products/import/run answers
 * the commerce server's lines: `{"progress":...}` while it works, then `{"result":...}` or `{"error":...}`).
 * Pure, unit tested.
 */
import type { ProductImportLine, ProductImportReport } from '@atelier/sdk';

export type ImportProgress = Extract<ProductImportLine, { progress: unknown }>['progress'];

export type ImportOutcome = { ok: true; report: ProductImportReport } | { ok: false; message: string };

export const importStopped =
  'The import stopped before it finished: look at the products list before you try again.';

const number = new Intl.NumberFormat('en-US');

/** "Checking: 120 of 1,000 rows" / "Writing: 500 of 900 products"; "Checked: ..." once all are done. */
export function progressText(p: ImportProgress): string {
  const counted = `${number.format(p.done)} of ${number.format(p.total)}`;
  const finished = p.done >= p.total;
  return p.phase === 'validate'
    ? `${finished ? 'Checked' : 'Checking'}: ${counted} rows`
    : `${finished ? 'Written' : 'Writing'}: ${counted} products`;
}

/**
 * What a screen reader hears: the phase and each quarter done, not every step. Answers the same text for
 * steps within one quarter, so a live region set to it speaks only when it changes.
 */
export function progressAnnouncement(p: ImportProgress): string {
  const quarter = p.total === 0 ? 4 : Math.floor((p.done / p.total) * 4);
  const what = p.phase === 'validate' ? 'Checking the rows' : 'Writing the products';
  return `${what}: ${quarter * 25}% done`;
}

/** Reads the stream to its end, handing each progress step over; answers the report or what went wrong. */
export async function readImportStream(
  body: ReadableStream<Uint8Array>,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportOutcome> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let outcome: ImportOutcome | undefined;
  const take = (text: string) => {
    if (!text.trim()) return;
    const line = JSON.parse(text) as ProductImportLine;
    if ('progress' in line) onProgress(line.progress);
    else if ('result' in line) outcome = { ok: true, report: line.result };
    else if ('error' in line) outcome = { ok: false, message: importStopped };
  };
  for (;;) {
    const { done, value } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    lines.forEach(take);
    if (done) break;
  }
  take(buffer);
  return outcome ?? { ok: false, message: importStopped };
}
