import type { Worker } from 'node:worker_threads';
import type { PathExecutor } from './executor';
import type { ScenarioPath } from './generate';
import type { PathResult } from './run-path';
import { tsWorker } from './ts-worker';

interface Job {
  path: ScenarioPath;
  resolve: (result: PathResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

/** Paths in parallel: `size` worker threads, each with its own in-process simulator (worker.ts). */
export class WorkerPool implements PathExecutor {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly started: Promise<void>;

  constructor(size: number) {
    const ready: Array<Promise<void>> = [];
    for (let i = 0; i < size; i++) {
      const worker = tsWorker(new URL('./worker.ts', import.meta.url));
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
