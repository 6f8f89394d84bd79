// Punycode, RFC 3492 (https://www.rfc-editor.org/rfc/rfc3492), on code points.
//
// Both directions work in scratch buffers (no per-code-point strings or arrays). Overflow
// is checked as in RFC 3492 section 6 with maxint = 2^31 - 1, the integer size of the
// punycode.js and ICU decoders, so every overflow case fails exactly where theirs do. A
// decoded code point above U+10FFFF fails too (it is not a code point).
//
// The URL Standard puts no bound on a label's length (UTS #46 with VerifyDnsLength false),
// and RFC 3492's procedures are quadratic in it: encoding scans the whole label once per
// distinct code point, decoding inserts into the middle of its output once per code point.
// Both directions here compute the same numbers in O(n log n) with a PositionCounter:
// encoding a label of many distinct code points visits each code point once, in (code
// point, position) order, and counts the smaller code points before it (a label of a few
// takes RFC 3492's passes, linear for a bounded number of them); decoding records each
// insertion's index and places them afterwards, last insertion first, each at the k-th
// position later insertions left free.
import { codeUnitAt } from './code-unit';
import { AsciiBuffer, CodeUnitBuffer } from './code-units';
import { LONG_DOMAIN, RunEnds } from './long-domain-scan';
import { PositionCounter } from './position-counter';

// Section 5: parameter values for Punycode.
const BASE = 36;
const TMIN = 1;
const TMAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 0x80;
const DELIMITER = 0x2d; // '-'
const MAXINT = 0x7fffffff;

/** Section 6.1: bias adaptation function. */
function adapt(delta: number, numPoints: number, firstTime: boolean): number {
  // delta ≤ maxint < 2^31, so `| 0` is the integer division of RFC 3492.
  delta = firstTime ? (delta / DAMP) | 0 : delta >>> 1;
  delta += (delta / numPoints) | 0;
  let k = 0;
  while (delta > ((BASE - TMIN) * TMAX) >> 1) {
    delta = (delta / (BASE - TMIN)) | 0;
    k += BASE;
  }
  return k + ((((BASE - TMIN + 1) * delta) / (delta + SKEW)) | 0);
}

/** Section 5: the digit value of a code point ("A".."Z" / "a".."z" = 0..25, "0".."9" = 26..35), or BASE. */
function digitValue(c: number): number {
  if (c >= 0x61 && c <= 0x7a) return c - 0x61;
  if (c >= 0x41 && c <= 0x5a) return c - 0x41;
  if (c >= 0x30 && c <= 0x39) return c - 0x30 + 26;
  return BASE;
}

/** The lowercase code unit of digit `d` (0..35). */
const digitCodeUnit = (d: number): number => (d < 26 ? 0x61 + d : 0x30 - 26 + d);

/** Threshold t for position k (section 6.2 and 6.3). */
const threshold = (k: number, bias: number): number => (k <= bias ? TMIN : k >= bias + TMAX ? TMAX : k - bias);

/** Encoding sorts the non-basic code points by the key code point × 2^31 + position. */
const POSITION_BITS = 0x80000000;

let codePoints = /* @__PURE__ */ new Int32Array(256);
let insertedAt = /* @__PURE__ */ new Int32Array(256);
const decodedText = /* @__PURE__ */ new CodeUnitBuffer();
const out = /* @__PURE__ */ new AsciiBuffer();

/**
 * Section 6.2, decoding procedure: the code points that `input[start..end)` encodes, as a
 * string, or null when the input is not valid Punycode (a non-basic code point before the
 * last delimiter, a character that is not a digit, a truncated number, overflow, or a code
 * point above U+10FFFF).
 */
