import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export const E2E_DIR = path.resolve(here, '..');
export const REPO_ROOT = path.resolve(E2E_DIR, '..');
/** Screenshots and service logs (git-ignored). */
export const ARTIFACTS_DIR = path.join(E2E_DIR, 'artifacts');
