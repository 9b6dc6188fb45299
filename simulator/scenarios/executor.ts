import type { FastifyInstance } from 'fastify';
import type { ScenarioPath } from './generate';
import { scenarioMachine } from './registry';
import { type PathResult, runPath } from './run-path';
import { SimClient } from './sim-client';
import type { AnyScenarioMachine } from './types';

export const BASE_SNAPSHOT = 'scenario-base';

/** Runs paths one after another against its own in-process simulator. */
export interface PathExecutor {
  run(path: ScenarioPath): Promise<PathResult>;
  close(): Promise<void>;
}

/** How an executor gets its in-memory simulator: `() => buildApp({ dbPath: ':memory:' })`, given
 * by the entry point (cli, a worker thread, a test) — the runner does not import the app, which
 * serves the runner itself (/__sim/scenarios): no import cycle through app.ts (issue 34). */
export type MakeApp = () => FastifyInstance;

/**
 * One in-memory simulator, seeded once into a base session and snapshotted; every path runs in a
 * fresh session restored from that snapshot (a few milliseconds, against hundreds for seeding),
 * so paths never see each other's changes.
 */
export class InlineExecutor implements PathExecutor {
  private app: FastifyInstance | null = null;
  private ready: Promise<FastifyInstance> | null = null;
  private next = 0;

  constructor(
    private readonly makeApp: MakeApp,
    private readonly prefix = `p${process.pid}`,
    private readonly lookup: (name: string) => AnyScenarioMachine = scenarioMachine,
  ) {}

  private start(): Promise<FastifyInstance> {
    this.ready ??= (async () => {
      const app = this.makeApp();
      await app.ready();
      const base = new SimClient(app, BASE_SNAPSHOT);
      const seeded = await base.request('POST', '/__sim/reset');
      if (seeded.statusCode !== 200) throw new Error(`seeding the base session: ${seeded.statusCode}`);
      const snap = await base.request('POST', '/__sim/snapshots', { body: { id: BASE_SNAPSHOT } });
      if (snap.statusCode !== 201) throw new Error(`snapshot of the base session: ${snap.statusCode}`);
      this.app = app;
      return app;
    })();
    return this.ready;
  }

  /** Paths run one at a time: a session's store could otherwise be dropped (64 at most) mid-path. */
  private queue: Promise<unknown> = Promise.resolve();

  run(path: ScenarioPath): Promise<PathResult> {
    const result = this.queue.then(() => this.runNow(path));
    this.queue = result.catch(() => {});
    return result;
  }

  private async runNow(path: ScenarioPath): Promise<PathResult> {
    const app = await this.start();
    this.next += 1;
    const api = new SimClient(app, `${this.prefix}-${this.next}`);
    await api.restore(BASE_SNAPSHOT);
    return runPath(this.lookup(path.machine), path, api);
  }

  async close(): Promise<void> {
    await this.app?.close();
  }
}
