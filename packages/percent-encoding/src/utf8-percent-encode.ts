// https://url.spec.whatwg.org/#string-utf-8-percent-encode
import { codeUnitAt } from './code-unit';
import { PERCENT_ENCODED_BYTES as HEX } from './percent-encode-byte';
import { asciiActions, encodedLength, utf8PercentEncodeLong } from './utf8-percent-encode-long';
import {
  checkPercentEncodeSet,
  FORM_URLENCODED_PERCENT_ENCODE_SET,
  PERCENT_ENCODE_TABLE,
  type PercentEncodeSet,
} from './percent-encode-set';

/** Code units after the first one to encode from which the chunked encoder takes over. */
const LONG_RANGE = 2048;

/**
 * Internal: UTF-8 percent-encodes `input[start, end)`, encoding each ASCII code point `c`
 * for which `table[c] & mask` is non-zero, and every other code point. A lone surrogate
 * is U+FFFD, or makes the result null when `loneSurrogateFails` (ECMA-262's Encode
 * throws there). Returns the slice itself when nothing in it needs encoding.
 */
export function utf8PercentEncodeWithTable(
  input: string,
  start: number,
  end: number,
  table: Uint8Array,
  mask: number,
  spaceAsPlus: boolean,
  loneSurrogateFails: boolean,
): string | null {
  // Scan first: most components need no encoding at all.
  let i = start;
  for (; i < end; i++) {
    const c = codeUnitAt(input, i);
    if (c > 0x7e || (table[c] as number) & mask || (c === 0x20 && spaceAsPlus)) break;
  }
  if (i === end) return start === 0 && end === input.length ? input : input.slice(start, end);
  // A long rest is written through a byte chunk (see utf8-percent-encode-long.ts): appending
  // piece by piece costs a cons string per encoded code point.
  if (end - i > LONG_RANGE) return utf8PercentEncodeLong(input, start, i, end, table, mask, spaceAsPlus, loneSurrogateFails);
  let out = input.slice(start, i);
  let runStart = i;
  while (i < end) {
    const c = codeUnitAt(input, i);
    if (c < 0x7f) {
      if (((table[c] as number) & mask) === 0 && (c !== 0x20 || !spaceAsPlus)) {
        i++;
        continue;
      }
      if (runStart < i) out += input.slice(runStart, i);
      out += spaceAsPlus && c === 0x20 ? '+' : (HEX[c] as string);
      runStart = ++i;
      continue;
    }
    if (runStart < i) out += input.slice(runStart, i);
    if (c < 0x80) {
      out += HEX[c] as string;
      i++;
    } else if (c < 0x800) {
      out += (HEX[0xc0 | (c >> 6)] as string) + (HEX[0x80 | (c & 0x3f)] as string);
      i++;
    } else if (c < 0xd800 || c > 0xdfff) {
      out += (HEX[0xe0 | (c >> 12)] as string) + (HEX[0x80 | ((c >> 6) & 0x3f)] as string) +
        (HEX[0x80 | (c & 0x3f)] as string);
      i++;
    } else {
      const next = i + 1 < end ? codeUnitAt(input, i + 1) : 0;
      if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        const cp = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
        out += (HEX[0xf0 | (cp >> 18)] as string) + (HEX[0x80 | ((cp >> 12) & 0x3f)] as string) +
          (HEX[0x80 | ((cp >> 6) & 0x3f)] as string) + (HEX[0x80 | (cp & 0x3f)] as string);
        i += 2;
      } else {
        if (loneSurrogateFails) return null;
        out += '%EF%BF%BD'; // lone surrogate → U+FFFD
        i++;
      }
    }
    runStart = i;
  }
  if (runStart < end) out += input.slice(runStart, end);
  return out;
}

/**
 * UTF-8 percent-encodes `input[start, end)` using `set`. Returns the slice itself when
 * nothing in it needs encoding (scan first, then encode). Lone surrogates are encoded
 * as U+FFFD, as converting a JavaScript string to a scalar value string does.
 * `spaceAsPlus` defaults to what "percent-encode after encoding" derives: true exactly for
 * the application/x-www-form-urlencoded percent-encode set.
 * Low-level: used by the URL parser on ranges of its input without slicing first.
 * @throws {RangeError} unless 0 ≤ start ≤ end ≤ input.length, both integers.
 */
