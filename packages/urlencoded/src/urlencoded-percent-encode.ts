// https://url.spec.whatwg.org/#string-percent-encode-after-encoding with the
// application/x-www-form-urlencoded percent-encode set and spaceAsPlus, the one
// combination the urlencoded serializer uses.
//
// A dedicated core rather than @x/percent-encoding's general encoders: this one set needs
// no table of all eight sets nor a percent-encode set argument.
import { codeUnitAt, stringSlice } from './code-unit';
import type { Encoder } from '@x/percent-encoding';
import { isUint8Array } from './is-uint8-array';

/**
 * 1 for the ASCII code points outside the application/x-www-form-urlencoded
 * percent-encode set (https://url.spec.whatwg.org/#application-x-www-form-urlencoded-percent-encode-set):
 * the ASCII alphanumerics and * - . _ (every code point above U+007E is in the set).
 */
export const UNENCODED = /* @__PURE__ */ (() => {
  const table = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    const lower = c | 0x20;
    if ((c >= 0x30 && c <= 0x39) || (lower >= 0x61 && lower <= 0x7a) || c === 0x2a || c === 0x2d || c === 0x2e || c === 0x5f) {
      table[c] = 1;
    }
  }
  return table;
})();

/** https://url.spec.whatwg.org/#percent-encode of each byte: "%00" … "%FF". */
const PERCENT_ENCODED = /* @__PURE__ */ Array.from(
  { length: 256 },
  (_, b) => `%${b < 16 ? '0' : ''}${b.toString(16).toUpperCase()}`,
);

/**
 * The UTF-8 case: percent-encode after encoding `input` with UTF-8, the
 * application/x-www-form-urlencoded percent-encode set and spaceAsPlus (step 7.3.1: U+0020
 * is "+"). Every code point above U+007E is in the set, so each of its UTF-8 bytes is
 * percent-encoded; a lone surrogate is U+FFFD (the string is a scalar value string by
 * then). Returns `input` itself when nothing in it needs encoding.
 */
export function formEncodeUTF8(input: string): string {
  const length = input.length;
  // Scan first: most names and values need no encoding at all.
  let i = 0;
  for (; i < length; i++) {
    const c = codeUnitAt(input, i);
    if (c > 0x7f || UNENCODED[c] === 0) break;
  }
  if (i === length) return input;
  let output = stringSlice(input, 0, i);
  let runStart = i;
  while (i < length) {
    const c = codeUnitAt(input, i);
    if (c < 0x80 && UNENCODED[c] === 1) {
      i++;
      continue;
    }
    if (runStart < i) output += stringSlice(input, runStart, i);
    if (c < 0x80) {
      output += c === 0x20 ? '+' : (PERCENT_ENCODED[c] as string);
      i++;
    } else {
      // A run of non-ASCII code units, all in the set: UTF-8 percent-encoded by the engine
      // in one call (url.bs, #component-percent-encode-set: encodeURIComponent gives
      // identical results for the component set, which holds every code point above
      // U+007E too). A surrogate pair is never split (both halves are in the run); a lone
      // surrogate is U+FFFD first, where encodeURIComponent would throw.
      const from = i;
      while (i < length && codeUnitAt(input, i) >= 0x80) i++;
      output += encodeURIComponent(stringSlice(input, from, i).toWellFormed());
    }
    runStart = i;
  }
  if (runStart < length) output += stringSlice(input, runStart, length);
  return output;
}

/** Step 7.3 for `bytes[from, to)` (not a hot path: legacy encodings only). */
function formEncodeBytes(bytes: Uint8Array, from: number, to: number): string {
  let output = '';
  for (let i = from; i < to; i++) {
    const byte = bytes[i] as number;
    output += byte === 0x20 ? '+' : UNENCODED[byte] === 1 ? String.fromCharCode(byte) : (PERCENT_ENCODED[byte] as string);
  }
  return output;
}

/**
 * The legacy case: `encoder` is not UTF-8 (its name is not "UTF-8"). A code point the
 * encoding cannot represent becomes "%26%23" + its decimal value + "%3B" (step 7.4).
 * Throws a TypeError naming `fn` when the encoder returns no valid EncodeResult.
 */
export function formEncodeLegacy(encoder: Encoder, input: string, fn: string): string {
  if (encoder.asciiCompatible === true) {
    // ASCII input encodes to the same bytes as in UTF-8.
    let i = 0;
    while (i < input.length && codeUnitAt(input, i) < 0x80) i++;
    if (i === input.length) return formEncodeUTF8(input);
  }
  // Steps 3–7: "encode or fail" until the input is consumed, each failure placed by the
  // number of bytes written before it.
  const result = encoder.encode(input);
  const bytes = result?.bytes;
  const errors = result?.errors;
  const bad = `${fn}: encoder.encode returned no valid EncodeResult`;
  if (!isUint8Array(bytes) || !Array.isArray(errors)) throw new TypeError(bad);
  let output = '';
  let read = 0;
  for (const error of errors as unknown[]) {
    const offset = (error as { byteOffset?: unknown } | null)?.byteOffset as number;
    const codePoint = (error as { codePoint?: unknown } | null)?.codePoint as number;
    if (!(offset >= read && offset <= bytes.length && Number.isInteger(codePoint))) throw new TypeError(bad);
    output += `${formEncodeBytes(bytes, read, offset)}%26%23${codePoint}%3B`;
    read = offset;
  }
  return output + formEncodeBytes(bytes, read, bytes.length);
}
