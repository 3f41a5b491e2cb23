export interface WriterTally {
  name: string;
  /** Keys of the writes the server acknowledged with 200. */
  keys: string[];
  found: number;
  /** What was wrong with each acknowledged write not found as acknowledged. */
  missing: string[];
  /** Answers that were neither success nor the kill: bugs. */
  refused: string[];
  notes: string[];
}

interface Spread {
  min: number;
  median: number;
  max: number;
}

export interface CrashReport {
  date: string;
  command: string;
  database: 'pglite' | 'postgres';
  label: string;
  settings: Record<string, string>;
  kills: number;
  concurrency: number;
  windowSeconds: number;
  firstOpenMs: number;
  /** The same database opened after a clean shutdown, for comparison. */
  cleanReopenMs: number;
  reopenMs: Spread;
  /** With --kill-postgres: PostgreSQL's restart, crash recovery included, until it accepted a connection. */
  postgresRecoveryMs?: Spread;
  writers: WriterTally[];
}

export function markdown(report: CrashReport): string {
  const settings = Object.entries(report.settings)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');
  const lines = [
    `# Crash test — ${report.date}`,
    '',
    `Command: \`${report.command}\` · ${report.label} · ${settings}`,
    `${report.kills} SIGKILLs of the server, each at a random moment within ${report.windowSeconds} s of the cycle's first acknowledged write, under the load of ${report.concurrency} concurrent workers.`,
    `The database opened after every kill: first open ${report.firstOpenMs} ms, reopen min / median / max ${report.reopenMs.min} / ${report.reopenMs.median} / ${report.reopenMs.max} ms, after a clean shutdown ${report.cleanReopenMs} ms (process start to /healthz, including Node's start-up).`,
    ...(report.postgresRecoveryMs
      ? [
          `PostgreSQL was SIGKILLed with the server each time; its restart with crash recovery took min / median / max ${report.postgresRecoveryMs.min} / ${report.postgresRecoveryMs.median} / ${report.postgresRecoveryMs.max} ms.`,
        ]
      : []),
    '',
    '| writer | acknowledged | found | missing | refused |',
    '| --- | --- | --- | --- | --- |',
    ...report.writers.map(
      (w) => `| ${w.name} | ${w.keys.length} | ${w.found} | ${w.missing.length} | ${w.refused.length} |`,
    ),
    '',
  ];
  for (const w of report.writers) {
    for (const note of w.notes) lines.push(`- ${w.name}: ${note}`);
    for (const problem of w.missing.slice(0, 20)) lines.push(`- ${w.name} MISSING: ${problem}`);
    for (const problem of w.refused.slice(0, 20)) lines.push(`- ${w.name} REFUSED: ${problem}`);
  }
  lines.push('');
  return lines.join('\n');
}
