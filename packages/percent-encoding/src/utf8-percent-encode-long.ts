// https://url.spec.whatwg.org/#string-utf-8-percent-encode, for long ranges.
//
// The short-range encoder appends each encoded code point to the result with `+=`. In V8
// every such append makes a cons string (a tree node, about 32 bytes) plus the piece: a
// 10 MB path of "é" took 670 MB and 4.3 s, and 100 MB ran out of heap. Here the output
// (always ASCII) is written as bytes into one reused chunk, and each full chunk becomes
// one flat string: about one byte of garbage per output byte. Its length is counted
// first, so a result past the engine's maximum string length is a RangeError before any
// of the work.
import { codeUnitAt } from './code-unit';
import { isRepresentableLength } from './string-length-limit';

/** Output bytes per chunk string (String.fromCharCode.apply takes them as arguments). */
const CHUNK = 8192;
/** Longest output of one step: a surrogate pair's four percent-encoded bytes. */
const MAX_STEP = 12;

/** ASCII upper hex digit for 0–15. */
const hexDigit = (n: number): number => (n < 10 ? 0x30 + n : 0x37 + n);

/** The length of input[from, end) once encoded (a lone surrogate counted as U+FFFD). */
function encodedLength(input: string, from: number, end: number, table: Uint8Array, mask: number, spaceAsPlus: boolean): number {
  let n = 0;
  for (let i = from; i < end; i++) {
    const c = codeUnitAt(input, i);
    if (c < 0x80) n += c === 0x7f || (((table[c] as number) & mask) !== 0 && !(c === 0x20 && spaceAsPlus)) ? 3 : 1;
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
  const length = (from - start) + encodedLength(input, from, end, table, mask, spaceAsPlus);
  if (!isRepresentableLength(length)) {
    throw new RangeError(`Invalid string length: ${length} code units once percent-encoded`);
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
      out += String.fromCharCode.apply(null, buf.subarray(0, n) as unknown as number[]);
      n = 0;
    }
    let cp = codeUnitAt(input, i++);
    if (cp < 0x80) {
      if (cp === 0x20 && spaceAsPlus) buf[n++] = 0x2b;
      else if (cp === 0x7f || ((table[cp] as number) & mask) !== 0) byte(cp);
      else buf[n++] = cp;
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
  if (n > 0) out += String.fromCharCode.apply(null, buf.subarray(0, n) as unknown as number[]);
  return out;
}
