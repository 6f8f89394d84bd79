// The TypeError that `new URL()` and the href setter throw (#dom-url-url step 2,
// #dom-url-href step 2). Its message names the validation error that made parsing fail,
// which takes a second parse with validation errors collected. Code that tries many
// strings (new URL in a try/catch as a validity check) never reads the message, so the
// second parse runs when the message is first read (an accessor on the error's prototype
// that then gives way to the string): a failed `new URL()` costs a throw, no more.
import { parseWithValidationErrors, type URLRecord, type ValidationError } from '@x/url-parser';
import { anchorShape, quoteInput } from '@x/url-parser/internal';

/** The TypeError, with Node's `code` and `input` (and `base`) properties for drop-in use. */
export interface InvalidURLError extends TypeError {
  /** Node's error code for an invalid URL. */
  readonly code: 'ERR_INVALID_URL';
  /** The URL string that failed to parse. */
  readonly input: string;
  /** The base URL string, when one was given. */
  readonly base?: string;
}

/** ": <type> at <index>" for the error parsing stopped at (the last one when none is fatal). */
function describe(errors: readonly ValidationError[]): string {
  let chosen: ValidationError | undefined;
  for (const e of errors) if (e.fatal) chosen = e;
  chosen ??= errors[errors.length - 1];
  return chosen === undefined ? '' : `: ${chosen.type} at ${chosen.index}`;
}

/**
 * A TypeError whose message is computed on first read. Its prototype (below
 * TypeError.prototype) holds the `message` accessor, so no per-error property definition
 * or closure is needed: defining an accessor on each error cost about 3 µs, more than
 * the throw itself. No own `message` exists until the first read or write, when a data
 * property replaces the accessor. `constructor` is TypeError (Web IDL and WPT's
 * assert_throws_js check it), and V8 builds the stack's first line from the message
 * lazily, so it reads the accessor too. Made in a pure call, so that bundles which never
 * throw it (URLSearchParams alone) drop it and the parser it imports.
 */
const LazyMessageTypeError = /* @__PURE__ */ (() => {
  class LazyMessageTypeError extends TypeError {
    readonly #input: string;
    readonly #base: string | undefined;

    constructor(input: string, base: string | undefined) {
      super();
      this.#input = input;
      this.#base = base;
      const self = this as unknown as { code: string; input: string; base?: string };
      self.code = 'ERR_INVALID_URL';
      self.input = input;
      if (base !== undefined) self.base = base;
    }

    override get message(): string {
      const message = describeFailure(this.#input, this.#base);
      Object.defineProperty(this, 'message', { value: message, writable: true, enumerable: false, configurable: true });
      return message;
    }

    override set message(value: string) {
      Object.defineProperty(this, 'message', { value, writable: true, enumerable: false, configurable: true });
    }
  }
  Object.defineProperty(LazyMessageTypeError.prototype, 'constructor', {
    value: TypeError,
    writable: true,
    enumerable: false,
    configurable: true,
  });
  // One instance for the life of the class, so that a major collection never frees its
  // hidden class and deoptimizes invalidURLError and its callers (see url.ts).
  anchorShape(new LazyMessageTypeError('', undefined));
  return LazyMessageTypeError;
})();

/**
 * The message for `input` (against `base`, when given) that failed to parse, e.g.
 * `Invalid URL "https://example.org:70000": port-out-of-range at 20`. Indices are UTF-16
 * offsets into the string that failed (the base, when the base is what failed); a long
 * string is quoted by its start and length (quoteInput), the whole of it is on `input`.
 */
function describeFailure(input: string, base: string | undefined): string {
  let parsedBase: URLRecord | null = null;
  if (base !== undefined) {
    const b = parseWithValidationErrors(base);
    if (b.url === null) return `Invalid base URL ${quoteInput(base)}${describe(b.errors)}`;
    parsedBase = b.url;
  }
  const r = parseWithValidationErrors(input, parsedBase === null ? undefined : { base: parsedBase });
  const against = base === undefined ? '' : ` against base ${quoteInput(base)}`;
  return `Invalid URL ${quoteInput(input)}${against}${describe(r.errors)}`;
}

/** The error for `input` (against `base`, when given) that failed to parse; see describeFailure. */
export function invalidURLError(input: string, base: string | undefined): InvalidURLError {
  // The arguments were USVStrings: what the error keeps is the converted string.
  return new LazyMessageTypeError(input.toWellFormed(), base?.toWellFormed()) as unknown as InvalidURLError;
}
