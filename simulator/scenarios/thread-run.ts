import type { ScenarioReport } from './report';
import type { RunOptions } from './runner';
import { tsWorker } from './ts-worker';

export type ThreadProgress = { done: number; total: number; failed: number };

/**
 * runScenarios in a worker thread (run-thread.ts) instead of on the caller's event loop: a run
 * from the control page generates, walks and checks thousands of paths, and on the server's own
 * thread every API call to the same instance waited behind them (issue 28: p95 99 ms against
 * ~2 ms idle). Answers the run's report; `onProgress` follows it.
 */
export function runInThread(
  options: Omit<Partial<RunOptions>, 'onProgress'>,
  onProgress: (p: ThreadProgress) => void,
): Promise<ScenarioReport> {
  const worker = tsWorker(new URL('./run-thread.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      done();
      // the in-process simulator of the run may leave timers behind: end the thread itself
      void worker.terminate();
    };
    worker.on('message', (m: { progress?: ThreadProgress; report?: ScenarioReport; crash?: string }) => {
      if (m.progress) onProgress(m.progress);
      if (m.report) settle(() => resolve(m.report as ScenarioReport));
      if (m.crash) settle(() => reject(new Error(m.crash)));
    });
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`the run's thread ended (exit code ${code})`))),
    );
    worker.postMessage(options);
  });
}
