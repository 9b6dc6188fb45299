import type { DistanceMatrix } from './distance';

/**
 * A closed tour over the matrix's nodes as an array with each node's position, the
 * representation 2-opt and Or-opt need: succ/pred in O(1), a segment reversal in O(length),
 * reversing the shorter side (the cycle is the same read either way).
 */
export class Tour {
  readonly n: number;
  readonly order: Int32Array;
  readonly pos: Int32Array;
  private readonly m: Float64Array;

  constructor(matrix: DistanceMatrix, order: ArrayLike<number>) {
    this.n = matrix.n;
    this.m = matrix.m;
    this.order = Int32Array.from(order);
    this.pos = new Int32Array(this.n);
    this.reindex();
  }

  reindex(): void {
    for (let i = 0; i < this.n; i++) this.pos[this.order[i]] = i;
  }

  d(a: number, b: number): number {
    return this.m[a * this.n + b];
  }

  succ(a: number): number {
    const p = this.pos[a] + 1;
    return this.order[p === this.n ? 0 : p];
  }

  pred(a: number): number {
    const p = this.pos[a] - 1;
    return this.order[p < 0 ? this.n - 1 : p];
  }

  length(): number {
    let total = 0;
    for (let i = 0; i < this.n; i++) total += this.d(this.order[i], this.order[(i + 1) % this.n]);
    return total;
  }

  /** Reverses the path from node `from` forward to node `to` (inclusive). */
  reverse(from: number, to: number): void {
    const n = this.n;
    let i = this.pos[from];
    let j = this.pos[to];
    let inner = ((j - i + n) % n) + 1;
    if (inner * 2 > n) {
      // the complement, from succ(to) to pred(from), gives the same cycle and is shorter
      const ni = (j + 1) % n;
      j = (i - 1 + n) % n;
      i = ni;
      inner = n - inner;
    }
    for (let k = 0; k < inner >> 1; k++) {
      const a = this.order[i];
      const b = this.order[j];
      this.order[i] = b;
      this.pos[b] = i;
      this.order[j] = a;
      this.pos[a] = j;
      i = i + 1 === n ? 0 : i + 1;
      j = j === 0 ? n - 1 : j - 1;
    }
  }

  /** Moves the forward segment first..last between `u` and its successor, reversed when asked. */
  moveSegment(first: number, last: number, u: number, reversed: boolean): void {
    const n = this.n;
    const segment: number[] = [];
    for (let c = first; ; c = this.succ(c)) {
      segment.push(c);
      if (c === last) break;
    }
    if (reversed) segment.reverse();
    const out: number[] = [];
    // the rest of the cycle, starting after the segment
    for (let c = this.succ(last), k = 0; k < n - segment.length; k++, c = this.succ(c)) {
      out.push(c);
      if (c === u) out.push(...segment);
    }
    this.order.set(out);
    this.reindex();
  }

  /** The tour read from `start`. */
  from(start: number): number[] {
    const p = this.pos[start];
    return Array.from({ length: this.n }, (_, k) => this.order[(p + k) % this.n]);
  }
}