export function punycodeDecode(input: string, start: number, end: number): string | null {
  if (codePoints.length < end - start) {
    codePoints = new Int32Array(end - start);
    insertedAt = new Int32Array(end - start);
  }
  // The basic code points, then each inserted code point with the index it was inserted at.
  const decoded = codePoints;
  const indexes = insertedAt;
  let basic = 0;
  // Copy the basic code points before the last delimiter (if any), then skip it.
  let b = input.lastIndexOf('-', end - 1);
  if (b < start) b = start;
  for (let j = start; j < b; j++) {
    const c = codeUnitAt(input, j);
    if (c >= 0x80) return null;
    decoded[basic++] = c;
  }
  let length = basic;
  let n = INITIAL_N;
  let i = 0;
  let bias = INITIAL_BIAS;
  for (let pos = b > start ? b + 1 : start; pos < end; ) {
    const oldi = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (pos >= end) return null;
      const digit = digitValue(codeUnitAt(input, pos++));
      if (digit >= BASE) return null;
      if (digit > Math.floor((MAXINT - i) / w)) return null;
      i += digit * w;
      const t = threshold(k, bias);
      if (digit < t) break;
      if (w > Math.floor(MAXINT / (BASE - t))) return null;
      w *= BASE - t;
    }
    const size = length + 1;
    bias = adapt(i - oldi, size, oldi === 0);
    if (Math.floor(i / size) > MAXINT - n) return null;
    n += Math.floor(i / size);
    i %= size;
    if (n > 0x10ffff) return null;
    // "Insert n into output at position i": recorded, placed below.
    decoded[length] = n;
    indexes[length] = i++;
    length++;
  }
  if (length === basic) return fromCodePoints(decoded, length);
  // The last insertion's index is its final position; an earlier insertion's index counts
  // only the positions no later insertion took. The basic code points fill what is left,
  // in order.
  const final = new Int32Array(length).fill(-1);
  const free = new PositionCounter(length);
  free.fill();
  for (let k = length - 1; k >= basic; k--) {
    const position = free.select(indexes[k] as number);
    final[position] = decoded[k] as number;
    free.add(position, -1);
  }
  for (let position = 0, j = 0; position < length; position++) {
    if (final[position] === -1) final[position] = decoded[j++] as number;
  }
  return fromCodePoints(final, length);
}

function fromCodePoints(codePointList: Int32Array, length: number): string {
  decodedText.clear();
  for (let j = 0; j < length; j++) decodedText.appendCodePoint(codePointList[j] as number);
  return decodedText.toString();
}

/** Appends delta as a generalized variable-length integer (section 6.3). */
function encodeDelta(output: AsciiBuffer, delta: number, bias: number): void {
  // delta < 2^31 takes at most 11 digits: each but the last divides q by BASE - t >= 10.
  output.reserve(16);
  const bytes = output.bytes;
  let n = output.length;
  let q = delta;
  for (let k = BASE; ; k += BASE) {
    const t = threshold(k, bias);
    if (q < t) break;
    const digits = BASE - t;
    bytes[n++] = digitCodeUnit(t + ((q - t) % digits));
    q = ((q - t) / digits) | 0;
  }
  bytes[n++] = digitCodeUnit(q);
  output.length = n;
}

/**
 * Labels with at most this many distinct non-basic code points take RFC 3492's own
 * procedure, one pass over the label per distinct code point: linear, with no sort and no
 * counter (a label of 100 million "é" needs one pass, not 800 MB of sort keys); labels
 * with more take the PositionCounter route, O(n log n) whatever the number.
 */
const FEW_DISTINCT = 8;

