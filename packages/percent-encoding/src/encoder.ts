// https://encoding.spec.whatwg.org/#encoder, as "percent-encode after encoding" uses it
// (https://url.spec.whatwg.org/#string-percent-encode-after-encoding).
import { utf8Encode } from './utf8-encode';

/**
 * A code point the encoding cannot represent: "encode or fail" returned it
 * (https://encoding.spec.whatwg.org/#encode-or-fail) after the encoder had written
 * `byteOffset` bytes.
 */
export interface EncodeError {
  /** How many bytes of {@link EncodeResult.bytes} come before the failure. */
  readonly byteOffset: number;
  /** The code point that could not be encoded (U+FFFD for ISO-2022-JP's ESC, SO and SI). */
  readonly codePoint: number;
}

/** The output of {@link Encoder.encode}. */
export interface EncodeResult {
  /** Every byte the encoder wrote, escape sequences of stateful encodings included. */
  readonly bytes: Uint8Array;
  /** The failures in input order, each placed by its byte offset; empty when none. */
  readonly errors: readonly EncodeError[];
}

/**
 * An output encoder (https://encoding.spec.whatwg.org/#get-an-encoder) for one encoding.
 * The root entry only ships {@link UTF8_ENCODER}; legacy encoders come from
 * `getEncoder(label)` in `@x/percent-encoding/encodings`, or from anything that
 * implements this interface.
 */
export interface Encoder {
  /** The encoding's name as the Encoding Standard spells it: "UTF-8", "Shift_JIS", "windows-1252", … */
  readonly name: string;
  /**
   * True when the encoder writes each ASCII code point as that one byte, whatever came
   * before (every encoding but ISO-2022-JP). Lets ASCII input skip the encoder entirely.
   */
  readonly asciiCompatible?: boolean;
  /**
   * Runs "encode or fail" over all of `input` with one encoder instance, restarting after
   * each failure as "percent-encode after encoding" does: state carries across failures
   * (ISO-2022-JP stays in its Roman or ASCII state) and the end-of-queue bytes are
   * written once, at the end. Lone surrogates in `input` are U+FFFD (the string is
   * converted to a scalar value string first). Never throws on any string.
   */
  encode(input: string): EncodeResult;
}

const NO_ERRORS: readonly EncodeError[] = /* @__PURE__ */ Object.freeze([]);

/** The UTF-8 encoder: every scalar value is encodable. */
export const UTF8_ENCODER: Encoder = /* @__PURE__ */ Object.freeze({
  name: 'UTF-8',
  asciiCompatible: true,
  encode: (input: string): EncodeResult => ({ bytes: utf8Encode(input), errors: NO_ERRORS }),
});

/**
 * Whether `encoder` encodes UTF-8 (so the fast UTF-8 paths apply): its name is "UTF-8", as
 * for {@link UTF8_ENCODER} and what `getEncoder` returns for UTF-8, UTF-16 and replacement.
 */
export function isUTF8Encoder(encoder: Encoder): boolean {
  // A predicate: anything that is not an encoder (undefined, null, a primitive) is not
  // the UTF-8 encoder.
  return (encoder as Encoder | null | undefined)?.name === 'UTF-8';
}
