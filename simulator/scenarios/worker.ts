import { parentPort, threadId } from 'node:worker_threads';
import { buildApp } from '../app';
import { InlineExecutor } from './executor';
import type { ScenarioPath } from './generate';

/** A worker thread of the scenario runner (runner.ts): its own simulator, paths in, results out. */
const executor = new InlineExecutor(() => buildApp({ dbPath: ':memory:' }), `w${threadId}`);

parentPort?.on('message', async (message: { path?: ScenarioPath; stop?: true }) => {
  if (message.stop) {
    await executor.close();
    process.exit(0);
  }
  if (!message.path) return;
  try {
    parentPort?.postMessage({ result: await executor.run(message.path) });
  } catch (error) {
    parentPort?.postMessage({
      crash: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
parentPort?.postMessage({ ready: true });
