import { Worker } from 'node:worker_threads';
import type { PathExecutor } from './executor';
import type { ScenarioPath } from './generate';
import type { PathResult } from './run-path';

interface Job {
  path: ScenarioPath;
  resolve: (result: PathResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

/**
 * Paths in parallel: `size` worker threads, each with its own in-process simulator (worker.ts).
 * The workers run TypeScript: on Node 20 a worker's entry is loaded before `--import` hooks
 * apply, so the entry is a one-line loader that imports worker.ts through tsx's API (as bench/ does).
 */
export class WorkerPool implements PathExecutor {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly started: Promise<void>;

  constructor(size: number) {
    const workerUrl = new URL('./worker.ts', import.meta.url).href;
    const loader = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(workerUrl)}, ${JSON.stringify(import.meta.url)}))`;
    const ready: Array<Promise<void>> = [];
    for (let i = 0; i < size; i++) {
      const worker = new Worker(loader, { eval: true });
      const slot: Slot = { worker, job: null };
      this.slots.push(slot);
      ready.push(
        new Promise((resolve, reject) => {
          worker.once('error', reject);
          const onReady = (m: { ready?: boolean }) => {
            if (!m.ready) return;
            worker.off('message', onReady);
            resolve();
          };
          worker.on('message', onReady);
        }),
      );
      worker.on('message', (m: { result?: PathResult; crash?: string }) => {
        const job = slot.job;
        if (!job || (!m.result && !m.crash)) return;
        slot.job = null;
        if (m.result) job.resolve(m.result);
        else job.reject(new Error(m.crash));
        this.dispatch();
      });
      worker.on('error', (error) => {
        slot.job?.reject(error);
        slot.job = null;
      });
    }
    this.started = Promise.all(ready).then(() => this.dispatch());
  }

  run(path: ScenarioPath): Promise<PathResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ path, resolve, reject });
      void this.started.then(() => this.dispatch());
    });
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.job || !this.queue.length) continue;
      slot.job = this.queue.shift() ?? null;
      slot.worker.postMessage({ path: slot.job?.path });
    }
  }

  async close(): Promise<void> {
    await Promise.all(
      this.slots.map(
        (slot) =>
          new Promise<void>((resolve) => {
            slot.worker.once('exit', () => resolve());
            slot.worker.postMessage({ stop: true });
          }),
      ),
    );
  }
}
