// https://encoding.spec.whatwg.org/#single-byte-encoder
import { codeUnitAt } from './code-unit';
import { createSinglebyteDecoder } from '@exodus/bytes/single-byte.js';
import type { EncodeError, EncodeResult, Encoder } from './encoder';

const NO_ERRORS: readonly EncodeError[] = [];

/**
 * The encoder of a legacy single-byte encoding (windows-1252, ISO-8859-x, KOI8-R, …,
 * x-user-defined). It is stateless and maps one code point to one byte, so "encode or
 * fail" in a loop is a single pass that records each unmappable code point.
 *
 * The table is the inverse of @exodus/bytes' decoder for the same encoding: decoding the
 * bytes 0x80–0xFF gives the index (https://encoding.spec.whatwg.org/#index-single-byte),
 * and the encoder wants the first pointer for a code point (step 3, "index pointer").
 */
function createSingleByteEncoder(name: string, id: string): Encoder {
  const decoded = createSinglebyteDecoder(id, true)(Uint8Array.from({ length: 128 }, (_, i) => 0x80 + i));
  const table = new Map<number, number>();
  for (let pointer = 0; pointer < decoded.length; pointer++) {
    const codePoint = codeUnitAt(decoded, pointer);
    // U+FFFD marks a pointer with no code point in the index.
    if (codePoint !== 0xfffd && !table.has(codePoint)) table.set(codePoint, 0x80 + pointer);
  }
  const encode = (input: string): EncodeResult => {
    const length = input.length;
    const bytes = new Uint8Array(length);
    let errors = NO_ERRORS as EncodeError[];
    let o = 0;
    for (let i = 0; i < length; i++) {
      const c = codeUnitAt(input, i);
      // Step 2: an ASCII code point is its own byte.
      if (c < 0x80) {
        bytes[o++] = c;
        continue;
      }
      const byte = table.get(c);
      if (byte !== undefined) {
        bytes[o++] = byte;
        continue;
      }
      // Step 4: error with the code point (a surrogate pair is one code point; a lone
      // surrogate was U+FFFD in the scalar value string).
      let codePoint = c;
      if ((c & 0xf800) === 0xd800) {
        const next = i + 1 < length ? codeUnitAt(input, i + 1) : 0;
        if (c <= 0xdbff && (next & 0xfc00) === 0xdc00) {
          codePoint = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
          i++;
        } else codePoint = 0xfffd;
      }
      if (errors === NO_ERRORS) errors = [];
      errors.push({ byteOffset: o, codePoint });
    }
    return { bytes: o === length ? bytes : bytes.subarray(0, o), errors };
  };
  return Object.freeze({ name, asciiCompatible: true, encode });
}

const encoders = new Map<string, Encoder>();

/**
 * The encoder of the single-byte encoding named `name` (the spec's spelling), created once
 * per encoding: both encoder entries share it.
 */
export function singleByteEncoder(name: string): Encoder {
  let encoder = encoders.get(name);
  if (encoder === undefined) {
    encoder = createSingleByteEncoder(name, name.toLowerCase());
    encoders.set(name, encoder);
  }
  return encoder;
}
