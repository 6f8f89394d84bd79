// WPT urlpatterntestdata.json outside vitest, for the engines vitest does not run in (the
// browsers): the same checks as the vitest suite (../wpt-urlpattern-case.ts, whose
// `vitest` import the bundle maps to url-api's portable expect) and the same ratchet: a
// listed case must fail, and counts as a failure when it passes.
import type { URLPatternTestCase } from '@x/wpt';
import { numberedNames, runListed, type ListedRun } from '@x/wpt/portable';
import { runURLPatternCase, urlPatternCaseName, type URLPatternClass } from '../wpt-urlpattern-case';

/** `listed`: case name → why this implementation fails it. */
export function runURLPatternWpt(URLPattern: URLPatternClass, cases: readonly URLPatternTestCase[], listed: Readonly<Record<string, string>>): ListedRun {
  const names = numberedNames(cases, urlPatternCaseName);
  return runListed(cases.map((c, i) => ({ name: names[i] as string, run: () => runURLPatternCase(URLPattern, c) })), listed);
}
