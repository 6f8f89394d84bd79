// https://url.spec.whatwg.org/#concept-urlencoded-serializer
import {
  FORM_URLENCODED_PERCENT_ENCODE_SET,
  isUTF8Encoder,
  percentEncodeAfterEncoding,
  utf8PercentEncodeRange,
  type Encoder,
} from '@x/percent-encoding';

const fail = (what: string): TypeError => new TypeError(`serializeUrlencoded: ${what}`);

/**
 * https://url.spec.whatwg.org/#concept-urlencoded-serializer — `name=value` pairs joined
 * by "&", each percent-encoded after encoding with the application/x-www-form-urlencoded
 * percent-encode set (space becomes "+"). The result is ASCII.
 *
 * `encoder` defaults to UTF-8. For a legacy encoding, pass
 * `getEncoder(label)` from `@x/percent-encoding/encodings` (it follows "get an output
 * encoding": UTF-16 and replacement give UTF-8); code points it cannot encode become
 * `%26%23NNNN%3B`. Lone surrogates in names and values are U+FFFD.
 */
export function serializeUrlencoded(tuples: Iterable<readonly [string, string]>, encoder?: Encoder): string {
  if (tuples === null || typeof tuples !== 'object' || typeof tuples[Symbol.iterator] !== 'function') {
    throw fail('tuples must be an iterable of [name, value] pairs');
  }
  if (encoder !== undefined && (typeof encoder !== 'object' || encoder === null || typeof encoder.encode !== 'function')) {
    throw fail('encoder must be an Encoder');
  }
  // Step 1: the output encoding (UTF-8 unless a legacy encoder is given) decides the path;
  // UTF-8 takes the fast one, the same as "percent-encode after encoding" delegates to.
  const utf8 = encoder === undefined || isUTF8Encoder(encoder);
  let output = '';
  let first = true;
  // Step 3.
  for (const tuple of tuples as Iterable<unknown>) {
    const pair = typeof tuple === 'object' && tuple !== null ? (tuple as ArrayLike<unknown>) : [];
    const name = pair[0];
    const value = pair[1];
    if (typeof name !== 'string' || typeof value !== 'string') throw fail('each tuple must be a [name, value] pair of strings');
    // Steps 3.2–3.3.
    const encodedName = utf8
      ? utf8PercentEncodeRange(name, 0, name.length, FORM_URLENCODED_PERCENT_ENCODE_SET, true)
      : percentEncodeAfterEncoding(encoder, name, FORM_URLENCODED_PERCENT_ENCODE_SET, true);
    const encodedValue = utf8
      ? utf8PercentEncodeRange(value, 0, value.length, FORM_URLENCODED_PERCENT_ENCODE_SET, true)
      : percentEncodeAfterEncoding(encoder, value, FORM_URLENCODED_PERCENT_ENCODE_SET, true);
    // Steps 3.4–3.5 (the first tuple alone: "output is not the empty string" is the same test).
    if (first) first = false;
    else output += '&';
    output += encodedName + '=' + encodedValue;
  }
  return output;
}
