// https://encoding.spec.whatwg.org/#legacy-multi-byte-chinese-(simplified)-encodings and
// the sections after it: the gb18030, GBK, Big5, EUC-JP, Shift_JIS and EUC-KR encoders.
import { codeUnitAt } from './code-unit';
import { createMultibyteEncoder } from '@exodus/bytes/multi-byte.js';
import type { EncodeError, EncodeResult, Encoder } from './encoder';
import { toScalarValueString } from './scalar-value-string';

const NO_ERRORS: readonly EncodeError[] = [];

// The slow path tries this many code units at once before going one code point at a time.
const CHUNK = 64;
// Code points remembered per encoder (bytes, or null when unencodable).
const CACHE_SIZE = 4096;

/**
 * The encoder of a stateless legacy multi-byte encoding, on @exodus/bytes' fatal encoder
 * (which throws on the first code point it cannot encode, without saying which).
 *
 * These encoders keep no state between code points, so the bytes of a string are the
 * bytes of its pieces, concatenated. The common case, every code point encodable, is one
 * call. Otherwise the input goes in chunks, and a chunk that fails goes one code point at
 * a time to find the failures: linear time, whatever the input. Single code points are
 * remembered (each probe costs a call, a failure a thrown exception); ASCII code points
 * are never probed: every one of these encoders maps them to themselves (their step 2).
 */
export function createMultiByteEncoder(name: string, id: string): Encoder {
  const fatal = createMultibyteEncoder(id);
  const tryEncode = (s: string): Uint8Array | null => {
    try {
      return fatal(s);
    } catch {
      return null;
    }
  };
  const cache = new Map<number, Uint8Array | null>();
  const encodeCodePoint = (codePoint: number): Uint8Array | null => {
    let bytes = cache.get(codePoint);
    if (bytes === undefined) {
      bytes = tryEncode(String.fromCodePoint(codePoint));
      if (cache.size >= CACHE_SIZE) cache.clear();
      cache.set(codePoint, bytes);
    }
    return bytes;
  };
  const encode = (input: string): EncodeResult => {
    const scalars = toScalarValueString(input);
    const whole = tryEncode(scalars);
    if (whole !== null) return { bytes: whole, errors: NO_ERRORS };
    const length = scalars.length;
    // At most 4 bytes per code unit (gb18030's four-byte sequences).
    const bytes = new Uint8Array(length * 4);
    const errors: EncodeError[] = [];
    let o = 0;
    for (let start = 0; start < length; ) {
      let end = Math.min(start + CHUNK, length);
      // Keep a surrogate pair in one chunk (the string is well formed now).
      if (end < length && (codeUnitAt(scalars, end) & 0xfc00) === 0xdc00) end++;
      const chunk = end - start === length ? null : tryEncode(scalars.slice(start, end));
      if (chunk !== null) {
        bytes.set(chunk, o);
        o += chunk.length;
        start = end;
        continue;
      }
      for (let i = start; i < end; ) {
        const codePoint = scalars.codePointAt(i) as number;
        i += codePoint > 0xffff ? 2 : 1;
        if (codePoint < 0x80) {
          bytes[o++] = codePoint;
          continue;
        }
        const encoded = encodeCodePoint(codePoint);
        if (encoded === null) errors.push({ byteOffset: o, codePoint });
        else {
          bytes.set(encoded, o);
          o += encoded.length;
        }
      }
      start = end;
    }
    return { bytes: bytes.subarray(0, o), errors };
  };
  return Object.freeze({ name, asciiCompatible: true, encode });
}
