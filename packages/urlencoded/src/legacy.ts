// Entry `@x/urlencoded/legacy`: the urlencoded parsers with decoders for every encoding of
// the Encoding Standard (from @x/percent-encoding/encodings, on @exodus/bytes), for
// server-side form handling: the `encoding` and `useCharsetParameter` options. Same
// results as the root entry for UTF-8.
import { percentDecodeBytes, utf8Encode } from '@x/percent-encoding';
import { getDecoder, getOutputEncodingName } from '@x/percent-encoding/encodings';
import { findCharsetParameter } from './charset-parameter';
import { isUint8Array } from './is-uint8-array';
import { checkOptions, tooManyPairs, type CheckedOptions, type UrlencodedParseOptions } from './parse-options';
import { parseBytes, parseString, type PieceDecoder, type UrlencodedPair } from './urlencoded-parser';

export { serializeUrlencoded } from './urlencoded-serializer';
export type { UrlencodedPair } from './urlencoded-parser';
export type { UrlencodedParseOptions } from './parse-options';

/**
 * The encoding to decode with: the `_charset_` field's (when asked for and it names an
 * encoding), else `options.encoding`, else UTF-8; each through "get an output encoding"
 * (https://encoding.spec.whatwg.org/#get-an-output-encoding), since no form is ever
 * encoded in UTF-16 or replacement.
 */
function encodingFor(fn: string, options: CheckedOptions, input: string | Uint8Array): string {
  let name = 'UTF-8';
  if (options.encoding !== undefined) {
    const named = getOutputEncodingName(options.encoding);
    if (named === null) throw new RangeError(`${fn}: options.encoding "${options.encoding}" is not an encoding label`);
    name = named;
  }
  if (options.useCharsetParameter) {
    const label = findCharsetParameter(input);
    const named = label === null ? null : getOutputEncodingName(label);
    if (named !== null) name = named;
  }
  return name;
}

/** Steps 3.4–3.5 with a legacy decoder: on a copy, "+" → space, percent-decode, decode. */
function legacyPieceDecoder(encoding: string): PieceDecoder {
  const decoder = getDecoder(encoding);
  return (input, start, end) => {
    const piece = new Uint8Array(input.subarray(start, end));
    for (let i = 0; i < piece.length; i++) if (piece[i] === 0x2b) piece[i] = 0x20;
    return decoder.decode(percentDecodeBytes(piece));
  };
}

/**
 * https://url.spec.whatwg.org/#concept-urlencoded-parser, decoding names and values with
 * `options.encoding` or the `_charset_` field's encoding instead of UTF-8 when asked to.
 *
 * @throws {RangeError} when `options.encoding` is not an encoding label, or there are more
 * than `options.maxPairs` pairs.
 */
export function parseUrlencoded(input: Uint8Array, options?: UrlencodedParseOptions): UrlencodedPair[] {
  if (!isUint8Array(input)) {
    throw new TypeError(`parseUrlencoded: input must be a Uint8Array, got ${typeof input}`);
  }
  const checked = checkOptions('parseUrlencoded', options);
  const encoding = encodingFor('parseUrlencoded', checked, input);
  const pairs = encoding === 'UTF-8' ? parseBytes(input, checked.maxPairs) : parseBytes(input, checked.maxPairs, legacyPieceDecoder(encoding));
  return pairs ?? tooManyPairs('parseUrlencoded', checked.maxPairs);
}

/**
 * https://url.spec.whatwg.org/#concept-urlencoded-string-parser with the same options: a
 * string is UTF-8 encoded first (as the spec's string parser does), so a legacy encoding
 * only changes how percent-encoded bytes decode.
 *
 * @throws {RangeError} as {@link parseUrlencoded}.
 */
export function parseUrlencodedString(input: string, options?: UrlencodedParseOptions): UrlencodedPair[] {
  if (typeof input !== 'string') {
    throw new TypeError(`parseUrlencodedString: input must be a string, got ${typeof input}`);
  }
  const checked = checkOptions('parseUrlencodedString', options);
  const encoding = encodingFor('parseUrlencodedString', checked, input);
  const pairs =
    encoding === 'UTF-8'
      ? parseString(input, checked.maxPairs)
      : parseBytes(utf8Encode(input), checked.maxPairs, legacyPieceDecoder(encoding));
  return pairs ?? tooManyPairs('parseUrlencodedString', checked.maxPairs);
}
