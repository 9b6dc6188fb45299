import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_SESSION, MAX_SESSIONS } from '../store/session-values';
import { fromKept, SETUP_FORMAT, SETUP_VERSION, type SetupFile, setupProblem, toKept } from './setup-file';

/**
 * Setups that survive (issue 29): every session a control call changed is written to the data
 * folder (`<data>/setups/<session>.json`, setup-file.ts) — its seed, clock, fault and stub rules
 * and the snapshots taken from it — and comes back when the simulator starts again. The data
 * itself comes back from the seed (snapshot a session to keep what was done to it). Without a
 * data folder (an in-memory database, the tests) nothing is written.
 */

declare module 'fastify' {
  interface FastifyInstance {
    setups: SetupStore;
  }
}

/** Saves are gathered for this long: a burst of control calls writes each session once. */
const SAVE_AFTER_MS = 200;

const fileName = (session: string) => `${encodeURIComponent(session).replace(/:/g, '%3A')}.json`;

export class SetupStore {
  private readonly pending = new Set<string>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly app: FastifyInstance,
    /** where setups are kept; null: nowhere */
    readonly dir: string | null,
  ) {}

  /** The session's setup as one file; null for a session never used. */
  exportOf(session: string): SetupFile | null {
    const { app } = this;
    const used =
      app.stores.specOf(session) ||
      app.faultsOf(session).size ||
      app.stubsOf(session).size ||
      app.snapshots.takenFrom(session).length;
    if (!used) return null;
    // a session with rules but no data yet is opened (and seeded) to say which seed it has
    const seed = app.stores.specOf(session) ?? app.stores.get(session).seedSpec;
    if (!seed) return null;
    return {
      format: SETUP_FORMAT,
      version: SETUP_VERSION,
      session,
      exportedAt: new Date().toISOString(),
      seed,
      clock: app.clockOf(session).export(),
      faults: app.faultsOf(session).export(),
      stubs: app.stubsOf(session).export(),
      snapshots: app.snapshots.takenFrom(session).map(toKept),
    };
  }

  /** Puts a setup into `session` (an import, or a kept one at start): its data is seeded again
   * (at start, on first use; the default session's database file keeps its own), its clock,
   * rules and snapshots replace the session's. */
  apply(session: string, file: SetupFile, atStart = false): void {
    const { app } = this;
    if (!atStart) app.stores.reseed(session, file.seed);
    else if (session !== DEFAULT_SESSION) app.stores.plan(session, file.seed);
    app.clockOf(session).import(file.clock);
    app.faultsOf(session).import(file.faults);
    app.stubsOf(session).import(file.stubs);
    // an imported snapshot belongs to the session it was imported into
    for (const kept of file.snapshots) app.snapshots.put({ ...fromKept(kept), session });
  }

  /** Notes that a session's setup changed: it is written shortly (a no-op without a data folder). */
  changed(session: string): void {
    if (!this.dir) return;
    this.pending.add(session);
    this.timer ??= setTimeout(() => this.flush(), SAVE_AFTER_MS).unref();
  }

  /** Writes the changed sessions now (also when the simulator closes). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.dir) return;
    const sessions = [...this.pending];
    this.pending.clear();
    for (const session of sessions) {
      const file = this.exportOf(session);
      if (!file) continue;
      const path = join(this.dir, fileName(session));
      try {
        mkdirSync(this.dir, { recursive: true });
        // written beside it, then renamed over it: a stop mid-write leaves the old file or the new
        writeFileSync(`${path}.saving`, JSON.stringify(file));
        renameSync(`${path}.saving`, path);
      } catch (error) {
        this.app.log.warn({ err: error, session }, 'could not keep the session setup');
      }
    }
    if (sessions.length) this.prune();
  }

  /** The kept files, the most recently saved first. */
  private files(): Array<{ name: string; at: number }> {
    const dir = this.dir;
    if (!dir) return [];
    try {
      return readdirSync(dir)
        .filter((n) => n.endsWith('.json'))
        .map((name) => ({ name, at: statSync(join(dir, name)).mtimeMs }))
        .sort((a, b) => b.at - a.at);
    } catch {
      return [];
    }
  }

  /** As many files are kept as sessions are (MAX_SESSIONS): test runs against a simulator with a
   * data folder open sessions by the hundred, and the oldest setups go. */
  private prune(): void {
    for (const { name } of this.files().slice(MAX_SESSIONS + 1))
      rmSync(join(this.dir as string, name), { force: true });
  }

  /** Brings back the kept setups (the most recently saved first, as many as sessions are kept);
   * a file that cannot be read is named in the log and left alone. */
  load(): string[] {
    const dir = this.dir;
    if (!dir) return [];
    const loaded: string[] = [];
    // the default session and MAX_SESSIONS others; the oldest first, so the newest stay in the LRU
    for (const { name } of this.files()
      .slice(0, MAX_SESSIONS + 1)
      .reverse()) {
      try {
        const value: unknown = JSON.parse(readFileSync(join(dir, name), 'utf8'));
        const problem = setupProblem(value);
        if (problem) throw new Error('reason' in problem ? problem.reason : `format ${problem.newer}`);
        const file = value as SetupFile;
        this.apply(file.session, file, true);
        loaded.push(file.session);
      } catch (error) {
        this.app.log.warn({ err: error, file: name }, 'a kept session setup could not be read');
      }
    }
    return loaded;
  }
}

export interface SetupStoreOptions {
  dir: string | null;
}

export const setupStorePlugin = fp(
  async (app: FastifyInstance, options: SetupStoreOptions) => {
    const store = new SetupStore(app, options.dir);
    app.decorate('setups', store);
    const loaded = store.load();
    if (loaded.length) app.log.info({ sessions: loaded }, 'kept session setups brought back');
    // preClose: before the stores close (onClose), so the last changes are read and written
    app.addHook('preClose', async () => store.flush());
  },
  { name: 'setup-store', dependencies: ['store', 'clock', 'faults', 'stubs', 'snapshots'] },
);
