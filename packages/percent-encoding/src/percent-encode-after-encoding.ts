// https://url.spec.whatwg.org/#string-percent-encode-after-encoding
import { codeUnitAt } from './code-unit';
import type { Encoder } from './encoder';
import { isUTF8Encoder } from './encoder';
import { isUint8Array } from './is-uint8-array';
import { checkPercentEncodeSet, FORM_URLENCODED_PERCENT_ENCODE_SET, PERCENT_ENCODE_TABLE, type PercentEncodeSet } from './percent-encode-set';
import { utf8PercentEncodeRange } from './utf8-percent-encode';
import { utf8DecodeNative } from './utf8-decode';

// "0123456789ABCDEF" (https://url.spec.whatwg.org/#percent-encode: ASCII upper hex digits).
const UPPER_HEX = '0123456789ABCDEF';

/** Step 7.3 for `bytes[from, to)`: each byte, or "+", or its percent-encoding. */
function percentEncodeBytes(bytes: Uint8Array, from: number, to: number, set: PercentEncodeSet, spaceAsPlus: boolean): string {
  // The output is ASCII: written as bytes, then decoded once.
  const out = new Uint8Array((to - from) * 3);
  let o = 0;
  for (let i = from; i < to; i++) {
    const byte = bytes[i] as number;
    // Step 7.3.1: with spaceAsPlus, 0x20 is "+".
    if (byte === 0x20 && spaceAsPlus) out[o++] = 0x2b;
    // Step 7.3.4: the isomorph is not in the set (every byte above 0x7E is).
    else if (byte < 0x7f && ((PERCENT_ENCODE_TABLE[byte] as number) & set) === 0) out[o++] = byte;
    else {
      // Step 7.3.5.
      out[o++] = 0x25;
      out[o++] = codeUnitAt(UPPER_HEX, byte >> 4);
      out[o++] = codeUnitAt(UPPER_HEX, byte & 0xf);
    }
  }
  return utf8DecodeNative(out, 0, o);
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
  checkPercentEncodeSet('percentEncodeAfterEncoding', set, spaceAsPlus);
  if (isUTF8Encoder(encoder)) return utf8PercentEncodeRange(input, 0, input.length, set, spaceAsPlus);
  if (encoder.asciiCompatible === true) {
    // ASCII input encodes to the same bytes in UTF-8 and in this encoding.
    let i = 0;
    while (i < input.length && codeUnitAt(input, i) < 0x80) i++;
    if (i === input.length) return utf8PercentEncodeRange(input, 0, input.length, set, spaceAsPlus);
  }
  // Steps 3–7: the encoder runs "encode or fail" until the input is consumed, reporting
  // each failure with the number of bytes written before it.
  const result = encoder.encode(input);
  const bytes = result?.bytes;
  const errors = result?.errors;
  const bad = 'percentEncodeAfterEncoding: encoder.encode returned no valid EncodeResult';
  if (!isUint8Array(bytes) || !Array.isArray(errors)) throw new TypeError(bad);
  let output = '';
  let read = 0;
  for (const error of errors) {
    const offset = error?.byteOffset as number;
    const codePoint = error?.codePoint as number;
    // Offsets in order and within the bytes; code points integers (the reference's digits).
    if (!(offset >= read && offset <= bytes.length && Number.isInteger(codePoint))) throw new TypeError(bad);
    // Step 7.4: the failure, after the bytes written before it.
    output += `${percentEncodeBytes(bytes, read, offset, set, spaceAsPlus)}%26%23${codePoint}%3B`;
    read = offset;
  }
  return output + percentEncodeBytes(bytes, read, bytes.length, set, spaceAsPlus);
}
