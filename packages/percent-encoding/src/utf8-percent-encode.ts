// https://url.spec.whatwg.org/#string-utf-8-percent-encode
import { PERCENT_ENCODED_BYTES as HEX } from './percent-encode-byte';
import {
  FORM_URLENCODED_PERCENT_ENCODE_SET,
  PERCENT_ENCODE_TABLE,
  type PercentEncodeSet,
} from './percent-encode-set';
import { utf8DecodeRange } from './utf8-decode';

// Above this many code units left to encode, the output goes into a byte buffer that is
// decoded once: appending many small strings costs more there, and for a huge input the
// millions of string fragments would burden the garbage collector.
const LONG = 128;

// "0123456789ABCDEF" as bytes.
const UPPER_HEX = /* @__PURE__ */ new Uint8Array([
  0x30, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46,
]);

/**
 * The long-input path of utf8PercentEncodeWithTable for `input[i, end)`, the part after
 * the unchanged prefix: the same steps, writing ASCII bytes.
 */
function encodeIntoBytes(
  input: string,
  i: number,
  end: number,
  table: Uint8Array,
  mask: number,
  spaceAsPlus: boolean,
  loneSurrogateFails: boolean,
): string | null {
  let capacity = (end - i) * 3 + 16;
  let out = new Uint8Array(capacity);
  let o = 0;
  const put = (byte: number): void => {
    out[o++] = 0x25;
    out[o++] = UPPER_HEX[byte >> 4] as number;
    out[o++] = UPPER_HEX[byte & 0xf] as number;
  };
  while (i < end) {
    // One code point writes at most 12 bytes.
    if (o + 12 > capacity) {
      capacity = capacity * 2 + 12;
      const grown = new Uint8Array(capacity);
      grown.set(out.subarray(0, o));
      out = grown;
    }
    const c = input.charCodeAt(i);
    if (c < 0x7f) {
      // Step 7.3.1 comes first: with spaceAsPlus, U+0020 is "+" whatever the set.
      if (c === 0x20 && spaceAsPlus) out[o++] = 0x2b;
      else if (((table[c] as number) & mask) === 0) out[o++] = c;
      else put(c);
      i++;
    } else if (c < 0x80) {
      put(c);
      i++;
    } else if (c < 0x800) {
      put(0xc0 | (c >> 6));
      put(0x80 | (c & 0x3f));
      i++;
    } else if (c < 0xd800 || c > 0xdfff) {
      put(0xe0 | (c >> 12));
      put(0x80 | ((c >> 6) & 0x3f));
      put(0x80 | (c & 0x3f));
      i++;
    } else {
      const next = i + 1 < end ? input.charCodeAt(i + 1) : 0;
      if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        const cp = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
        put(0xf0 | (cp >> 18));
        put(0x80 | ((cp >> 12) & 0x3f));
        put(0x80 | ((cp >> 6) & 0x3f));
        put(0x80 | (cp & 0x3f));
        i += 2;
      } else {
        if (loneSurrogateFails) return null;
        put(0xef); // lone surrogate → U+FFFD
        put(0xbf);
        put(0xbd);
        i++;
      }
    }
  }
  // The bytes are ASCII, so UTF-8 decoding them is the identity on code points.
  return utf8DecodeRange(out, 0, o);
}

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
    const c = input.charCodeAt(i);
    if (c > 0x7e || (table[c] as number) & mask || (c === 0x20 && spaceAsPlus)) break;
  }
  if (i === end) return start === 0 && end === input.length ? input : input.slice(start, end);
  if (end - i > LONG) {
    const rest = encodeIntoBytes(input, i, end, table, mask, spaceAsPlus, loneSurrogateFails);
    return rest === null ? null : input.slice(start, i) + rest;
  }
  let out = input.slice(start, i);
  let runStart = i;
  while (i < end) {
    const c = input.charCodeAt(i);
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
      const next = i + 1 < end ? input.charCodeAt(i + 1) : 0;
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
 */
export function utf8PercentEncodeRange(
  input: string,
  start: number,
  end: number,
  set: PercentEncodeSet,
  spaceAsPlus: boolean = set === FORM_URLENCODED_PERCENT_ENCODE_SET,
): string {
  return utf8PercentEncodeWithTable(input, start, end, PERCENT_ENCODE_TABLE, set, spaceAsPlus, false) as string;
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
  if (typeof input !== 'string') {
    throw new TypeError(`utf8PercentEncodeString: input must be a string, got ${typeof input}`);
  }
  if (typeof set !== 'number') {
    throw new TypeError(`utf8PercentEncodeString: set must be a percent-encode set, got ${typeof set}`);
  }
  return utf8PercentEncodeRange(input, 0, input.length, set, spaceAsPlus);
}

/** https://url.spec.whatwg.org/#utf-8-percent-encode — one scalar value. */
export function utf8PercentEncodeCodePoint(codePoint: number, set: PercentEncodeSet): string {
  if (typeof codePoint !== 'number' || !Number.isInteger(codePoint) || codePoint < 0 || codePoint > 0x10ffff) {
    throw new TypeError(`utf8PercentEncodeCodePoint: codePoint must be an integer from 0 to 0x10FFFF, got ${String(codePoint)}`);
  }
  if (typeof set !== 'number') {
    throw new TypeError(`utf8PercentEncodeCodePoint: set must be a percent-encode set, got ${typeof set}`);
  }
  return utf8PercentEncodeRange(String.fromCodePoint(codePoint), 0, codePoint > 0xffff ? 2 : 1, set);
}
