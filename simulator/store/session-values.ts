import { LRUCache } from 'lru-cache';

/** The simulator session used when a request carries no `x-sim-session` header. */
export const DEFAULT_SESSION = 'default';

/** Sessions besides the default one that keep their state at a time (test workers come and go). */
export const MAX_SESSIONS = 64;

/**
 * One value per simulator session (DESIGN §5: store, journal, faults and clock are isolated per
 * `x-sim-session`). The default session's value is kept for good; the other sessions' values live
 * in a least-recently-used cache (lru-cache) of MAX_SESSIONS, so the state of workers that went
 * away does not grow without bound. `onEvict` is told of a value the cache dropped.
 */
export class SessionValues<V extends {}> {
  private kept: V | undefined;
  private readonly others: LRUCache<string, V>;

  constructor(onEvict?: (value: V) => void) {
    this.others = new LRUCache<string, V>({
      max: MAX_SESSIONS,
      dispose: (value, _session, reason) => {
        if (reason === 'evict') onEvict?.(value);
      },
    });
  }

  get(session: string): V | undefined {
    return session === DEFAULT_SESSION ? this.kept : this.others.get(session);
  }

  set(session: string, value: V): void {
    if (session === DEFAULT_SESSION) this.kept = value;
    else this.others.set(session, value);
  }

  /** The session's value, made by `create` on first use. */
  of(session: string, create: () => V): V {
    let value = this.get(session);
    if (value === undefined) {
      value = create();
      this.set(session, value);
    }
    return value;
  }

  /** Each session with its value, the default one first. */
  entries(): [string, V][] {
    const others = [...this.others.entries()];
    return this.kept === undefined ? others : [[DEFAULT_SESSION, this.kept], ...others];
  }

  values(): V[] {
    return this.kept === undefined ? [...this.others.values()] : [this.kept, ...this.others.values()];
  }

  clear(): void {
    this.kept = undefined;
    this.others.clear();
  }
}
