import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { generateDataset } from '../seed/generate';
import { DEFAULT_SEED_SPEC, type SeedSpec } from '../seed/sizes';
import { DEFAULT_SESSION, SessionValues } from './session-values';
import { Store } from './store';

export { DEFAULT_SESSION } from './session-values';

export interface StoreRegistryOptions {
  /** database file of the default session; other sessions are always in memory */
  defaultPath: string;
  /** explicit seed/size: a default-session file seeded otherwise is reseeded with these */
  seed?: number;
  size?: SeedSpec['size'];
}

/**
 * One store per simulator session (DESIGN §5: state is isolated per `x-sim-session`, so parallel
 * test workers never see each other). Each store is opened and seeded on first use.
 */
export class StoreRegistry {
  private readonly stores = new SessionValues<Store>((store) => store.close());
  private readonly spec: SeedSpec;
  private readonly explicit: boolean;
  /** sessions not opened yet whose first use seeds with a kept spec (plugins/setup-store.ts) */
  private readonly planned = new Map<string, SeedSpec>();

  constructor(private readonly options: StoreRegistryOptions) {
    this.spec = {
      seed: options.seed ?? DEFAULT_SEED_SPEC.seed,
      size: options.size ?? DEFAULT_SEED_SPEC.size,
    };
    this.explicit = options.seed !== undefined || options.size !== undefined;
  }

  get(session: string): Store {
    const found = this.stores.get(session);
    if (found) return found;
    const store = Store.open(session === DEFAULT_SESSION ? this.options.defaultPath : ':memory:');
    const current = store.seedSpec;
    const planned = this.planned.get(session);
    this.planned.delete(session);
    // A file store keeps its data across restarts unless a different seed is asked for explicitly.
    const stale =
      !current || (this.explicit && (current.seed !== this.spec.seed || current.size !== this.spec.size));
    if (planned && !current) store.load(generateDataset(planned), planned);
    else if (stale) store.load(generateDataset(this.spec), this.spec);
    this.stores.set(session, store);
    return store;
  }

  /** GET /__sim/sessions: the open sessions and the seed their data comes from. */
  sessions(): { session: string; seed: number; size: SeedSpec['size'] }[] {
    const open = this.stores
      .entries()
      .map(([session, store]) => ({ session, ...(store.seedSpec ?? this.spec) }));
    return [...open, ...[...this.planned].map(([session, spec]) => ({ session, ...spec }))];
  }

  /** A kept session (plugins/setup-store.ts): seeded with `spec` when first used, listed until then. */
  plan(session: string, spec: SeedSpec): void {
    if (this.stores.get(session)) this.reseed(session, spec);
    else this.planned.set(session, spec);
  }

  /** The seed of a session's data, without opening it; null for a session never used. */
  specOf(session: string): SeedSpec | null {
    const store = this.stores.get(session);
    return store ? (store.seedSpec ?? this.spec) : (this.planned.get(session) ?? null);
  }

  /** POST /__sim/seed: replaces the session's data with a fresh dataset. */
  reseed(session: string, spec: SeedSpec): void {
    this.get(session).load(generateDataset(spec), spec);
  }

  /** POST /__sim/reset: back to the data of the session's last seed. */
  reset(session: string): SeedSpec {
    const store = this.get(session);
    const spec = store.seedSpec ?? this.spec;
    store.load(generateDataset(spec), spec);
    return spec;
  }

  /** The session's whole database as bytes (a snapshot). */
  image(session: string): Buffer {
    return this.get(session).image();
  }

  /** Replaces the session's data with a snapshot's bytes. The default session's file is
   * rewritten, so it keeps persisting; other sessions get an in-memory copy. */
  restore(session: string, image: Buffer): void {
    const fileBacked = session === DEFAULT_SESSION && this.options.defaultPath !== ':memory:';
    this.stores.get(session)?.close();
    if (fileBacked) {
      const path = this.options.defaultPath;
      for (const suffix of ['-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
      // written beside it, then renamed over it: a process killed mid-restore leaves the old
      // database or the new one, never a half-written file (issue 18 "nothing lost")
      writeFileSync(`${path}.restoring`, image);
      renameSync(`${path}.restoring`, path);
    }
    this.stores.set(session, fileBacked ? Store.open(this.options.defaultPath) : Store.fromImage(image));
  }

  closeAll(): void {
    for (const store of this.stores.values()) store.close();
    this.stores.clear();
  }
}
