// https://encoding.spec.whatwg.org/#iso-2022-jp-encoder
import { createMultibyteEncoder } from '@exodus/bytes/multi-byte.js';
import type { EncodeError, EncodeResult, Encoder } from './encoder';
import { toScalarValueString } from './scalar-value-string';

const NO_ERRORS: readonly EncodeError[] = [];

// https://encoding.spec.whatwg.org/#iso-2022-jp-encoder-state
const ASCII = 0;
const ROMAN = 1;
const JIS0208 = 2;

/**
 * The ISO-2022-JP encoder, the one stateful encoder. "Percent-encode after encoding" runs
 * "encode or fail" again after each failure with the same encoder, so the state survives a
 * failure: "¥‽" in the Roman state writes ESC ( J 0x5C, fails on ‽ while still Roman, and
 * the closing ESC ( B comes only at the end of the input.
 *
 * @exodus/bytes' fatal encoder gives the right bytes when nothing fails (the common case,
 * one call). When something fails, this runs the encoder's steps itself, asking the fatal
 * encoder only for the jis0208 bytes of single code points (which include the U+2212 and
 * halfwidth katakana mappings of steps 8–9) and whether they exist.
 */
export function createISO2022JPEncoder(name: string): Encoder {
  const fatal = createMultibyteEncoder('iso-2022-jp');
  const tryEncode = (s: string): Uint8Array | null => {
    try {
      return fatal(s);
    } catch {
      return null;
    }
  };
  // jis0208 bytes (lead << 8 | trail) per code point, or -1 when there are none.
  const jis0208 = new Map<number, number>();
  const encode = (input: string): EncodeResult => {
    const scalars = toScalarValueString(input);
    const whole = tryEncode(scalars);
    if (whole !== null) return { bytes: whole, errors: NO_ERRORS };

    const length = scalars.length;
    // At most ESC $ B + 2 bytes per code unit, plus the final ESC ( B.
    const bytes = new Uint8Array(length * 5 + 3);
    const errors: EncodeError[] = [];
    let state = ASCII;
    let o = 0;
    const escape = (b1: number, b2: number, b3: number): void => {
      bytes[o++] = b1;
      bytes[o++] = b2;
      bytes[o++] = b3;
    };
    for (let i = 0; i < length; ) {
      const codePoint = scalars.codePointAt(i) as number;
      i += codePoint > 0xffff ? 2 : 1;
      if (codePoint < 0x80) {
        // Step 6: an ASCII code point outside the ASCII state (or "\" and "~" in Roman)
        // first switches back to ASCII. Steps 3–5 then apply in the new state.
        if (state === JIS0208 || (state === ROMAN && (codePoint === 0x5c || codePoint === 0x7e))) {
          escape(0x1b, 0x28, 0x42);
          state = ASCII;
        }
        // Step 3: SO, SI and ESC fail as U+FFFD, to prevent attacks.
        if (codePoint === 0x0e || codePoint === 0x0f || codePoint === 0x1b) {
          errors.push({ byteOffset: o, codePoint: 0xfffd });
        } else bytes[o++] = codePoint; // Steps 4–5.
        continue;
      }
      if (codePoint === 0xa5 || codePoint === 0x203e) {
        // Step 7: ¥ and ‾ switch to Roman; step 5.2–5.3: they are 0x5C and 0x7E there.
        if (state !== ROMAN) {
          escape(0x1b, 0x28, 0x4a);
          state = ROMAN;
        }
        bytes[o++] = codePoint === 0xa5 ? 0x5c : 0x7e;
        continue;
      }
      // Steps 8–10: the jis0208 pointer, from ESC $ B lead trail ESC ( B.
      let pair = jis0208.get(codePoint);
      if (pair === undefined) {
        const single = tryEncode(String.fromCodePoint(codePoint));
        pair = single !== null && single.length === 8 ? ((single[3] as number) << 8) | (single[4] as number) : -1;
        if (jis0208.size >= 4096) jis0208.clear();
        jis0208.set(codePoint, pair);
      }
      if (pair < 0) {
        // Step 11: no pointer. From jis0208, switch to ASCII first; then fail.
        if (state === JIS0208) {
          escape(0x1b, 0x28, 0x42);
          state = ASCII;
        }
        errors.push({ byteOffset: o, codePoint });
        continue;
      }
      // Step 12: switch to jis0208; steps 13–15: lead and trail bytes.
      if (state !== JIS0208) {
        escape(0x1b, 0x24, 0x42);
        state = JIS0208;
      }
      bytes[o++] = pair >> 8;
      bytes[o++] = pair & 0xff;
    }
    // Step 1: end-of-queue outside the ASCII state switches back to it.
    if (state !== ASCII) escape(0x1b, 0x28, 0x42);
    return { bytes: bytes.subarray(0, o), errors };
  };
  // Not ASCII-compatible: ESC, SO and SI fail, and ASCII after ¥ needs ESC ( B first.
  return Object.freeze({ name, asciiCompatible: false, encode });
}
