// https://url.spec.whatwg.org/#writing — the validation error types of the URL parser.
import type { HostValidationErrorType, ReportFn as HostReportFn, ValidationError as HostValidationError } from '@x/host';

/** The "URL parsing" rows of the spec's validation error table. */
export type URLParsingValidationErrorType =
  | 'invalid-URL-unit'
  | 'special-scheme-missing-following-solidus'
  | 'missing-scheme-non-relative-URL'
  | 'invalid-reverse-solidus'
  | 'invalid-credentials'
  | 'host-missing'
  | 'port-out-of-range'
  | 'port-invalid'
  | 'file-invalid-Windows-drive-letter'
  | 'file-invalid-Windows-drive-letter-host';

/** Every validation error type the URL parser can report (host and IDNA ones included). */
export type URLValidationErrorType = URLParsingValidationErrorType | HostValidationErrorType;

/** Every URL-parsing validation error name of the spec's table, in table order. */
export const URL_PARSING_VALIDATION_ERROR_TYPES: readonly URLParsingValidationErrorType[] = /* @__PURE__ */ Object.freeze([
  'invalid-URL-unit',
  'special-scheme-missing-following-solidus',
  'missing-scheme-non-relative-URL',
  'invalid-reverse-solidus',
  'invalid-credentials',
  'host-missing',
  'port-out-of-range',
  'port-invalid',
  'file-invalid-Windows-drive-letter',
  'file-invalid-Windows-drive-letter-host',
]);

/** `{ type, index, end, fatal }`: offsets are UTF-16 indices into the caller's input. */
export type ValidationError<T extends string = URLValidationErrorType> = HostValidationError<T>;
/** Receives validation errors as they are found, in spec order. */
export type ReportFn<T extends string = URLValidationErrorType> = HostReportFn<T>;
