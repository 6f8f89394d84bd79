// Steps 3.4–3.5 of https://url.spec.whatwg.org/#concept-urlencoded-parser for one name or
// value: replace each 0x2B (+) with 0x20 (SP), percent-decode
// (https://url.spec.whatwg.org/#percent-decode), then UTF-8 decode without BOM
// (https://encoding.spec.whatwg.org/#utf-8-decode-without-bom).
//
// A dedicated core rather than @x/percent-encoding's general decoders: the parser only
// ever needs this one combination, and the general ones carry a JavaScript UTF-8 decoder
// and string-run machinery that a form library would bundle for nothing.
import { codeUnitAt } from './code-unit';

// https://encoding.spec.whatwg.org/#utf-8-decode-without-bom: TextDecoder's default is
// replacement mode (U+FFFD, never failure); ignoreBOM keeps a leading U+FEFF.
const textDecoder = /* @__PURE__ */ new TextDecoder('utf-8', { ignoreBOM: true });
const textEncoder = /* @__PURE__ */ new TextEncoder();

// Up to this many bytes, copying ASCII in JavaScript beats the call into TextDecoder; most
// names and values of a form body are this short.
const SMALL = 16;

// Above this many code units, a string piece is decoded through bytes (natively).
const LONG = 1 << 14;

// Reused buffer for pieces that need decoding (decoded at once, never kept).
const scratch = /* @__PURE__ */ new Uint8Array(1024);

/** https://infra.spec.whatwg.org/#ascii-hex-digit — its value, or -1 for any other byte. */
function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : -1;
}

/**
 * Steps 3.4 and 3.5's percent-decode on `bytes[start, end)`, in place: each 0x2B (+)
 * outside a percent-encoded byte becomes 0x20, each "%" and two ASCII hex digits the byte
 * they spell. Writes from `start` (the output is never longer than what has been read)
 * and returns where the output ends.
 */
function decodeInPlace(bytes: Uint8Array, start: number, end: number): number {
  let o = start;
  for (let i = start; i < end; i++) {
    const byte = bytes[i] as number;
    if (byte === 0x25 && i + 2 < end) {
      const hi = hexValue(bytes[i + 1] as number);
      const lo = hexValue(bytes[i + 2] as number);
      if ((hi | lo) >= 0) {
        bytes[o++] = (hi << 4) | lo;
        i += 2;
        continue;
      }
    }
    bytes[o++] = byte === 0x2b ? 0x20 : byte;
  }
  return o;
}

/** UTF-8 decode without BOM of `bytes[start, end)`; short ASCII is copied in JavaScript. */
function utf8Decode(bytes: Uint8Array, start: number, end: number): string {
  if (end - start <= SMALL) {
    let ascii = '';
    let i = start;
    for (; i < end && (bytes[i] as number) < 0x80; i++) ascii += String.fromCharCode(bytes[i] as number);
    if (i === end) return ascii;
  }
  return textDecoder.decode(bytes.subarray(start, end));
}

/**
 * Steps 3.4–3.5 on `input[start, end)` of a byte sequence. `input` is never modified: a
 * piece with "%" or "+" is decoded on a copy, any other is decoded where it is.
 */
export function decodeBytesPiece(input: Uint8Array, start: number, end: number): string {
  let i = start;
  for (; i < end; i++) {
    const byte = input[i] as number;
    if (byte === 0x25 || byte === 0x2b) break;
  }
  if (i === end) return utf8Decode(input, start, end);
  const length = end - start;
  const buffer = length <= scratch.length ? scratch : new Uint8Array(length);
  buffer.set(input.subarray(start, end));
  return utf8Decode(buffer, 0, decodeInPlace(buffer, i - start, length));
}

/**
 * Steps 3.4–3.5 on `input[start, end)`, a piece of the string parser's input, which must be
 * a scalar value string (no lone surrogates): the same as on the piece's UTF-8 encoding.
 * `first` (at least `start`) is where a "%" or "+" may first be: a caller that searched
 * already says so (at or past `end`: there is none, and the piece is its slice).
 *
 * Spec divergence (performance): the piece is never UTF-8 encoded. Its escapes feed a
 * UTF-8 decoder (https://encoding.spec.whatwg.org/#utf-8-decoder, replacement mode) byte
 * by byte, and its other text is copied as slices: the UTF-8 encoding of a code point
 * starts with a byte that is no continuation byte, so text that interrupts a sequence
 * ends it exactly as its first byte would (one U+FFFD), then decodes back to itself.
 * "+" becomes a space; "%2B" stays "+".
 */
export function decodeStringPiece(input: string, start: number, end: number, first: number): string {
  // Scan first: most pieces have nothing to decode.
  let i = first;
  for (; i < end; i++) {
    const c = codeUnitAt(input, i);
    if (c === 0x25 || c === 0x2b) break;
  }
  if (i >= end) return input.slice(start, end);
  if (end - start > LONG) {
    // The spec's own steps: a huge piece would otherwise become millions of string fragments.
    const bytes = textEncoder.encode(input.slice(start, end));
    return textDecoder.decode(bytes.subarray(0, decodeInPlace(bytes, 0, bytes.length)));
  }
  let output = '';
  let runStart = start;
  // The UTF-8 decoder's state: bytes needed, code point so far, bounds of the next byte.
  let needed = 0;
  let codePoint = 0;
  let lower = 0x80;
  let upper = 0xbf;
  while (i < end) {
    const c = codeUnitAt(input, i);
    // The percent-encoded byte at i, or -1 (a "%" without two hex digits is kept).
    const byte = c === 0x25 && i + 2 < end ? (hexValue(codeUnitAt(input, i + 1)) << 4) | hexValue(codeUnitAt(input, i + 2)) : -1;
    if (needed !== 0) {
      if (byte >= lower && byte <= upper) {
        codePoint = (codePoint << 6) | (byte & 0x3f);
        lower = 0x80;
        upper = 0xbf;
        runStart = i += 3;
        if (--needed === 0) output += String.fromCodePoint(codePoint);
        continue;
      }
      // Not a continuation byte: an error, and the byte (or text) is decoded afresh.
      output += '\uFFFD';
      needed = 0;
      lower = 0x80;
      upper = 0xbf;
    }
    if (byte < 0) {
      if (c === 0x2b) {
        output += `${input.slice(runStart, i)} `;
        runStart = i + 1;
      }
      i++;
      continue;
    }
    if (runStart < i) output += input.slice(runStart, i);
    runStart = i += 3;
    if (byte < 0x80) output += String.fromCharCode(byte);
    else if (byte >= 0xc2 && byte <= 0xdf) {
      needed = 1;
      codePoint = byte & 0x1f;
    } else if (byte >= 0xe0 && byte <= 0xef) {
      if (byte === 0xe0) lower = 0xa0;
      else if (byte === 0xed) upper = 0x9f;
      needed = 2;
      codePoint = byte & 0xf;
    } else if (byte >= 0xf0 && byte <= 0xf4) {
      if (byte === 0xf0) lower = 0x90;
      else if (byte === 0xf4) upper = 0x8f;
      needed = 3;
      codePoint = byte & 0x7;
    } else output += '\uFFFD';
  }
  // End of queue inside a sequence: one more error.
  if (needed !== 0) output += '\uFFFD';
  return output + input.slice(runStart, end);
}
