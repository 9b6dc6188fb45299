import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { ClockSetting } from './clock';
import type { FaultRuleInput } from './fault-rules';
import type { StubRuleInput } from './stub-rules';

/**
 * Snapshots of a simulator session's whole state (DESIGN §5): its database bytes, its clock
 * setting, its fault rules and its stub rules (the journal is a log, not state, and is not kept). Snapshots are
 * shared by every session: a test prepares one session, snapshots it, and restores it into a
 * fresh session per path. Restoring costs a few milliseconds (SQLite's deserialize), against
 * hundreds for seeding.
 */
export interface Snapshot {
  id: string;
  /** the session it was taken from */
  session: string;
  /** wall-clock time it was taken */
  takenAt: string;
  image: Buffer;
  digest: string;
  clock: ClockSetting;
  faults: FaultRuleInput[];
  stubs: StubRuleInput[];
}

export type SnapshotInfo = Omit<Snapshot, 'image' | 'clock' | 'faults' | 'stubs'> & {
  bytes: number;
  faults: number;
  stubs: number;
  clock: ClockSetting;
};

const MAX_SNAPSHOTS = 32;

export const digestOf = (image: Buffer) => createHash('sha1').update(image).digest('hex');

export class SnapshotStore {
  /** the least recently used snapshot goes first when there are too many */
  private readonly snapshots = new LRUCache<string, Snapshot>({ max: MAX_SNAPSHOTS });
  private next = 1;

  constructor(private readonly app: FastifyInstance) {}

  /** Takes a snapshot of `session`; `id` names it (an existing one of that name is replaced). */
  take(session: string, id?: string): SnapshotInfo {
    const image = this.app.stores.image(session);
    const snapshot: Snapshot = {
      id: id ?? `snap-${this.next++}`,
      session,
      takenAt: new Date().toISOString(),
      image,
      digest: digestOf(image),
      clock: this.app.clockOf(session).export(),
      faults: this.app.faultsOf(session).export(),
      stubs: this.app.stubsOf(session).export(),
    };
    this.snapshots.set(snapshot.id, snapshot);
    return info(snapshot);
  }

  /** Puts snapshot `id` into `session` (data, clock, fault and stub rules); false when there is no such snapshot. */
  restore(id: string, session: string): boolean {
    const snapshot = this.snapshots.get(id);
    if (!snapshot) return false;
    this.app.stores.restore(session, snapshot.image);
    this.app.clockOf(session).import(snapshot.clock);
    this.app.faultsOf(session).import(snapshot.faults);
    this.app.stubsOf(session).import(snapshot.stubs);
    return true;
  }

  /** Puts only snapshot `id`'s data into `session`: its clock and fault rules stay as they are
   * (POST /__sim/reset/data, a scenario run between paths). False when there is no such snapshot. */
  restoreData(id: string, session: string): boolean {
    const snapshot = this.snapshots.get(id);
    if (!snapshot) return false;
    this.app.stores.restore(session, snapshot.image);
    return true;
  }

  get(id: string): SnapshotInfo | null {
    const snapshot = this.snapshots.get(id);
    return snapshot ? info(snapshot) : null;
  }

  list(): SnapshotInfo[] {
    // least recently used first
    return [...this.snapshots.values()].reverse().map(info);
  }

  remove(id: string): boolean {
    return this.snapshots.delete(id);
  }

  /** The snapshots taken from `session`, whole (a kept or exported setup, setup-store.ts). */
  takenFrom(session: string): Snapshot[] {
    return [...this.snapshots.values()].reverse().filter((s) => s.session === session);
  }

  /** Keeps a snapshot brought back from a kept or imported setup, as it was taken. */
  put(snapshot: Snapshot): void {
    this.snapshots.set(snapshot.id, snapshot);
  }
}

function info({ image, faults, stubs, ...rest }: Snapshot): SnapshotInfo {
  return { ...rest, bytes: image.length, faults: faults.length, stubs: stubs.length };
}

declare module 'fastify' {
  interface FastifyInstance {
    snapshots: SnapshotStore;
  }
}

export const snapshotsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('snapshots', new SnapshotStore(app));
  },
  { name: 'snapshots', dependencies: ['store', 'clock', 'faults', 'stubs'] },
);