/** The code point at input[j] (a surrogate pair is one, a lone surrogate is itself). */
function codePointAt(input: string, j: number, end: number): number {
  const c = codeUnitAt(input, j);
  if (c >= 0xd800 && c <= 0xdbff && j + 1 < end) {
    const d = codeUnitAt(input, j + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
  }
  return c;
}

/**
 * Section 6.3, encoding procedure: appends to `output` the Punycode of the code points of
 * `input[start..end)` (lone surrogates count as code points), without the "xn--" prefix.
 * Returns false on overflow (`output` then holds a partial result).
 */
export function punycodeEncodeInto(output: AsciiBuffer, input: string, start: number, end: number): boolean {
  // Copy the basic code points; note the distinct others, up to one more than FEW_DISTINCT.
  const distinct: number[] = [];
  let last = -1; // the last non-basic code point seen (runs of one skip the list search)
  let count = 0;
  let b = 0;
  // A long label's passes take long runs of one code point at once (RunEnds).
  const runs = end - start > LONG_DOMAIN ? new RunEnds() : null;
  for (let j = start; j < end; j++) {
    const c = codePointAt(input, j, end);
    if (c > 0xffff) j++;
    const k = runs === null ? 1 : runs.take(input, c, j, end); // c and k - 1 more like it
    j += k - 1;
    if (c < 0x80) {
      if (k === 1) output.push(c);
      else output.pushRun(c, k);
      b += k;
    } else if (c !== last) {
      last = c;
      if (distinct.length <= FEW_DISTINCT && !distinct.includes(c)) distinct.push(c);
    }
    count += k;
  }
  if (b > 0) output.push(DELIMITER);
  if (b === count) return true;
  if (distinct.length > FEW_DISTINCT) return encodeMany(output, input, start, end, b, count);
  distinct.sort((x, y) => x - y);
  let h = b;
  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  let run = 0; // "a" digits not yet written (see below)
  for (const m of distinct) {
    if (m - n > Math.floor((MAXINT - delta) / (h + 1))) return false;
    delta += (m - n) * (h + 1);
    n = m;
    runs?.restart();
    for (let j = start; j < end; j++) {
      const c = codePointAt(input, j, end);
      if (c > 0xffff) j++;
      const k = runs === null ? 1 : runs.take(input, c, j, end);
      if (k > 1) {
        // This c and the rest of its run at once. The c before was the same, so after an
        // n delta is 0 and each further n is a repeat (below); a smaller c adds one each.
        j += k - 1;
        if (c < n) {
          delta += k;
          if (delta > MAXINT) return false;
        } else if (c === n) {
          run += k;
          h += k;
          bias = 0;
        }
        continue;
      }
      if (c < n) {
        if (++delta > MAXINT) return false;
      } else if (c === n) {
        if (delta === 0) {
          // A repeat of n with nothing smaller between: delta 0 is the one digit "a"
          // whatever the bias (q = 0 is below every threshold), and adapt(0, …) is 0.
          // A run of them is written at once (AsciiBuffer.pushRun).
          run++;
          bias = 0;
        } else {
          if (run > 0) output.pushRun(0x61, run);
          run = 0;
          encodeDelta(output, delta, bias);
          bias = adapt(delta, h + 1, h === b);
          delta = 0;
        }
        h++;
      }
    }
    delta++;
    n++;
  }
  if (run > 0) output.pushRun(0x61, run);
  return true;
}

/**
 * punycodeEncodeInto's route for many distinct code points, after the basic ones (`b` of
 * the label's `count`) and the delimiter are out: each non-basic code point visited once,
 * in (code point, position) order, with the smaller ones before it counted.
 */
function encodeMany(output: AsciiBuffer, input: string, start: number, end: number, b: number, count: number): boolean {
  // Each non-basic code point writes at least one digit (the margin keeps encodeDelta's
  // own reservation from doubling the buffer near the end of a long label).
  output.reserve(count - b + 32);
  // The non-basic code points as sortable keys.
  const keys = new Float64Array(count - b);
  let position = 0;
  let next = 0;
  for (let j = start; j < end; j++, position++) {
    const c = codePointAt(input, j, end);
    if (c > 0xffff) j++;
    if (c >= 0x80) keys[next++] = c * POSITION_BITS + position;
  }
  const sorted = keys.sort();
  // Marks the positions of the code points already encoded (all below n): at first the
  // basic ones, that is every position but those in `sorted`.
  const handled = new PositionCounter(count);
  handled.fill();
  for (let k = 0; k < sorted.length; k++) handled.add((sorted[k] as number) % POSITION_BITS, -1);
  let h = b;
  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  for (let k = 0; k < sorted.length; ) {
    const m = Math.floor((sorted[k] as number) / POSITION_BITS);
    if (m - n > Math.floor((MAXINT - delta) / (h + 1))) return false;
    delta += (m - n) * (h + 1);
    n = m;
    // RFC 3492's pass over the label for n: each smaller code point adds one to delta, each
    // n emits delta. The smaller ones between two n's are counted, not visited.
    const first = k;
    let before = 0;
    for (; k < sorted.length && Math.floor((sorted[k] as number) / POSITION_BITS) === n; k++) {
      const position = (sorted[k] as number) % POSITION_BITS;
      const smaller = handled.countBefore(position);
      delta += smaller - before;
      if (delta > MAXINT) return false;
      before = smaller;
      encodeDelta(output, delta, bias);
      bias = adapt(delta, h + 1, h === b);
      delta = 0;
      h++;
    }
    // The smaller code points after the last n: all handled ones minus those before it.
    delta += h - (k - first) - before;
    if (delta > MAXINT) return false;
    for (let j = first; j < k; j++) handled.add((sorted[j] as number) % POSITION_BITS, 1);
    delta++;
    n++;
  }
  return true;
}

/** The Punycode of the code points of `input[start..end)`, or null on overflow. */
export function punycodeEncode(input: string, start: number, end: number): string | null {
  out.clear();
  return punycodeEncodeInto(out, input, start, end) ? out.toString() : null;
}
