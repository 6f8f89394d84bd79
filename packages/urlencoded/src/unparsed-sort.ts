// The sort of a name-value list still in its urlencoded form (URLSearchParams#sort() of a
// long query it has not parsed), in memory bounded by a constant beyond the input and the
// output. A parsed list keeps two strings and two pointers per tuple (11× a 100 MB query
// of distinct names at its peak, sorted and serialized; 15× one of two names): here the
// query is read in passes, one range of names at a time, keeping only where that range's
// tuples start, in typed arrays (outside the JavaScript heap: they never grow its young
// generation). A tuple is named by where it starts: it ends at the next "&" (or the end),
// its name at its first "=" (or the tuple's end).
import { codeUnitAt } from './code-unit';
import { indexOrLength } from './urlencoded-parser';
import { decodeStringPiece } from './urlencoded-piece-decoder';
import { formEncodeUTF8 } from './urlencoded-percent-encode';
import { unparsedSerializationFits } from './serialized-length';

/** Decodes the output's bytes (ASCII: any UTF-8 decoder gives them back as they are). */
const ascii = /* @__PURE__ */ new TextDecoder();
/** Tuples sampled per range to choose the ranges' bounds. */
const SAMPLES = 64;
/** Bytes of output decoded into one string at a time. */
const JOIN = 1_048_576; // 2^20 (a literal: a bundle without this module then drops it)
/**
 * Code units of tuples a range is meant to hold: 12 passes over a 100 MB query, keeping
 * about 4 MB of starts and as much room to sort them (measured on 10 million distinct
 * names: 6.1 s and 2.84× its size at its peak; half the span, 8.5 s and 2.88×).
 */
const SPAN = 8_388_608; // 2^23

/**
 * The output of https://url.spec.whatwg.org/#concept-urlencoded-serializer (UTF-8) on the
 * list the urlencoded string parser makes of `input`, after
 * https://url.spec.whatwg.org/#dom-urlsearchparams-sort step 1 (whose parse is that sorted
 * list), without making the list, in about `input.length / span` passes over it.
 *
 * The names of tuples at random positions bound ranges of names expected to hold about
 * `span` code units of tuples each. Each pass reads every tuple, keeps where the ones in
 * its range start, sorts those by name (a stable merge sort of starts in list order) and
 * writes them; then it writes the tuples named as the range's upper bound, in list order
 * without keeping them (so a name that fills much of the list, or a list of few names, is
 * never kept). The sample decides how much memory a pass takes, never the result. Names
 * are compared by code units (#code-unit-less-than), in place where they need no decoding.
 * Slower than parsing and sorting a short list: for long ones. Null, before any of the
 * work, when the serialization would be longer than this engine's maximum string length
 * (the caller sorts the parsed list; serializing that list then throws a RangeError).
 */
export function sortUnparsed(input: string, span = SPAN): string | null {
  const s = input.toWellFormed();
  if (!unparsedSerializationFits(s)) return null;
  const bounds = rangeBounds(s, Math.ceil(s.length / span));
  // Buffers no longer than the input: a short query's serialization mostly fits.
  const out = new Output(Math.min(JOIN, s.length + 1));
  const equal = new Output(Math.min(JOIN, s.length + 1));
  // Where the range's tuples start, in list order, and room to sort them.
  let starts: Int32Array = new Int32Array(1024);
  let scratch: Int32Array = new Int32Array(1024);
  for (let j = 0; j <= bounds.length; j++) {
    const low = bounds[j - 1];
    const high = bounds[j];
    const prefix = high === undefined ? '' : `${formEncodeUTF8(nameOf(s, high))}=`;
    let count = 0;
    for (let start = 0, end = 0; start <= s.length; start = end + 1) {
      end = indexOrLength(s, '&', start);
      if (end === start || (low !== undefined && compareNames(s, start, low) <= 0)) continue;
      const order = high === undefined ? -1 : compareNames(s, start, high);
      if (order < 0) {
        if (count === starts.length) starts = grown(starts);
        starts[count++] = start;
      } else if (order === 0) equal.add(prefix + formEncodeUTF8(valueAfter(s, nameEnd(s, start))));
    }
    if (scratch.length < starts.length) scratch = new Int32Array(starts.length);
    const sorted = sortByName(s, starts, count, scratch);
    for (let k = 0; k < count; k++) {
      const start = sorted[k] as number;
      const at = nameEnd(s, start);
      out.add(`${formEncodeUTF8(decodeStringPiece(s, start, at, start))}=${formEncodeUTF8(valueAfter(s, at))}`);
    }
    out.addJoined(equal.finish());
  }
  return out.finish();
}

/**
 * The first `count` of `starts` (in list order), stably sorted by their tuples' names: a
 * bottom-up merge sort between `starts` and `scratch`; the array that holds the result.
 */
function sortByName(s: string, starts: Int32Array, count: number, scratch: Int32Array): Int32Array {
  let from = starts;
  let to = scratch;
  for (let width = 1; width < count; width *= 2) {
    for (let lo = 0; lo < count; lo += 2 * width) {
      const mid = Math.min(lo + width, count);
      const hi = Math.min(lo + 2 * width, count);
      let a = lo;
      let b = mid;
      let o = lo;
      // The right run's tuple goes first only when its name is less: stable.
      while (a < mid && b < hi) to[o++] = compareNames(s, from[b] as number, from[a] as number) < 0 ? (from[b++] as number) : (from[a++] as number);
      while (a < mid) to[o++] = from[a++] as number;
      while (b < hi) to[o++] = from[b++] as number;
    }
    [from, to] = [to, from];
  }
  return from;
}

