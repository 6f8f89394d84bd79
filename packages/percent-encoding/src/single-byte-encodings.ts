// Entry `@x/percent-encoding/single-byte-encodings`: UTF-8 and the Encoding Standard's
// single-byte encodings (windows-1252, ISO-8859-x, KOI8-R, …, x-user-defined) alone, for a
// URL or form serializer that only meets those. `/encodings` carries every legacy encoding,
// the multi-byte ones' tables included (gbk, gb18030, big5, euc-jp, iso-2022-jp, shift_jis,
// euc-kr); this entry bundles none of them.
import type { Encoder } from './encoder';
import { UTF8_ENCODER } from './encoder';
import { isMultiByteEncoding, outputEncodingName } from './output-encoding';
import { singleByteEncoder } from './single-byte-encoder';

/**
 * The encoder for the output encoding of `label`
 * (https://encoding.spec.whatwg.org/#get-an-output-encoding, then
 * https://encoding.spec.whatwg.org/#get-an-encoder) when it is UTF-8 (as replacement,
 * UTF-16BE and UTF-16LE are) or a single-byte encoding: the same encoder as
 * `getEncoder` of `@x/percent-encoding/encodings` gives.
 *
 * @throws {RangeError} when `label` is not an encoding label, or names a multi-byte encoding
 * (which `getEncoder` of `@x/percent-encoding/encodings` has).
 */
export function getSingleByteEncoder(label: string): Encoder {
  const name = outputEncodingName('getSingleByteEncoder', label);
  if (name === 'UTF-8') return UTF8_ENCODER;
  if (isMultiByteEncoding(name)) {
    throw new RangeError(
      `getSingleByteEncoder: ${name} is a multi-byte encoding; getEncoder from '@x/percent-encoding/encodings' has it`,
    );
  }
  return singleByteEncoder(name);
}
