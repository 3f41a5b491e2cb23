import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/**
 * Where the machine allows (taskset, two cores or more), re-runs this script on cpu 1 and answers
 * 0, the cpu the servers under test get; elsewhere answers undefined and everything shares the cpus.
 */
export function pinLoadGenerator(): number | undefined {
  const pinned = fs.existsSync('/usr/bin/taskset') && os.cpus().length >= 2;
  if (!pinned) return undefined;
  if (!process.env.BENCH_PINNED) {
    const child = spawnSync(
      '/usr/bin/taskset',
      ['-c', '1', process.execPath, ...process.execArgv, ...process.argv.slice(1)],
      { stdio: 'inherit', env: { ...process.env, BENCH_PINNED: '1' } },
    );
    process.exit(child.status ?? 1);
  }
  return 0;
}
