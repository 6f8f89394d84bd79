// https://url.spec.whatwg.org/#concept-url-parser
import type { Encoder } from '@x/percent-encoding';
import { parseChecked } from './basic-url-parser';
import type { URLRecord } from './url-record';
import type { ReportFn, ValidationError } from './validation-error';

/** Options of {@link parseURL}. */
export interface ParseURLOptions {
  /** https://url.spec.whatwg.org/#concept-base-url */
  readonly base?: URLRecord | null | undefined;
  /** The query's encoding (from @x/percent-encoding/encodings); UTF-8 by default. */
  readonly encoding?: Encoder | undefined;
  /** Receives each validation error, in order, with offsets into `input`. */
  readonly onValidationError?: ReportFn | undefined;
  /** When true, any validation error makes the result null (conformance-checker mode). */
  readonly strict?: boolean | undefined;
}

/**
 * https://url.spec.whatwg.org/#concept-url-parser — a URL record, or null on failure.
 * There is no blob URL store here, so a "blob" URL's blob URL entry is always null.
 */
export function parseURL(input: string, options?: ParseURLOptions): URLRecord | null {
  return options?.strict === true ? parseStrict(input, options) : parseChecked('parseURL', input, options, 'auto');
}

/**
 * parseURL with `strict`. Its own function: the error counter's arrow function, were it
 * in parseURL, would make every parseURL call allocate a context for the counter, strict
 * or not (about 4 ns on the recognizer's 60–130 ns per URL).
 */
function parseStrict(input: string, options: ParseURLOptions): URLRecord | null {
  let errors = 0;
  const report = options.onValidationError;
  const url = parseChecked('parseURL', input, {
    base: options.base,
    encoding: options.encoding,
    onValidationError: (e) => {
      errors++;
      if (report !== undefined) report(e);
    },
  }, 'auto');
  return errors === 0 ? url : null;
}

/** Parses and collects every validation error (whatwg-url's parseURLWithValidationErrors). */
export function parseWithValidationErrors(
  input: string,
  options?: Omit<ParseURLOptions, 'onValidationError' | 'strict'>,
): { readonly url: URLRecord | null; readonly errors: ValidationError[] } {
  const errors: ValidationError[] = [];
  const url = parseChecked('parseWithValidationErrors', input, {
    base: options?.base,
    encoding: options?.encoding,
    onValidationError: (e) => errors.push(e),
  }, 'auto');
  return { url, errors };
}
