// https://url.spec.whatwg.org/#concept-urlencoded-serializer
import { isUTF8Encoder, type Encoder } from '@x/percent-encoding';
import { formEncodeLegacy, formEncodeUTF8 } from './urlencoded-percent-encode';

const FN = 'serializeUrlencoded';
const fail = (what: string): TypeError => new TypeError(`${FN}: ${what}`);

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
  // Step 1: the output encoding (UTF-8 unless a legacy encoder is given) decides the path.
  const legacy = encoder !== undefined && !isUTF8Encoder(encoder) ? encoder : undefined;
  let output = '';
  // Step 3. An array (URLSearchParams' list) is walked by index: no iterator objects.
  const list: readonly unknown[] = Array.isArray(tuples) ? tuples : [...(tuples as Iterable<unknown>)];
  for (let i = 0; i < list.length; i++) {
    const tuple = list[i];
    const pair = typeof tuple === 'object' && tuple !== null ? (tuple as ArrayLike<unknown>) : [];
    const name = pair[0];
    const value = pair[1];
    if (typeof name !== 'string' || typeof value !== 'string') throw fail('each tuple must be a [name, value] pair of strings');
    // Steps 3.2–3.5 ("output is not the empty string" is "not the first tuple": a pair
    // always writes at least "=").
    if (i !== 0) output += '&';
    output +=
      legacy === undefined
        ? `${formEncodeUTF8(name)}=${formEncodeUTF8(value)}`
        : `${formEncodeLegacy(legacy, name, FN)}=${formEncodeLegacy(legacy, value, FN)}`;
  }
  return output;
}

/**
 * Low-level: the urlencoded serializer's encoding of one name or value with UTF-8
 * (https://url.spec.whatwg.org/#concept-urlencoded-serializer steps 3.2–3.3):
 * https://url.spec.whatwg.org/#string-percent-encode-after-encoding with the
 * application/x-www-form-urlencoded percent-encode set and spaceAsPlus. Returns `input`
 * itself when nothing in it needs encoding; lone surrogates are U+FFFD. No argument check
 * (`input` must be a string). The serializer writes
 * `encodeUrlencodedString(name)=encodeUrlencodedString(value)` for each tuple, joined with
 * "&"; a list that keeps these per tuple serializes again after a change by encoding only
 * the changed tuples (`@x/url-api`'s URLSearchParams does).
 */
export const encodeUrlencodedString: (input: string) => string = formEncodeUTF8;
