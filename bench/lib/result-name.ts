import { execFileSync } from 'node:child_process';
import { repoRoot } from './processes';

/**
 * The file name (without extension) of a run's results: `<name>-<date>-<commit>`, e.g.
 * `catalog-2026-11-25-bd1b4eb`, the day it ran (UTC) and the commit it measured (`-dirty` when tracked
 * files had changes), so a run never overwrites another and each figure names the code behind it.
 */
export function resultName(name: string, now = new Date()): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  let commit = 'no-git';
  try {
    commit = git('rev-parse', '--short=7', 'HEAD');
    if (git('status', '--porcelain', '--untracked-files=no') !== '') commit += '-dirty';
  } catch {
    // Not a git checkout (an exported tree): the date alone, and say so.
  }
  return `${name}-${now.toISOString().slice(0, 10)}-${commit}`;
}