export function utf8PercentEncodeRange(
  input: string,
  start: number,
  end: number,
  set: PercentEncodeSet,
  spaceAsPlus: boolean = set === FORM_URLENCODED_PERCENT_ENCODE_SET,
): string {
  if (typeof input !== 'string') {
    throw new TypeError(`utf8PercentEncodeRange: input must be a string, got ${input === null ? 'null' : typeof input}`);
  }
  if (typeof start !== 'number' || typeof end !== 'number') {
    throw new TypeError(`utf8PercentEncodeRange: start and end must be numbers, got ${typeof start} and ${typeof end}`);
  }
  // The range must lie in the string: an end past it would encode code units that do not
  // exist (each as U+FFFD), and an infinite one would never stop. Integers only.
  if (!(start >= 0 && start <= end && end <= input.length && Number.isInteger(start) && Number.isInteger(end))) {
    throw new RangeError(
      `utf8PercentEncodeRange: [${start}, ${end}) is not a range of integers within the input's ${input.length} code units`,
    );
  }
  checkPercentEncodeSet('utf8PercentEncodeRange', set, spaceAsPlus);
  return utf8PercentEncodeWithTable(input, start, end, PERCENT_ENCODE_TABLE, set, spaceAsPlus, false) as string;
}

/** The TypeError of `fn` unless `input` is a string, `set` a percent-encode set and `spaceAsPlus` a boolean. */
function checkArguments(fn: string, input: unknown, set: unknown, spaceAsPlus: unknown): void {
  if (typeof input !== 'string') throw new TypeError(`${fn}: input must be a string, got ${input === null ? 'null' : typeof input}`);
  checkPercentEncodeSet(fn, set, spaceAsPlus);
}

/**
 * https://url.spec.whatwg.org/#string-utf-8-percent-encode
 * Returns `input` itself when nothing needs encoding. U+0020 becomes "+" when `spaceAsPlus`,
 * which defaults to true exactly for the application/x-www-form-urlencoded percent-encode
 * set (https://url.spec.whatwg.org/#string-percent-encode-after-encoding step 2).
 */
export function utf8PercentEncodeString(
  input: string,
  set: PercentEncodeSet,
  spaceAsPlus: boolean = set === FORM_URLENCODED_PERCENT_ENCODE_SET,
): string {
  checkArguments('utf8PercentEncodeString', input, set, spaceAsPlus);
  // The whole string is a valid range: straight to the encoder.
  return utf8PercentEncodeWithTable(input, 0, input.length, PERCENT_ENCODE_TABLE, set, spaceAsPlus, false) as string;
}

/**
 * utf8PercentEncodedLength's tables (asciiActions) by set and spaceAsPlus, each made on
 * first use: counting name by name, a table made per call cost more than the counting
 * (URLSearchParams' sort of a 100 MB query of 25 million names and values, counted
 * first: 25 s with a table per call, 3.3 s with these).
 */
const ACTIONS: (Uint8Array | undefined)[] = [];

/**
 * The length of `utf8PercentEncodeString(input, set, spaceAsPlus)`, counted without making
 * it (no allocation): to learn before encoding whether a result fits
 * a limit, such as the engine's maximum string length (see isRepresentableLength).
 */
export function utf8PercentEncodedLength(
  input: string,
  set: PercentEncodeSet,
  spaceAsPlus: boolean = set === FORM_URLENCODED_PERCENT_ENCODE_SET,
): number {
  checkArguments('utf8PercentEncodedLength', input, set, spaceAsPlus);
  // Only the set's low 8 bits reach the table's entries.
  const key = ((set & 0xff) << 1) | (spaceAsPlus ? 1 : 0);
  const actions = (ACTIONS[key] ??= asciiActions(PERCENT_ENCODE_TABLE, set, Boolean(spaceAsPlus)));
  return encodedLength(input, 0, input.length, actions);
}

/** https://url.spec.whatwg.org/#utf-8-percent-encode — one scalar value. */
export function utf8PercentEncodeCodePoint(codePoint: number, set: PercentEncodeSet): string {
  if (typeof codePoint !== 'number' || !Number.isInteger(codePoint) || codePoint < 0 || codePoint > 0x10ffff) {
    throw new TypeError(`utf8PercentEncodeCodePoint: codePoint must be an integer from 0 to 0x10FFFF, got ${typeof codePoint === 'number' ? codePoint : typeof codePoint}`);
  }
  checkPercentEncodeSet('utf8PercentEncodeCodePoint', set);
  return utf8PercentEncodeRange(String.fromCodePoint(codePoint), 0, codePoint > 0xffff ? 2 : 1, set);
}
