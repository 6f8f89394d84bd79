// The TypeError that `new URL()` and the href setter throw (#dom-url-url step 2,
// #dom-url-href step 2). Failure is the rare path, so the input is parsed a second time
// with validation errors collected, to name the error that made parsing fail.
import { parseWithValidationErrors, type URLRecord, type ValidationError } from '@x/url-parser';

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

function make(message: string, input: string, base: string | undefined): InvalidURLError {
  const error = new TypeError(message) as TypeError & { code?: string; input?: string; base?: string };
  error.code = 'ERR_INVALID_URL';
  error.input = input;
  if (base !== undefined) error.base = base;
  return error as InvalidURLError;
}

/**
 * The error for `input` (against `base`, when given) that failed to parse, e.g.
 * `Invalid URL "https://example.org:70000": port-out-of-range at 20`. Indices are UTF-16
 * offsets into the string that failed (the base, when the base is what failed).
 */
export function invalidURLError(input: string, base: string | undefined): InvalidURLError {
  let parsedBase: URLRecord | null = null;
  if (base !== undefined) {
    const b = parseWithValidationErrors(base);
    if (b.url === null) return make(`Invalid base URL ${JSON.stringify(base)}${describe(b.errors)}`, input, base);
    parsedBase = b.url;
  }
  const r = parseWithValidationErrors(input, parsedBase === null ? undefined : { base: parsedBase });
  const against = base === undefined ? '' : ` against base ${JSON.stringify(base)}`;
  return make(`Invalid URL ${JSON.stringify(input)}${against}${describe(r.errors)}`, input, base);
}
