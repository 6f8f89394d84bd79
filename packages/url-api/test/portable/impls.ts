// Stands in for ../impls.ts when the API suites run outside vitest (run-api-suites.ts):
// apiSuite records the cases instead of registering vitest tests.
import type { URL as XURL, URLSearchParams as XURLSearchParams } from '../../src/index';

export interface Impl {
  readonly name: string;
  readonly URL: typeof XURL;
  readonly URLSearchParams: typeof XURLSearchParams;
}

export interface ApiCase {
  readonly name: string;
  readonly run: (impl: Impl) => void;
}

export interface RecordedSuite {
  readonly file: string;
  readonly variant: string | undefined;
  readonly cases: readonly ApiCase[];
}

export const SUITES: RecordedSuite[] = [];

export function apiSuite(file: string, cases: readonly ApiCase[], variant?: string): void {
  SUITES.push({ file, variant, cases });
}

export function entriesOf(params: Iterable<[string, string]>): Array<[string, string]> {
  return [...params];
}
