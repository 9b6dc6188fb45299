/** A Map that keeps at most `capacity` entries, evicting the least recently used one (per-session
 * stores and journals must not grow without bound when many test workers come and go). */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(
    private readonly capacity: number,
    private readonly onEvict: (key: K, value: V) => void = () => {},
    /** keys never evicted (the default session) */
    private readonly pinned: (key: K) => boolean = () => false,
  ) {}

  /** the most recently used key: a run of calls for one session skips the reordering */
  private newest: K | undefined;

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined && key !== this.newest) {
      // re-insert: Map iteration order is insertion order, so the first key is the oldest
      this.entries.delete(key);
      this.entries.set(key, value);
      this.newest = key;
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    this.newest = key;
    if (this.entries.size > this.capacity) this.evictOldest();
  }

  delete(key: K): boolean {
    if (key === this.newest) this.newest = undefined;
    return this.entries.delete(key);
  }

  values(): IterableIterator<V> {
    return this.entries.values();
  }

  clear(): void {
    this.entries.clear();
    this.newest = undefined;
  }

  private evictOldest(): void {
    for (const [key, value] of this.entries) {
      if (this.pinned(key)) continue;
      this.entries.delete(key);
      this.onEvict(key, value);
      return;
    }
  }
}
