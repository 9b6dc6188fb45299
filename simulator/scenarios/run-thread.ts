import { parentPort } from 'node:worker_threads';
import { buildApp } from '../app';
import { buildReport } from './report';
import { type RunOptions, runScenarios } from './runner';

/**
 * A control page run's API level in a thread of its own (thread-run.ts), so the simulator that
 * serves the page keeps answering its API while paths run (issue 28): options in; progress (at
 * most every 100 ms) and the report out.
 */
type ThreadOptions = Omit<Partial<RunOptions>, 'onProgress'>;

parentPort?.once('message', async (options: ThreadOptions) => {
  let last = 0;
  try {
    const result = await runScenarios({
      ...options,
      makeApp: () => buildApp({ dbPath: ':memory:' }),
      onProgress: (p) => {
        const now = performance.now();
        if (p.done < p.total && now - last < 100) return;
        last = now;
        parentPort?.postMessage({ progress: { done: p.done, total: p.total, failed: p.failed } });
      },
    });
    parentPort?.postMessage({ report: buildReport(result) });
  } catch (error) {
    parentPort?.postMessage({ crash: error instanceof Error ? error.message : String(error) });
  }
  // the caller ends the thread once it has the answer (thread-run.ts)
});
