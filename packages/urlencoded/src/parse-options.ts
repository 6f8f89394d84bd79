// Options of the urlencoded parsers, for server-side form handling. The spec's parser is
// UTF-8 only (https://url.spec.whatwg.org/#urlencoded-parsing); its note on `_charset_`
// and other encodings is what `encoding` and `useCharsetParameter` implement, opt-in.

/** Options for {@link parseUrlencoded} and {@link parseUrlencodedString}. */
export interface UrlencodedParseOptions {
  /**
   * Decode names and values with this encoding (an Encoding Standard label) instead of
   * UTF-8. The root entry accepts only UTF-8 labels; other encodings need
   * `@x/urlencoded/legacy`.
   */
  readonly encoding?: string;
  /**
   * Honour a `_charset_` field: when a pair is named `_charset_` and its value is an
   * encoding label, decode every name and value with that encoding (it wins over
   * `encoding`). Only in `@x/urlencoded/legacy`.
   */
  readonly useCharsetParameter?: boolean;
  /** Parse at most this many pairs; more throw a RangeError (before decoding them). */
  readonly maxPairs?: number;
}

/** The options, checked. */
export interface CheckedOptions {
  readonly encoding: string | undefined;
  readonly useCharsetParameter: boolean;
  readonly maxPairs: number;
}

const DEFAULTS: CheckedOptions = { encoding: undefined, useCharsetParameter: false, maxPairs: Infinity };

/** Checks the options' types (TypeError) and values (RangeError), naming the function. */
export function checkOptions(fn: string, options: UrlencodedParseOptions | undefined): CheckedOptions {
  if (options === undefined) return DEFAULTS;
  if (typeof options !== 'object' || options === null) throw new TypeError(`${fn}: options must be an object`);
  const { encoding, useCharsetParameter = false, maxPairs = Infinity } = options;
  if ((encoding !== undefined && typeof encoding !== 'string') || typeof useCharsetParameter !== 'boolean' || typeof maxPairs !== 'number') {
    throw new TypeError(`${fn}: options.encoding must be a string, .useCharsetParameter a boolean, .maxPairs a number`);
  }
  if (!(maxPairs >= 0 && (Number.isInteger(maxPairs) || maxPairs === Infinity))) {
    throw new RangeError(`${fn}: options.maxPairs must be a non-negative integer`);
  }
  return { encoding, useCharsetParameter, maxPairs };
}

/** Throws the RangeError for one pair too many (when a parser returned null). */
export function tooManyPairs(fn: string, maxPairs: number): never {
  throw new RangeError(`${fn}: more than ${maxPairs} name-value pairs (options.maxPairs)`);
}

/**
 * Whether `label` is a label of UTF-8 (https://encoding.spec.whatwg.org/#utf-8; matched
 * as https://encoding.spec.whatwg.org/#concept-encoding-get does: ASCII whitespace
 * trimmed, ASCII case-insensitive). The root entry knows no other label.
 */
export function isUTF8Label(label: string): boolean {
  // String#trim also strips non-ASCII spaces and toLowerCase non-ASCII letters, but no
  // UTF-8 label survives either with a non-ASCII character left in it.
  const lower = label.trim().toLowerCase();
  return ['unicode-1-1-utf-8', 'unicode11utf8', 'unicode20utf8', 'utf-8', 'utf8', 'x-unicode20utf8'].includes(lower);
}
