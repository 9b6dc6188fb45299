import { Worker } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module of this folder. On Node 20 a worker's entry is
 * loaded before `--import` hooks apply, so the entry is a one-line loader that imports the module
 * through tsx's API (as bench/ does).
 */
export function tsWorker(module: URL): Worker {
  const loader = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(module.href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(loader, { eval: true });
}
