// https://url.spec.whatwg.org/#string-utf-8-percent-encode, for long ranges.
//
// The short-range encoder appends each encoded code point to the result with `+=`. In V8
// every such append makes a cons string (a tree node, about 32 bytes) plus the piece: a
// 10 MB path of "é" took 670 MB and 4.3 s, and 100 MB ran out of heap. Here the output
// (always ASCII) is written as bytes into one reused chunk, and each full chunk becomes
// one flat string, by TextDecoder (ASCII decodes to itself): about one byte of garbage per
// output byte. String.fromCharCode.apply, used before, took 23 µs per 8 KB chunk against
// TextDecoder's 3.4 (Node 26): 0.5 s of a 200 MB path's 1.6 s. Its length is bounded
// (or counted) first, so a result past the engine's maximum string length is a RangeError
// before any of the work.
import { codeUnitAt } from './code-unit';
import { firstNonASCII } from './non-ascii-scan';
import { fitsInString } from './string-length-limit';

/** Output bytes per chunk string. */
const CHUNK = 65536;
/**
 * Makes the chunks strings. They are ASCII, which UTF-8 decodes to itself (and holds no
 * BOM to strip); its own instance, not utf8-decode.ts's, keeps that module's JavaScript
 * decoder out of the small encoding bundles.
 */
const asciiDecoder = /* @__PURE__ */ new TextDecoder();
/** Longest output of one step: a surrogate pair's four percent-encoded bytes. */
const MAX_STEP = 12;

/** ASCII upper hex digit for 0–15. */
const hexDigit = (n: number): number => (n < 10 ? 0x30 + n : 0x37 + n);

/**
 * What each ASCII code unit becomes for one encode set: 0 itself, 1 percent-encoded, 2 "+"
 * (a space, with spaceAsPlus). Made once per long range, so that the loops below read one
 * entry per code unit instead of testing the set's bit, U+007F and the space.
 */
export function asciiActions(table: Uint8Array, mask: number, spaceAsPlus: boolean): Uint8Array {
  const actions = new Uint8Array(128);
  for (let c = 0; c < 128; c++) if (c === 0x7f || ((table[c] as number) & mask) !== 0) actions[c] = 1;
  if (spaceAsPlus) actions[0x20] = 2;
  return actions;
}

/** The length of input[from, end) once encoded (a lone surrogate counted as U+FFFD). */
export function encodedLength(input: string, from: number, end: number, actions: Uint8Array): number {
  let n = 0;
  for (let i = from; i < end; i++) {
    const c = codeUnitAt(input, i);
    if (c < 0x80) n += 1 + 2 * ((actions[c] as number) & 1);
    else if (c < 0x800) n += 6;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < end && codeUnitAt(input, i + 1) >= 0xdc00 && codeUnitAt(input, i + 1) <= 0xdfff) {
      n += 12;
      i++;
    } else n += 9;
  }
  return n;
}

/**
 * Encodes input[from, end) as utf8PercentEncodeWithTable does, appending to
 * `input[start, from)` (known to need no encoding). Null when a lone surrogate is met and
 * `loneSurrogateFails`.
 */
export function utf8PercentEncodeLong(
  input: string,
  start: number,
  from: number,
  end: number,
  table: Uint8Array,
  mask: number,
  spaceAsPlus: boolean,
  loneSurrogateFails: boolean,
): string | null {
  const actions = asciiActions(table, mask, spaceAsPlus);
  // A code unit encodes to at most 9 code units ("%E2%82%AC"), an ASCII one to at most 3.
  // The exact count, a pass in JavaScript (a quarter of the time of a 100 MB path of
  // " a"), is made only when neither bound shows that the result fits. The ASCII bound's
  // native scan may read past `end`, so it runs only where the input left is at most twice
  // the range: ranges of one input then scan it a bounded number of times (linear).
  const prefix = from - start;
  const units = end - from;
  if (!fitsInString(prefix + 9 * units) && !(fitsInString(prefix + 3 * units) && input.length - from <= 2 * units && firstNonASCII(input, from) >= end)) {
    const length = prefix + encodedLength(input, from, end, actions);
    if (!fitsInString(length)) {
      throw new RangeError(`Invalid string length: ${length} code units once percent-encoded`);
    }
  }
  let out = input.slice(start, from);
  const buf = new Uint8Array(CHUNK + MAX_STEP);
  let n = 0;
  const byte = (b: number): void => {
    buf[n] = 0x25;
    buf[n + 1] = hexDigit(b >> 4);
    buf[n + 2] = hexDigit(b & 0xf);
    n += 3;
  };
  let i = from;
  while (i < end) {
    if (n >= CHUNK) {
      out += asciiDecoder.decode(buf.subarray(0, n));
      n = 0;
    }
    let cp = codeUnitAt(input, i++);
    if (cp < 0x80) {
      const action = actions[cp] as number;
      if (action === 0) buf[n++] = cp;
      else if (action === 1) byte(cp);
      else buf[n++] = 0x2b;
      continue;
    }
    if (cp >= 0xd800 && cp <= 0xdfff) {
      const next = i < end ? codeUnitAt(input, i) : 0;
      if (cp <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (next - 0xdc00);
        i++;
      } else if (loneSurrogateFails) {
        return null;
      } else {
        cp = 0xfffd; // a lone surrogate is U+FFFD
      }
    }
    // UTF-8: the lead byte, then six bits per continuation byte.
    if (cp < 0x800) byte(0xc0 | (cp >> 6));
    else if (cp < 0x10000) byte(0xe0 | (cp >> 12));
    else {
      byte(0xf0 | (cp >> 18));
      byte(0x80 | ((cp >> 12) & 0x3f));
    }
    if (cp >= 0x800) byte(0x80 | ((cp >> 6) & 0x3f));
    byte(0x80 | (cp & 0x3f));
  }
  if (n > 0) out += asciiDecoder.decode(buf.subarray(0, n));
  return out;
}
