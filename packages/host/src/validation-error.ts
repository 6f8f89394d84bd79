// https://url.spec.whatwg.org/#validation-error — the host rows of the "Writing" table.
import type {
  ReportFn as IdnaReportFn,
  ReportOptions as IdnaReportOptions,
  ValidationError as IdnaValidationError,
} from '@x/idna';

/** https://url.spec.whatwg.org/#validation-error (shared shape, from @x/idna). */
export type ValidationError<T extends string> = IdnaValidationError<T>;
/** Receives validation errors as they are found, in spec order (@x/idna's type). */
export type ReportFn<T extends string> = IdnaReportFn<T>;
/** Options of the parsers that can report validation errors (@x/idna's type). */
export type ReportOptions<T extends string> = IdnaReportOptions<T>;

/** Every validation error the host parser (and the domain parser it calls) can report. */
export type HostValidationErrorType =
  | 'domain-to-ASCII'
  | 'domain-percent-encoded'
  | 'host-invalid-code-point'
  | 'invalid-URL-unit' // the opaque-host parser reports it
  | 'IPv4-non-ASCII-input' // whatwg/url PR #925 (July 2026), after the url.bs of 2 July 2026
  | 'IPv4-empty-part'
  | 'IPv4-too-few-parts'
  | 'IPv4-too-many-parts'
  | 'IPv4-non-numeric-part'
  | 'IPv4-non-decimal-part'
  | 'IPv4-out-of-range-part'
  | 'IPv6-unclosed'
  | 'IPv6-invalid-compression'
  | 'IPv6-too-many-pieces'
  | 'IPv6-multiple-compression'
  | 'IPv6-invalid-code-point'
  | 'IPv6-too-few-pieces'
  | 'IPv6-piece-leading-zero'
  | 'IPv4-in-IPv6-too-many-pieces'
  | 'IPv4-in-IPv6-invalid-code-point'
  | 'IPv4-in-IPv6-out-of-range-part'
  | 'IPv4-in-IPv6-too-few-parts';

/** The names above, in the order of the spec's table. */
export const HOST_VALIDATION_ERROR_TYPES: readonly HostValidationErrorType[] = Object.freeze([
  'domain-to-ASCII',
  'domain-percent-encoded',
  'host-invalid-code-point',
  'invalid-URL-unit',
  'IPv4-non-ASCII-input',
  'IPv4-empty-part',
  'IPv4-too-few-parts',
  'IPv4-too-many-parts',
  'IPv4-non-numeric-part',
  'IPv4-non-decimal-part',
  'IPv4-out-of-range-part',
  'IPv6-unclosed',
  'IPv6-invalid-compression',
  'IPv6-too-many-pieces',
  'IPv6-multiple-compression',
  'IPv6-invalid-code-point',
  'IPv6-too-few-pieces',
  'IPv6-piece-leading-zero',
  'IPv4-in-IPv6-too-many-pieces',
  'IPv4-in-IPv6-invalid-code-point',
  'IPv4-in-IPv6-out-of-range-part',
  'IPv4-in-IPv6-too-few-parts',
] as const);

/** The report callback type every host algorithm takes. */
export type HostReportFn = ReportFn<HostValidationErrorType>;
