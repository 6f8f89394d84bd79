// Entry `@x/percent-encoding/encodings`: the legacy encodings of the Encoding Standard
// (https://encoding.spec.whatwg.org/#names-and-labels), on @exodus/bytes. The root entry
// never imports this file, so UTF-8-only users never load an encoding table.
import { labelToName } from '@exodus/bytes/encoding-lite.js';
import type { Encoder } from './encoder';
import { UTF8_ENCODER } from './encoder';
import { createISO2022JPEncoder } from './iso-2022-jp-encoder';
import { createMultiByteEncoder } from './multi-byte-encoder';
import { createSingleByteEncoder } from './single-byte-encoder';
import { createDecoder } from './legacy-decoder';
import type { Decoder } from './legacy-decoder';

export type { Decoder } from './legacy-decoder';

const MULTI_BYTE = new Set(['gbk', 'gb18030', 'big5', 'euc-jp', 'shift_jis', 'euc-kr']);

const encoders = new Map<string, Encoder>();
const decoders = new Map<string, Decoder>();

function nameOf(functionName: string, label: unknown): string {
  if (typeof label !== 'string') {
    throw new TypeError(`${functionName}: label must be a string, got ${typeof label}`);
  }
  const name = labelToName(label);
  if (name === null) throw new RangeError(`${functionName}: "${label}" is not an encoding label`);
  return name;
}

/**
 * https://encoding.spec.whatwg.org/#concept-encoding-get — the name of the encoding
 * `label` stands for ("UTF-8", "Shift_JIS", "windows-1252", …: the spec's spelling), or
 * null when it is no label. Labels are matched ASCII case-insensitively after trimming
 * ASCII whitespace.
 */
export function getEncodingName(label: string): string | null {
  if (typeof label !== 'string') {
    throw new TypeError(`getEncodingName: label must be a string, got ${typeof label}`);
  }
  return labelToName(label);
}

/**
 * https://encoding.spec.whatwg.org/#get-an-output-encoding — like
 * {@link getEncodingName}, but replacement, UTF-16BE and UTF-16LE give "UTF-8": a URL or
 * a form is never encoded in them.
 */
export function getOutputEncodingName(label: string): string | null {
  if (typeof label !== 'string') {
    throw new TypeError(`getOutputEncodingName: label must be a string, got ${typeof label}`);
  }
  const name = labelToName(label);
  return name === 'replacement' || name === 'UTF-16BE' || name === 'UTF-16LE' ? 'UTF-8' : name;
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
  let name = nameOf('getEncoder', label);
  if (name === 'replacement' || name === 'UTF-16BE' || name === 'UTF-16LE') name = 'UTF-8';
  if (name === 'UTF-8') return UTF8_ENCODER;
  let encoder = encoders.get(name);
  if (encoder === undefined) {
    const id = name.toLowerCase();
    if (id === 'iso-2022-jp') encoder = createISO2022JPEncoder(name);
    else if (MULTI_BYTE.has(id)) encoder = createMultiByteEncoder(name, id);
    else encoder = createSingleByteEncoder(name, id);
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
  const name = nameOf('getDecoder', label);
  let decoder = decoders.get(name);
  if (decoder === undefined) {
    decoder = createDecoder(name);
    decoders.set(name, decoder);
  }
  return decoder;
}
