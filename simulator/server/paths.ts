import { fileURLToPath } from 'node:url';

/** Repository-relative locations, independent of the directory the simulator is started from. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DEFAULT_DB_PATH = fileURLToPath(new URL('../../data/sim.db', import.meta.url));
export const DIST_DIR = fileURLToPath(new URL('../../dist', import.meta.url));
