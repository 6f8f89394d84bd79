// Wrong argument TYPES are programming errors: a TypeError naming the function and the
// argument. Bad strings are never errors: parsers return null.
import type { HostReportFn } from './validation-error';

export function describeType(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

export function checkString(fn: string, name: string, value: unknown): asserts value is string {
  if (typeof value !== 'string') throw new TypeError(`${fn}: ${name} must be a string, got ${describeType(value)}`);
}

export function checkBoolean(fn: string, name: string, value: unknown): asserts value is boolean {
  if (typeof value !== 'boolean') throw new TypeError(`${fn}: ${name} must be a boolean, got ${describeType(value)}`);
}

export function checkReport(fn: string, name: string, value: unknown): asserts value is HostReportFn | undefined {
  if (value !== undefined && typeof value !== 'function') {
    throw new TypeError(`${fn}: ${name} must be a function, got ${describeType(value)}`);
  }
}

/** Validates an `options` bag and returns its `onValidationError` (or undefined). */
export function reportFromOptions(fn: string, options: unknown): HostReportFn | undefined {
  if (options === undefined) return undefined;
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`${fn}: options must be an object, got ${describeType(options)}`);
  }
  const report: unknown = (options as { onValidationError?: unknown }).onValidationError;
  checkReport(fn, 'options.onValidationError', report);
  return report;
}
