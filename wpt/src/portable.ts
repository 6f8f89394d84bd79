// WPT cases outside vitest, for the bundles other engines run (Bun, Deno, the browsers):
// names as the vitest harness (harness.ts) registers them, and the expected-failures
// ratchet it applies. No imports, so a browser bundle can take it.

/** The name of each case, in order; a name that repeats gets " (2)", " (3)", … */
export function numberedNames<T>(cases: readonly T[], name: (c: T) => string): string[] {
  const seen = new Map<string, number>();
  return cases.map((c) => {
    const base = name(c);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n > 1 ? `${base} (${n})` : base;
  });
}

export interface ListedRun {
  passed: number;
  /** Unexpected failures, plus listed cases that passed. */
  failed: number;
  expectedFailures: number;
  /** "<name>: <error>" for each of `failed`, in order. */
  failures: string[];
}

/**
 * Runs each case; one whose name `listed` holds (name → reason) must fail, and counts as
 * a failure when it passes, so the lists only shrink.
 */
export function runListed(cases: readonly { readonly name: string; readonly run: () => void }[], listed: Readonly<Record<string, string>>): ListedRun {
  const result: ListedRun = { passed: 0, failed: 0, expectedFailures: 0, failures: [] };
  for (const c of cases) {
    let error: unknown = null;
    try {
      c.run();
    } catch (e) {
      error = e ?? new Error('threw a nullish value');
    }
    if (Object.hasOwn(listed, c.name)) {
      if (error === null) {
        result.failed++;
        result.failures.push(`${c.name}: passed, but is listed as an expected failure`);
      } else result.expectedFailures++;
    } else if (error !== null) {
      result.failed++;
      result.failures.push(`${c.name}: ${error instanceof Error ? error.message : String(error)}`);
    } else result.passed++;
  }
  return result;
}
