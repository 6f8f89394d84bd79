// Wrong argument TYPES are programming errors: they throw a TypeError naming the
// function and the argument (bad strings are never errors: they give failure).
import type { ReportFn } from './validation-error';

function describe(value: unknown): string {
  return value === null ? 'null' : typeof value;
}

export function checkString(fn: string, name: string, value: unknown): asserts value is string {
  if (typeof value !== 'string') throw new TypeError(`${fn}: ${name} must be a string, got ${describe(value)}`);
}

export function checkBoolean(fn: string, name: string, value: unknown): asserts value is boolean {
  if (typeof value !== 'boolean') throw new TypeError(`${fn}: ${name} must be a boolean, got ${describe(value)}`);
}

/** Validates an `options` bag and returns its `onValidationError` (or undefined). */
export function reportFromOptions<T extends string>(fn: string, options: unknown): ReportFn<T> | undefined {
  if (options === undefined) return undefined;
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`${fn}: options must be an object, got ${describe(options)}`);
  }
  const report: unknown = (options as { onValidationError?: unknown }).onValidationError;
  if (report === undefined) return undefined;
  if (typeof report !== 'function') {
    throw new TypeError(`${fn}: options.onValidationError must be a function, got ${describe(report)}`);
  }
  return report as ReportFn<T>;
}
