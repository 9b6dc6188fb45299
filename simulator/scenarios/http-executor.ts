import { DEFAULT_SEED_SPEC } from '../seed/sizes';
import type { PathExecutor } from './executor';
import type { ScenarioPath } from './generate';
import { call, HttpSimClient, type TokenCache } from './http-client';
import { TargetError } from './instance-check';
import { scenarioMachine } from './registry';
import { type JournalCall, type PathResult, runPath } from './run-path';
import type { AnyScenarioMachine } from './types';

/** The sessions of a run against an instance: `--session` itself for one worker, else `<session>-1…N`. */
export const laneSessions = (session: string, workers: number): string[] =>
  workers <= 1 ? [session] : Array.from({ length: workers }, (_, i) => `${session}-${i + 1}`);

interface ClockState {
  now: string;
  frozen: boolean;
  offsetMs: number;
  rate: number;
}

/**
 * One session of a running instance, walking paths one after another. On first use it is seeded
 * with the demo dataset the scenarios are written against (POST /__sim/seed — the tester's fault
 * rules and clock stay) and that data is kept as a snapshot. Before each path only the data comes
 * back (POST /__sim/reset/data from the snapshot), so a rule set before the run keeps firing in
 * every path; after it, the rules and clock the path itself set are taken back. A failing path
 * carries the session's journal entries of its calls.
 */
class Lane {
  private ready: Promise<void> | null = null;
  private clock: ClockState | null = null;
  private readonly snapshot: string;

  constructor(
    private readonly base: string,
    readonly session: string,
    private readonly tokens: TokenCache,
    private readonly lookup: (name: string) => AnyScenarioMachine,
  ) {
    this.snapshot = `scenarios.${session}`.slice(0, 64);
  }

  private api = () => new HttpSimClient(this.base, this.session, this.tokens);

  private async expect(what: string, pending: ReturnType<HttpSimClient['request']>, status: number) {
    const res = await pending;
    if (res.statusCode !== status)
      throw new TargetError(
        `${what} on session ${this.session}: ${res.statusCode} ${res.body.slice(0, 200)}`,
      );
    return res;
  }

  private prepare(): Promise<void> {
    this.ready ??= (async () => {
      const api = this.api();
      await this.expect(
        'POST /__sim/seed',
        api.request('POST', '/__sim/seed', { body: DEFAULT_SEED_SPEC }),
        200,
      );
      this.clock = (await this.expect('GET /__sim/clock', api.get('/__sim/clock'), 200)).json();
      const body = { id: this.snapshot };
      await this.expect('POST /__sim/snapshots', api.request('POST', '/__sim/snapshots', { body }), 201);
    })();
    this.ready.catch(() => {
      this.ready = null;
    });
    return this.ready;
  }

  /** The seeded data back; a snapshot dropped meanwhile (32 are kept) is taken again. */
  private async reloadData(api: HttpSimClient): Promise<void> {
    await this.prepare();
    const reload = () => api.request('POST', '/__sim/reset/data', { body: { snapshot: this.snapshot } });
    let res = await reload();
    if (res.statusCode === 404) {
      this.ready = null;
      await this.prepare();
      res = await reload();
    }
    if (res.statusCode !== 200)
      throw new TargetError(
        `POST /__sim/reset/data on session ${this.session}: ${res.statusCode} ${res.body}`,
      );
  }

  private async lastSeq(api: HttpSimClient): Promise<number> {
    const res = await this.expect('GET /__sim/journal', api.get('/__sim/journal?limit=1'), 200);
    return res.json().entries.at(-1)?.seq ?? 0;
  }

  /** The path's own calls in the session's journal (the runner's control calls left out). */
  private async journalSince(api: HttpSimClient, from: number): Promise<JournalCall[]> {
    const res = await api.get('/__sim/journal?kind=http');
    if (res.statusCode !== 200) return [];
    const entries = res.json().entries as Array<JournalCall & { url: string }>;
    return entries
      .filter((e) => e.seq > from && !e.url.startsWith('/__sim/'))
      .map(({ seq, method, url, status, fault }) => ({
        seq,
        method,
        url,
        status,
        ...(fault ? { fault } : {}),
      }));
  }

  /** Takes back what the path set beside the data: its own fault rules, its clock. */
  private async undo(api: HttpSimClient): Promise<void> {
    for (const id of api.addedRules) await api.request('DELETE', `/__sim/faults/${id}`);
    const clock = this.clock;
    if (!api.clockTouched || !clock) return;
    if (clock.frozen) {
      await api.request('PUT', '/__sim/clock', { body: { at: clock.now } });
      return;
    }
    await api.request('PUT', '/__sim/clock', { body: { at: null } });
    if (clock.offsetMs)
      await api.request('POST', '/__sim/clock/advance', { body: { ms: Math.round(clock.offsetMs) } });
    if (clock.rate !== 1) await api.request('PUT', '/__sim/clock/rate', { body: { rate: clock.rate } });
  }

  async run(path: ScenarioPath): Promise<PathResult> {
    const api = this.api();
    await this.reloadData(api);
    const from = await this.lastSeq(api);
    let result: PathResult;
    try {
      result = await runPath(this.lookup(path.machine), path, api);
    } finally {
      await this.undo(api);
    }
    if (!result.ok) result.journal = { from, calls: await this.journalSince(api, from) };
    return result;
  }

  async close(): Promise<void> {
    if (this.ready) await call(this.base, 'DELETE', `/__sim/snapshots/${this.snapshot}`, {}).catch(() => {});
  }
}

/**
 * Paths against a running simulator (`npm run scenarios -- --url`): one lane per session, each
 * walking one path at a time; `size` lanes walk in parallel (the instance does the work, so they
 * are async calls in this thread, not worker threads).
 */
export class HttpExecutor implements PathExecutor {
  private readonly lanes: Lane[];
  private readonly free: Lane[];
  private readonly waiting: Array<(lane: Lane) => void> = [];

  constructor(
    base: string,
    sessions: string[],
    lookup: (name: string) => AnyScenarioMachine = scenarioMachine,
    tokens: TokenCache = new Map(),
  ) {
    this.lanes = sessions.map((s) => new Lane(base, s, tokens, lookup));
    this.free = [...this.lanes];
  }

  private acquire(): Promise<Lane> {
    const lane = this.free.shift();
    return lane ? Promise.resolve(lane) : new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(lane: Lane): void {
    const next = this.waiting.shift();
    if (next) next(lane);
    else this.free.push(lane);
  }

  async run(path: ScenarioPath): Promise<PathResult> {
    const lane = await this.acquire();
    try {
      return await lane.run(path);
    } finally {
      this.release(lane);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.lanes.map((l) => l.close()));
  }
}
