// Entry `@x/percent-encoding/encodings`: the legacy encodings of the Encoding Standard
// (https://encoding.spec.whatwg.org/#names-and-labels), on @exodus/bytes. The root entry
// never imports this file, so UTF-8-only users never load an encoding table.
import { labelToName } from '@exodus/bytes/encoding-lite.js';
import type { Encoder } from './encoder';
import { UTF8_ENCODER } from './encoder';
import { createISO2022JPEncoder } from './iso-2022-jp-encoder';
import { createMultiByteEncoder } from './multi-byte-encoder';
import { singleByteEncoder } from './single-byte-encoder';
import { checkLabel, encodingName, isMultiByteEncoding, outputEncoding, outputEncodingName } from './output-encoding';
import { createDecoder } from './legacy-decoder';
import type { Decoder } from './legacy-decoder';

export type { Decoder } from './legacy-decoder';

const encoders = new Map<string, Encoder>();
const decoders = new Map<string, Decoder>();

/**
 * https://encoding.spec.whatwg.org/#concept-encoding-get — the name of the encoding
 * `label` stands for ("UTF-8", "Shift_JIS", "windows-1252", …: the spec's spelling), or
 * null when it is no label. Labels are matched ASCII case-insensitively after trimming
 * ASCII whitespace.
 */
export function getEncodingName(label: string): string | null {
  checkLabel('getEncodingName', label);
  return labelToName(label);
}

/**
 * https://encoding.spec.whatwg.org/#get-an-output-encoding — like
 * {@link getEncodingName}, but replacement, UTF-16BE and UTF-16LE give "UTF-8": a URL or
 * a form is never encoded in them.
 */
export function getOutputEncodingName(label: string): string | null {
  checkLabel('getOutputEncodingName', label);
  const name = labelToName(label);
  return name === null ? null : outputEncoding(name);
}

/**
 * The encoder for the output encoding of `label`
 * (https://encoding.spec.whatwg.org/#get-an-output-encoding, then
 * https://encoding.spec.whatwg.org/#get-an-encoder): pass it to
 * `percentEncodeAfterEncoding`, the URL parser or the urlencoded serializer. UTF-8 (and
 * replacement, UTF-16BE, UTF-16LE) give `UTF8_ENCODER` itself. Encoders are created once
 * per encoding and are stateless between calls.
 *
 * @throws {RangeError} when `label` is not an encoding label.
 */
export function getEncoder(label: string): Encoder {
  const name = outputEncodingName('getEncoder', label);
  if (name === 'UTF-8') return UTF8_ENCODER;
  if (!isMultiByteEncoding(name)) return singleByteEncoder(name);
  let encoder = encoders.get(name);
  if (encoder === undefined) {
    const id = name.toLowerCase();
    encoder = id === 'iso-2022-jp' ? createISO2022JPEncoder(name) : createMultiByteEncoder(name, id);
    encoders.set(name, encoder);
  }
  return encoder;
}

/**
 * A decoder for the encoding of `label` (https://encoding.spec.whatwg.org/#concept-encoding-get)
 * in replacement mode, without BOM handling: a leading byte order mark is decoded like any
 * other bytes, as "UTF-8 decode without BOM" does for UTF-8. The replacement encoding
 * decodes any non-empty input to one U+FFFD.
 *
 * @throws {RangeError} when `label` is not an encoding label.
 */
export function getDecoder(label: string): Decoder {
  const name = encodingName('getDecoder', label);
  let decoder = decoders.get(name);
  if (decoder === undefined) {
    decoder = createDecoder(name);
    decoders.set(name, decoder);
  }
  return decoder;
}
