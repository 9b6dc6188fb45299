import type { DistanceMatrix } from './distance';
import type { Tour } from './tour';

/**
 * Local search over a Tour: 2-opt and Or-opt (segments of 1–3 nodes, either orientation), each
 * move looked for only among a node's K nearest neighbours, with a work queue of nodes whose
 * edges changed ("don't-look bits"). First improvement; stops at a local optimum.
 */
const EPS = 1e-9;
const OR_OPT_MAX = 3;

/** The K nearest other nodes of each node, nearest first (insertion into a K-slot list). */
export function neighbourLists({ n, m }: DistanceMatrix, k: number): Int32Array[] {
  const size = Math.min(k, n - 1);
  return Array.from({ length: n }, (_, i) => {
    const ids = new Int32Array(size);
    const ds = new Float64Array(size).fill(Number.POSITIVE_INFINITY);
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const d = m[i * n + j];
      if (d >= ds[size - 1]) continue;
      let s = size - 1;
      while (s > 0 && ds[s - 1] > d) {
        ds[s] = ds[s - 1];
        ids[s] = ids[s - 1];
        s--;
      }
      ds[s] = d;
      ids[s] = j;
    }
    return ids;
  });
}

export class LocalSearch {
  private readonly queue: number[] = [];
  private readonly queued: Uint8Array;

  constructor(
    private readonly t: Tour,
    private readonly nb: Int32Array[],
  ) {
    this.queued = new Uint8Array(t.n);
  }

  push(...nodes: number[]): void {
    for (const a of nodes)
      if (!this.queued[a]) {
        this.queued[a] = 1;
        this.queue.push(a);
      }
  }

  /** Runs until no queued node has an improving move. */
  run(): void {
    while (this.queue.length > 0) {
      const a = this.queue.pop() as number;
      this.queued[a] = 0;
      if (this.twoOpt(a) || this.orOpt(a)) this.push(a);
    }
  }

  private twoOpt(a: number): boolean {
    const t = this.t;
    for (const forward of [true, false]) {
      const b = forward ? t.succ(a) : t.pred(a);
      const dab = t.d(a, b);
      for (const c of this.nb[a]) {
        const dac = t.d(a, c);
        if (dac >= dab - EPS) break;
        const e = forward ? t.succ(c) : t.pred(c);
        if (c === b || e === a) continue;
        const delta = dac + t.d(b, e) - dab - t.d(c, e);
        if (delta < -EPS) {
          // forward: a b … c e → a c … b e ; backward: e c … b a → e b … c a
          if (forward) t.reverse(b, c);
          else t.reverse(c, b);
          this.push(a, b, c, e);
          return true;
        }
      }
    }
    return false;
  }

  /** Moves the segment starting (or ending) at `a` next to one of its neighbours. */
  private orOpt(a: number): boolean {
    const t = this.t;
    if (t.n < 5) return false;
    for (let len = 1; len <= OR_OPT_MAX && len < t.n - 2; len++) {
      let last = a;
      for (let k = 1; k < len; k++) last = t.succ(last);
      const p = t.pred(a);
      const x = t.succ(last);
      const removeGain = t.d(p, a) + t.d(last, x) - t.d(p, x);
      if (removeGain <= EPS) continue;
      for (const end of len === 1 ? [a] : [a, last]) {
        for (const c of this.nb[end]) {
          if (t.d(end, c) >= removeGain - EPS) break;
          if (this.inSegment(c, a, len)) continue;
          // insert between c and its successor, or its predecessor and c, end touching c
          for (const u of [c, t.pred(c)]) {
            const v = t.succ(u);
            if (this.inSegment(u, a, len) || this.inSegment(v, a, len)) continue;
            // orientation: u first … last v  or  u last … first v
            const straight = t.d(u, a) + t.d(last, v) - t.d(u, v);
            const flipped = t.d(u, last) + t.d(a, v) - t.d(u, v);
            const reversed = flipped < straight;
            const add = reversed ? flipped : straight;
            if (add < removeGain - EPS) {
              t.moveSegment(a, last, u, reversed);
              this.push(p, x, u, v, a, last);
              return true;
            }
          }
        }
      }
    }
    return false;
  }

  private inSegment(c: number, first: number, len: number): boolean {
    const t = this.t;
    const offset = (t.pos[c] - t.pos[first] + t.n) % t.n;
    return offset < len;
  }
}
