// https://url.spec.whatwg.org/#validation-error
//
// The shape every @x/* package uses to report validation errors. Generic over the error
// type names so each package narrows `type` to the names its own algorithms can produce.

/**
 * A validation error: `type` is the spec's name verbatim (url.bs "Writing" table),
 * `index`/`end` are UTF-16 offsets into the caller's input (`end` exclusive), and `fatal`
 * is true when the algorithm returns failure right after reporting it.
 */
export interface ValidationError<T extends string> {
  /** The error's name in the spec's table, e.g. "domain-to-ASCII". */
  readonly type: T;
  /** UTF-16 offset in the caller's input where the offending code points start. */
  readonly index: number;
  /** UTF-16 offset just past them (`index` when the error is at the end of the input). */
  readonly end: number;
  /** True when the algorithm returns failure right after reporting this error. */
  readonly fatal: boolean;
}

/** Receives validation errors as they are found, in spec order. */
export type ReportFn<T extends string> = (error: ValidationError<T>) => void;

/** Options accepted by every parser that can report validation errors. */
export interface ReportOptions<T extends string> {
  /** Called for each validation error; nothing is collected or checked without it. */
  readonly onValidationError?: ReportFn<T>;
}

/** https://url.spec.whatwg.org/#validation-error-domain-to-ascii */
export type IdnaValidationErrorType = 'domain-to-ASCII';

/** Every validation error type the IDNA algorithms can report. */
export const IDNA_VALIDATION_ERROR_TYPES: readonly IdnaValidationErrorType[] = Object.freeze([
  'domain-to-ASCII',
] as const);
