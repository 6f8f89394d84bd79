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
import { numberedNames, runListed } from '@x/wpt/portable';
import { SUITES, type Impl } from './impls';

type ExpectedFailures = Record<string, Record<string, string>>;

export interface ApiSuitesResult {
  passed: number;
  failed: number;
  expectedFailures: number;
  /** What failed: "<file> via x-url > <case>: <error>". */
  failures: string[];
}

/**
 * `classes`: ours, or an engine's own (for the conformance table: `ours: false` drops our
 * expected-failures list). `only`: the suites (by WPT file name) to run.
 */
export function runApiSuites(
  classes: Omit<Impl, 'name'>,
  runtimeExpected: ExpectedFailures,
  { only, ours: isOurs = true }: { only?: (file: string) => boolean; ours?: boolean } = {},
): ApiSuitesResult {
  const result: ApiSuitesResult = { passed: 0, failed: 0, expectedFailures: 0, failures: [] };
  const impl: Impl = { name: 'x-url', ...classes };
  for (const suite of SUITES) {
    if (only !== undefined && !only(suite.file)) continue;
    const key = `${suite.file} via x-url${suite.variant === undefined ? '' : ` ${suite.variant}`}`;
    const listed = { ...(isOurs ? (ours as ExpectedFailures)[key] : undefined), ...runtimeExpected[key] };
    // Case names as the vitest harness numbers repeated ones: "name (2)", "name (3)", …
    const names = numberedNames(suite.cases, (c) => c.name);
    const run = runListed(suite.cases.map((c, i) => ({ name: names[i] as string, run: () => c.run(impl) })), listed);
    result.passed += run.passed;
    result.failed += run.failed;
    result.expectedFailures += run.expectedFailures;
    for (const f of run.failures) result.failures.push(`${key} > ${f}`);
  }
  return result;
}
