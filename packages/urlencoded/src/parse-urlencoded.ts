// The root entry's parsers: UTF-8 only, as the spec's parser is.
// https://url.spec.whatwg.org/#concept-urlencoded-parser
import { isUint8Array } from './is-uint8-array';
import { checkOptions, isUTF8Label, tooManyPairs, type CheckedOptions, type UrlencodedParseOptions } from './parse-options';
import { parseBytes, parseString, type UrlencodedPair } from './urlencoded-parser';

function requireUTF8(fn: string, options: CheckedOptions): void {
  if ((options.encoding !== undefined && !isUTF8Label(options.encoding)) || options.useCharsetParameter) {
    throw new RangeError(`${fn}: only UTF-8 here; other encodings need @x/urlencoded/legacy`);
  }
}

/**
 * https://url.spec.whatwg.org/#concept-urlencoded-parser — the name-value pairs of an
 * application/x-www-form-urlencoded body: split on "&", then on the first "=", "+" is a
 * space, percent-decode, UTF-8 decode without BOM (invalid sequences become U+FFFD).
 *
 * @throws {RangeError} when there are more than `options.maxPairs` pairs, or when the
 * options ask for a non-UTF-8 encoding (use `@x/urlencoded/legacy` for those).
 */
export function parseUrlencoded(input: Uint8Array, options?: UrlencodedParseOptions): UrlencodedPair[] {
  if (!isUint8Array(input)) {
    throw new TypeError(`parseUrlencoded: input must be a Uint8Array, got ${typeof input}`);
  }
  const checked = checkOptions('parseUrlencoded', options);
  requireUTF8('parseUrlencoded', checked);
  return parseBytes(input, checked.maxPairs) ?? tooManyPairs('parseUrlencoded', checked.maxPairs);
}

/**
 * https://url.spec.whatwg.org/#concept-urlencoded-string-parser — the same on a string
 * (what `URLSearchParams` does with a query). Lone surrogates are U+FFFD. Works on the
 * string directly: only pieces with "%" or "+" are decoded, and nothing is UTF-8 encoded.
 *
 * @throws {RangeError} as {@link parseUrlencoded}.
 */
export function parseUrlencodedString(input: string, options?: UrlencodedParseOptions): UrlencodedPair[] {
  if (typeof input !== 'string') {
    throw new TypeError(`parseUrlencodedString: input must be a string, got ${typeof input}`);
  }
  const checked = checkOptions('parseUrlencodedString', options);
  requireUTF8('parseUrlencodedString', checked);
  return parseString(input, checked.maxPairs) ?? tooManyPairs('parseUrlencodedString', checked.maxPairs);
}
