import { describe, expect, it } from 'vitest';
import {
  importStopped,
  progressAnnouncement,
  progressText,
  readImportStream,
  type ImportProgress,
} from './product-import-stream';

const report = {
  dryRun: true,
  rows: 1000,
  created: 0,
  wouldCreate: 1000,
  unchanged: 0,
  invalid: 0,
  collectionsCreated: 0,
  errors: [],
  report: [],
};

/** A body that arrives in these pieces, as a network hands them over (lines cut anywhere). */
function body(...pieces: string[]) {
  const bytes = new TextEncoder().encode(pieces.join(''));
  const cuts = pieces.map((_, i) => new TextEncoder().encode(pieces.slice(0, i + 1).join('')).length);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let from = 0;
      for (const to of cuts) {
        controller.enqueue(bytes.slice(from, to));
        from = to;
      }
      controller.close();
    },
  });
}

const progress = (phase: string, done: number, total: number) =>
  `${JSON.stringify({ progress: { phase, done, total } })}\n`;

describe('the import’s progress stream', () => {
  it('hands over each step and answers the report, lines cut anywhere', async () => {
    const text = [
      progress('validate', 50, 1000),
      progress('validate', 1000, 1000),
      progress('write', 500, 1000),
    ];
    const last = `${JSON.stringify({ result: report })}\n`;
    const whole = text.join('') + last;
    const seen: ImportProgress[] = [];
    const outcome = await readImportStream(
      body(whole.slice(0, 20), whole.slice(20, 130), whole.slice(130, whole.length - 5), whole.slice(-5)),
      (p) => seen.push(p),
    );
    expect(seen.map((p) => `${p.phase} ${p.done}/${p.total}`)).toEqual([
      'validate 50/1000',
      'validate 1000/1000',
      'write 500/1000',
    ]);
    expect(outcome).toEqual({ ok: true, report });
  });

  it('says the import stopped when the stream ends with an error or before its report', async () => {
    const error = { error: { message: 'System error occurred' } };
    expect(
      await readImportStream(body(progress('validate', 50, 100), JSON.stringify(error)), () => {}),
    ).toEqual({
      ok: false,
      message: importStopped,
    });
    expect(await readImportStream(body(progress('validate', 50, 100)), () => {})).toEqual({
      ok: false,
      message: importStopped,
    });
  });

  it('words the bar, and speaks each quarter only', () => {
    expect(progressText({ phase: 'validate', done: 120, total: 1000 })).toBe('Checking: 120 of 1,000 rows');
    expect(progressText({ phase: 'write', done: 500, total: 900 })).toBe('Writing: 500 of 900 products');
    expect(progressText({ phase: 'validate', done: 1000, total: 1000 })).toBe('Checked: 1,000 of 1,000 rows');
    expect(progressText({ phase: 'write', done: 900, total: 900 })).toBe('Written: 900 of 900 products');
    const spoken = [50, 100, 200, 250, 300, 999, 1000].map((done) =>
      progressAnnouncement({ phase: 'validate', done, total: 1000 }),
    );
    expect([...new Set(spoken)]).toEqual([
      'Checking the rows: 0% done',
      'Checking the rows: 25% done',
      'Checking the rows: 75% done',
      'Checking the rows: 100% done',
    ]);
  });
});
