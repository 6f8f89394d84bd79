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
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`${fn}: options must be an object, got ${options === null ? 'null' : typeof options}`);
  }
  const { encoding, useCharsetParameter, maxPairs } = options;
  if (encoding !== undefined && typeof encoding !== 'string') {
    throw new TypeError(`${fn}: options.encoding must be a string, got ${typeof encoding}`);
  }
  if (useCharsetParameter !== undefined && typeof useCharsetParameter !== 'boolean') {
    throw new TypeError(`${fn}: options.useCharsetParameter must be a boolean, got ${typeof useCharsetParameter}`);
  }
  if (maxPairs !== undefined) {
    if (typeof maxPairs !== 'number') {
      throw new TypeError(`${fn}: options.maxPairs must be a number, got ${typeof maxPairs}`);
    }
    if (!(maxPairs >= 0) || (!Number.isInteger(maxPairs) && maxPairs !== Infinity)) {
      throw new RangeError(`${fn}: options.maxPairs must be a non-negative integer, got ${maxPairs}`);
    }
  }
  return { encoding, useCharsetParameter: useCharsetParameter ?? false, maxPairs: maxPairs ?? Infinity };
}

/** The RangeError for one pair too many. */
export function tooManyPairs(fn: string, maxPairs: number): RangeError {
  return new RangeError(`${fn}: the input has more than ${maxPairs} name-value pairs (options.maxPairs)`);
}

// https://encoding.spec.whatwg.org/#utf-8: the labels of UTF-8.
const UTF8_LABELS = new Set(['unicode-1-1-utf-8', 'unicode11utf8', 'unicode20utf8', 'utf-8', 'utf8', 'x-unicode20utf8']);

/**
 * Whether `label` is a label of UTF-8 (https://encoding.spec.whatwg.org/#concept-encoding-get:
 * ASCII whitespace trimmed, ASCII case-insensitive). The root entry knows no other label.
 */
export function isUTF8Label(label: string): boolean {
  let start = 0;
  let end = label.length;
  const isSpace = (c: number): boolean => c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0x20;
  while (start < end && isSpace(label.charCodeAt(start))) start++;
  while (end > start && isSpace(label.charCodeAt(end - 1))) end--;
  let lower = '';
  for (let i = start; i < end; i++) {
    const c = label.charCodeAt(i);
    lower += String.fromCharCode(c >= 0x41 && c <= 0x5a ? c + 0x20 : c);
  }
  return UTF8_LABELS.has(lower);
}
