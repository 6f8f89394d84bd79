// Counting marked positions in O(log n): a binary indexed (Fenwick) tree over 0..size-1.
//
// Punycode (RFC 3492) describes both directions with a scan of the whole label per
// distinct code point (encoding) and an insertion into the output per code point
// (decoding): quadratic in the label's length. The URL Standard puts no bound on a
// label's length, so src/punycode.ts computes the same numbers with these counts instead:
// "how many marked positions lie before p" (encoding) and "which is the k-th free
// position" (decoding).

/** A set of positions 0..size-1 with rank and select in O(log size). */
export class PositionCounter {
  private readonly tree: Int32Array;
  private readonly size: number;
  /** The largest power of two ≤ size (the first step of select's descent). */
  private readonly topBit: number;

  constructor(size: number) {
    this.size = size;
    this.tree = new Int32Array(size + 1);
    let top = 1;
    while (top * 2 <= size) top *= 2;
    this.topBit = top;
  }

  // One instance for the life of the class. Punycode makes a counter per call and drops
  // it; when a major collection finds none alive, V8 frees the hidden class and
  // deoptimizes every function that embeds it (`--trace-deopt`: "embedded weak objects
  // cleared"), Punycode included, after every full GC. Holding one keeps the class alive.
  // eslint-disable-next-line no-unused-private-class-members -- held, never read
  static #shapeAnchor: PositionCounter | null = null;

  static {
    PositionCounter.#shapeAnchor ??= new PositionCounter(1);
  }

  /** Marks every position (in O(size)): select then finds free positions of a full set. */
  fill(): void {
    const t = this.tree;
    for (let i = 1; i <= this.size; i++) {
      t[i] = (t[i] as number) + 1;
      const parent = i + (i & -i);
      if (parent <= this.size) t[parent] = (t[parent] as number) + (t[i] as number);
    }
  }

  /** Adds `delta` (+1 to mark, -1 to unmark) at `position`. */
  add(position: number, delta: number): void {
    const t = this.tree;
    for (let i = position + 1; i <= this.size; i += i & -i) t[i] = (t[i] as number) + delta;
  }

  /** The number of marked positions before `position`. */
  countBefore(position: number): number {
    const t = this.tree;
    let sum = 0;
    for (let i = position; i > 0; i -= i & -i) sum += t[i] as number;
    return sum;
  }

  /** The position of the k-th marked position (k from 0); k must be below the count. */
  select(k: number): number {
    const t = this.tree;
    let position = 0;
    for (let step = this.topBit; step > 0; step >>= 1) {
      const next = position + step;
      if (next <= this.size && (t[next] as number) <= k) {
        position = next;
        k -= t[next] as number;
      }
    }
    return position;
  }
}
