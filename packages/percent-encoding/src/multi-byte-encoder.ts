// https://encoding.spec.whatwg.org/#legacy-multi-byte-chinese-(simplified)-encodings and
// the sections after it: the gb18030, GBK, Big5, EUC-JP, Shift_JIS and EUC-KR encoders.
import { createMultibyteEncoder } from '@exodus/bytes/multi-byte.js';
import type { EncodeError, EncodeResult, Encoder } from './encoder';
import { toScalarValueString } from './scalar-value-string';

const NO_ERRORS: readonly EncodeError[] = [];

// The slow path tries this many code units at once before going one code point at a time.
const CHUNK = 64;

/**
 * The encoder of a stateless legacy multi-byte encoding, on @exodus/bytes' fatal encoder
 * (which throws on the first code point it cannot encode, without saying which).
 *
 * These encoders keep no state between code points, so the bytes of a string are the
 * bytes of its pieces, concatenated. The common case, every code point encodable, is one
 * call. Otherwise the input goes in chunks, and a chunk that fails goes one code point at
 * a time to find the failures: linear time, whatever the input.
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
  const encode = (input: string): EncodeResult => {
    const scalars = toScalarValueString(input);
    const whole = tryEncode(scalars);
    if (whole !== null) return { bytes: whole, errors: NO_ERRORS };
    const parts: Uint8Array[] = [];
    const errors: EncodeError[] = [];
    let total = 0;
    const length = scalars.length;
    for (let start = 0; start < length; ) {
      let end = Math.min(start + CHUNK, length);
      // Keep a surrogate pair in one chunk (the string is well formed now).
      if (end < length && (scalars.charCodeAt(end) & 0xfc00) === 0xdc00) end++;
      const chunk = tryEncode(scalars.slice(start, end));
      if (chunk !== null) {
        parts.push(chunk);
        total += chunk.length;
      } else {
        for (let i = start; i < end; ) {
          const codePoint = scalars.codePointAt(i) as number;
          const width = codePoint > 0xffff ? 2 : 1;
          const bytes = tryEncode(scalars.slice(i, i + width));
          if (bytes !== null) {
            parts.push(bytes);
            total += bytes.length;
          } else errors.push({ byteOffset: total, codePoint });
          i += width;
        }
      }
      start = end;
    }
    const bytes = new Uint8Array(total);
    let o = 0;
    for (const part of parts) {
      bytes.set(part, o);
      o += part.length;
    }
    return { bytes, errors };
  };
  return Object.freeze({ name, encode });
}