/** `a` in an array twice as long. */
function grown(a: Int32Array): Int32Array {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

/**
 * Up to `ranges - 1` tuples with distinct names, in name order: of the tuples at SAMPLES ×
 * `ranges` positions spread over `s` (each at random in its part), those at even quantiles.
 */
function rangeBounds(s: string, ranges: number): number[] {
  const bounds: number[] = [];
  if (ranges <= 1) return bounds;
  const samples = SAMPLES * ranges;
  // The sampled tuples' starts, in list order, then sorted by name as a range's are.
  const sample = new Int32Array(samples);
  let count = 0;
  for (let k = 0, at = samplePosition(s, 0, samples), start = 0, end = 0; start <= s.length && k < samples; start = end + 1) {
    end = indexOrLength(s, '&', start);
    // Every sample position in this tuple (or the "&" after it) samples it.
    for (; k < samples && at <= end; at = samplePosition(s, ++k, samples)) if (end > start) sample[count++] = start;
  }
  const sorted = sortByName(s, sample, count, new Int32Array(count));
  // Quantiles of the tuples sampled (none, when every position fell on an empty one).
  for (let r = 1; r < ranges && count > 0; r++) {
    const start = sorted[Math.floor((r * count) / ranges)];
    const last = bounds[bounds.length - 1];
    if (start !== undefined && (last === undefined || compareNames(s, start, last) !== 0)) bounds.push(start);
  }
  return bounds;
}

/** Sample position `k` of `samples` over `s`: at random in the k-th of as many equal parts. */
function samplePosition(s: string, k: number, samples: number): number {
  return Math.floor(((k + Math.random()) * s.length) / samples);
}

/** Where the name of the tuple at `start` ends: its first "=", or the tuple's end. */
function nameEnd(s: string, start: number): number {
  // Not indexOf("="), which would search past the tuple (to the end of "a&a&…&a="): quadratic.
  let i = start;
  while (i < s.length && !endsName(codeUnitAt(s, i))) i++;
  return i;
}

/** Whether the code unit `c` ends a name: "=", or "&" (which ends its tuple). */
const endsName = (c: number): boolean => c === 0x3d || c === 0x26;

/** The name of the tuple at `start`, decoded. */
function nameOf(s: string, start: number): string {
  return decodeStringPiece(s, start, nameEnd(s, start), start);
}

/** The value of the tuple whose name ends at `at` (nameEnd), decoded ("" when it has no "="). */
function valueAfter(s: string, at: number): string {
  const end = indexOrLength(s, '&', at);
  return at === end ? '' : decodeStringPiece(s, at + 1, end, at + 1);
}

/**
 * The names of the tuples at `i` and `j` compared by code units: -1, 0 or 1. Read in place
 * up to the first "%" or "+" (before which decoding leaves a name as written), decoded
 * from there; a name that goes on past the other's end is the greater however it decodes
 * (what follows decodes to at least one code point).
 */
function compareNames(s: string, i: number, j: number): number {
  // Read only as far as they agree: the names of ranges' bounds are compared with every
  // tuple, and may be long.
  for (let a = i, b = j; ; a++, b++) {
    const c = a < s.length ? codeUnitAt(s, a) : 0x26;
    const d = b < s.length ? codeUnitAt(s, b) : 0x26;
    if (endsName(c) || endsName(d)) return endsName(c) === endsName(d) ? 0 : endsName(c) ? -1 : 1;
    if (c === 0x25 || c === 0x2b || d === 0x25 || d === 0x2b) {
      const x = nameOf(s, i);
      const y = nameOf(s, j);
      return x < y ? -1 : x === y ? 0 : 1;
    }
    if (c !== d) return c < d ? -1 : 1;
  }
}

/**
 * The output: serialized tuples written into a buffer (of JOIN bytes, at most), each full buffer
 * decoded into one string, the strings kept as a rope. No tuple's string outlives its
 * write: strings kept until a join survived collections of the young generation, which
 * then grew to its 64 MB (measured at 100 MB of input).
 */
class Output {
  #done = '';
  #bytes: Uint8Array;
  #used = 0;

  constructor(size: number) {
    this.#bytes = new Uint8Array(size);
  }

  /** A serialized tuple: ASCII (the serializer percent-encodes every other code point). */
  add(tuple: string): void {
    const length = tuple.length;
    const size = this.#bytes.length;
    if (this.#used + length >= size) {
      this.#flush();
      // One longer than the buffer is a string of its own.
      if (length >= size) return void (this.#done = andThen(this.#done, tuple));
    }
    const bytes = this.#bytes;
    let used = this.#used;
    if (used > 0) bytes[used++] = 0x26;
    for (let k = 0; k < length; k++) bytes[used++] = codeUnitAt(tuple, k);
    this.#used = used;
  }

  /** Serialized tuples already joined (none: ""). */
  addJoined(tuples: string): void {
    this.#flush();
    this.#done = andThen(this.#done, tuples);
  }

  /** The rope so far; the output is then empty again (reused by the next pass). */
  finish(): string {
    this.#flush();
    const done = this.#done;
    this.#done = '';
    return done;
  }

  #flush(): void {
    if (this.#used > 0) this.#done = andThen(this.#done, ascii.decode(this.#bytes.subarray(0, this.#used)));
    this.#used = 0;
  }
}

/** `serialized` then `more`, with "&" between them unless either is empty: a rope of two. */
const andThen = (serialized: string, more: string): string => (serialized === '' ? more : more === '' ? serialized : `${serialized}&${more}`);
