// The URL API suites (WPT url-api, URLSearchParams constructor/iteration/methods, the Web
// IDL bindings) outside vitest: scripts/bundle-api-suites.mjs bundles this file with the
// suites, `vitest` replaced by ./expect.ts and ../impls.ts by ./impls.ts, for Bun, Deno and
// Chromium. Expected failures are ours (../expected-failures.json, the same ratchet as
// under vitest) plus the runtime's own, each with its reason; an expected failure that
// passes is counted as a failure, so the lists only shrink.
import ours from '../expected-failures.json';
import '../wpt-url-api.test';
import '../wpt-urlsearchparams-constructor.test';
import '../wpt-urlsearchparams-iteration.test';
import '../wpt-urlsearchparams-methods.test';
import '../webidl.test';
import { SUITES, type Impl } from './impls';

type ExpectedFailures = Record<string, Record<string, string>>;

export interface ApiSuitesResult {
  passed: number;
  failed: number;
  expectedFailures: number;
  /** What failed (the first 50): "<file> via x-url > <case>: <error>". */
  failures: string[];
}

export function runApiSuites(classes: Omit<Impl, 'name'>, runtimeExpected: ExpectedFailures): ApiSuitesResult {
  const result: ApiSuitesResult = { passed: 0, failed: 0, expectedFailures: 0, failures: [] };
  const fail = (what: string): void => {
    result.failed++;
    if (result.failures.length < 50) result.failures.push(what);
  };
  const impl: Impl = { name: 'x-url', ...classes };
  for (const suite of SUITES) {
    const key = `${suite.file} via x-url${suite.variant === undefined ? '' : ` ${suite.variant}`}`;
    const listed = { ...(ours as ExpectedFailures)[key], ...runtimeExpected[key] };
    // Case names as the vitest harness numbers repeated ones: "name (2)", "name (3)", …
    const seen = new Map<string, number>();
    for (const c of suite.cases) {
      const n = (seen.get(c.name) ?? 0) + 1;
      seen.set(c.name, n);
      const name = n > 1 ? `${c.name} (${n})` : c.name;
      let error: unknown = null;
      try {
        c.run(impl);
      } catch (e) {
        error = e ?? new Error('threw a nullish value');
      }
      if (Object.hasOwn(listed, name)) {
        if (error === null) fail(`${key} > ${name}: passed, but is listed as an expected failure`);
        else result.expectedFailures++;
      } else if (error !== null) {
        fail(`${key} > ${name}: ${error instanceof Error ? error.message : String(error)}`);
      } else {
        result.passed++;
      }
    }
  }
  return result;
}
