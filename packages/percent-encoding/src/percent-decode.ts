// https://url.spec.whatwg.org/#percent-decode
import { ASCII_HEX_VALUE } from './ascii-hex';
import { isUint8Array } from './is-uint8-array';
import { utf8Encode } from './utf8-encode';

/**
 * Internal: percent-decodes `bytes[start, end)` in place, writing from `start`, and returns
 * where the output ends. The output is never longer than what has been read, so writing
 * over the input is safe. With `plusAsSpace`, a 0x2B (+) that is not inside a
 * percent-encoded byte becomes 0x20 (the urlencoded parser replaces "+" before decoding).
 */
export function percentDecodeInPlace(bytes: Uint8Array, start: number, end: number, plusAsSpace: boolean): number {
  let o = start;
  for (let i = start; i < end; i++) {
    const byte = bytes[i] as number;
    // Step 2.1–2.2: a byte other than "%", or a "%" not followed by two ASCII hex digits,
    // is kept as is.
    if (byte === 0x25 && i + 2 < end) {
      const hi = ASCII_HEX_VALUE[bytes[i + 1] as number] as number;
      const lo = ASCII_HEX_VALUE[bytes[i + 2] as number] as number;
      if ((hi | lo) >= 0) {
        // Step 2.3: the byte the two digits spell; skip them.
        bytes[o++] = (hi << 4) | lo;
        i += 2;
        continue;
      }
    }
    bytes[o++] = byte === 0x2b && plusAsSpace ? 0x20 : byte;
  }
  return o;
}

/**
 * https://url.spec.whatwg.org/#percent-decode — replaces each "%" followed by two ASCII hex
 * digits with the byte they spell; every other byte is kept.
 *
 * Returns `input` itself when it holds no 0x25 (%) byte; otherwise a new array.
 */
export function percentDecodeBytes(input: Uint8Array): Uint8Array {
  if (!isUint8Array(input)) {
    throw new TypeError(`percentDecodeBytes: input must be a Uint8Array, got ${typeof input}`);
  }
  const first = input.indexOf(0x25);
  if (first === -1) return input;
  // A fresh Uint8Array (a Buffer's slice() would be a view of the caller's bytes).
  const output = new Uint8Array(input.length);
  output.set(input);
  const length = percentDecodeInPlace(output, first, output.length, false);
  return length === output.length ? output : output.slice(0, length);
}

/**
 * https://url.spec.whatwg.org/#string-percent-decode — the percent-decoding of the UTF-8
 * encoding of `input` (lone surrogates become U+FFFD first). Always a new array.
 */
export function percentDecodeString(input: string): Uint8Array {
  if (typeof input !== 'string') {
    throw new TypeError(`percentDecodeString: input must be a string, got ${typeof input}`);
  }
  // Step 1: UTF-8 encode (natively), then Step 2 in place on the fresh array.
  const bytes = utf8Encode(input);
  const first = bytes.indexOf(0x25);
  if (first === -1) return bytes;
  const length = percentDecodeInPlace(bytes, first, bytes.length, false);
  return length === bytes.length ? bytes : bytes.slice(0, length);
}
