// https://url.spec.whatwg.org/#string-percent-encode-after-encoding
import type { EncodeError, Encoder } from './encoder';
import { isUTF8Encoder } from './encoder';
import { isUint8Array } from './is-uint8-array';
import { FORM_URLENCODED_PERCENT_ENCODE_SET, PERCENT_ENCODE_TABLE, type PercentEncodeSet } from './percent-encode-set';
import { utf8PercentEncodeRange } from './utf8-percent-encode';
import { utf8DecodeRange } from './utf8-decode';

// "0123456789ABCDEF" as bytes: ASCII upper hex digits (https://url.spec.whatwg.org/#percent-encode).
const UPPER_HEX = /* @__PURE__ */ new Uint8Array([
  0x30, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46,
]);

// "%26%23" and "%3B": the percent-encoded "&#" and ";" around a numeric character reference.
const REFERENCE_START = [0x25, 0x32, 0x36, 0x25, 0x32, 0x33] as const;
const REFERENCE_END = [0x25, 0x33, 0x42] as const;

function badEncoder(): TypeError {
  return new TypeError('percentEncodeAfterEncoding: encoder.encode must return { bytes: Uint8Array, errors: EncodeError[] }');
}

/**
 * Step 7.3: percent-encodes `bytes[from, to)` into `out` at `o`; returns the new end.
 */
function appendBytes(
  out: Uint8Array,
  o: number,
  bytes: Uint8Array,
  from: number,
  to: number,
  set: PercentEncodeSet,
  spaceAsPlus: boolean,
): number {
  for (let i = from; i < to; i++) {
    const byte = bytes[i] as number;
    if (byte === 0x20 && spaceAsPlus) {
      // Step 7.3.1: U+0020 becomes "+".
      out[o++] = 0x2b;
    } else if (byte < 0x7f && ((PERCENT_ENCODE_TABLE[byte] as number) & set) === 0) {
      // Step 7.3.4: the isomorph is not in the set (every byte above 0x7E is).
      out[o++] = byte;
    } else {
      // Step 7.3.5.
      out[o++] = 0x25;
      out[o++] = UPPER_HEX[byte >> 4] as number;
      out[o++] = UPPER_HEX[byte & 0xf] as number;
    }
  }
  return o;
}

/** Step 7.4: "%26%23", the code point in decimal, "%3B". */
function appendReference(out: Uint8Array, o: number, codePoint: number): number {
  for (const b of REFERENCE_START) out[o++] = b;
  const digits = String(codePoint);
  for (let k = 0; k < digits.length; k++) out[o++] = digits.charCodeAt(k);
  for (const b of REFERENCE_END) out[o++] = b;
  return o;
}

/**
 * https://url.spec.whatwg.org/#string-percent-encode-after-encoding — encodes `input` with
 * `encoder`, then percent-encodes each byte whose isomorph is in `set`; a code point the
 * encoding cannot represent becomes "%26%23" + its decimal value + "%3B" (an HTML numeric
 * character reference, percent-encoded).
 *
 * `spaceAsPlus` defaults to what the spec derives (step 2): true exactly when `set` is the
 * application/x-www-form-urlencoded percent-encode set.
 *
 * With a UTF-8 encoder this is {@link utf8PercentEncodeString} (same code path). The spec
 * only calls it with a legacy encoding for the special-query and
 * application/x-www-form-urlencoded sets; other sets work the same way.
 */
export function percentEncodeAfterEncoding(
  encoder: Encoder,
  input: string,
  set: PercentEncodeSet,
  spaceAsPlus: boolean = set === FORM_URLENCODED_PERCENT_ENCODE_SET,
): string {
  if (typeof encoder !== 'object' || encoder === null || typeof encoder.encode !== 'function') {
    throw new TypeError('percentEncodeAfterEncoding: encoder must be an Encoder');
  }
  if (typeof input !== 'string') {
    throw new TypeError(`percentEncodeAfterEncoding: input must be a string, got ${typeof input}`);
  }
  if (typeof set !== 'number') {
    throw new TypeError(`percentEncodeAfterEncoding: set must be a percent-encode set, got ${typeof set}`);
  }
  if (isUTF8Encoder(encoder)) return utf8PercentEncodeRange(input, 0, input.length, set, spaceAsPlus);
  if (encoder.asciiCompatible === true) {
    // ASCII input encodes to the same bytes in UTF-8 and in this encoding.
    let i = 0;
    while (i < input.length && input.charCodeAt(i) < 0x80) i++;
    if (i === input.length) return utf8PercentEncodeRange(input, 0, input.length, set, spaceAsPlus);
  }

  // Steps 3–7: the encoder runs "encode or fail" until the input is consumed, reporting
  // each failure with the number of bytes written before it.
  const result = encoder.encode(input);
  if (typeof result !== 'object' || result === null) throw badEncoder();
  const { bytes, errors } = result;
  if (!isUint8Array(bytes) || !Array.isArray(errors)) throw badEncoder();
  const length = bytes.length;
  // Each byte takes at most 3 characters, each reference at most 6 + 7 digits + 3.
  const out = new Uint8Array(length * 3 + errors.length * 16);
  let o = 0;
  let read = 0;
  for (const error of errors as readonly EncodeError[]) {
    const codePoint = error?.codePoint;
    const offset = error?.byteOffset;
    if (!Number.isInteger(codePoint) || codePoint < 0 || codePoint > 0x10ffff || !Number.isInteger(offset)) {
      throw badEncoder();
    }
    const to = offset < read ? read : offset > length ? length : offset;
    o = appendBytes(out, o, bytes, read, to, set, spaceAsPlus);
    read = to;
    o = appendReference(out, o, codePoint);
  }
  o = appendBytes(out, o, bytes, read, length, set, spaceAsPlus);
  // The output is ASCII, so decoding it as UTF-8 is the identity on code points.
  return utf8DecodeRange(out, 0, o);
}
