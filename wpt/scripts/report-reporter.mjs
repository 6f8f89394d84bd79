// @ts-check
// A vitest reporter that tallies WPT cases per package (vitest project) and per WPT
// file (the top-level describe block, named after the file). A case registered with
// `test.fails` (listed in expected-failures.json) counts as an expected failure.

/** @param {any} testCase */
function topSuiteName(testCase) {
  let node = testCase;
  let name = '(no describe)';
  while (node.parent && node.parent.type === 'suite') {
    node = node.parent;
    name = node.name;
  }
  return name;
}

export default class WptReportReporter {
  /** @param {ReadonlyArray<any>} testModules @param {ReadonlyArray<unknown>} errors */
  onTestRunEnd(testModules, errors) {
    /** @type {Map<string, { passed: number, failed: number, expected: number }>} */
    const rows = new Map();
    const failures = [];
    for (const mod of testModules) {
      const pkg = mod.project.name || '(root)';
      for (const t of mod.children.allTests()) {
        const file = topSuiteName(t);
        if (file.startsWith('expected-failures')) continue;
        const key = `${pkg}\u0000${file}`;
        const row = rows.get(key) ?? { passed: 0, failed: 0, expected: 0 };
        rows.set(key, row);
        const state = t.result().state;
        const isMeta = t.name === 'expected-failures entries all name a case';
        if (state === 'failed') {
          row.failed++;
          failures.push(`${pkg} › ${t.fullName}`);
        } else if (state === 'passed' && !isMeta) {
          if (t.options.fails) row.expected++;
          else row.passed++;
        }
      }
    }
    const sorted = [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    // Runs labelled "via node" check Node's built-in URL against the same cases (the
    // drop-in comparison): reported apart, so the totals are ours alone.
    const isNode = (/** @type {string} */ key) => key.includes(' via node');
    const pad = (/** @type {unknown} */ s, /** @type {number} */ n) => String(s).padEnd(n);
    const padL = (/** @type {unknown} */ s, /** @type {number} */ n) => String(s).padStart(n);
    /** @param {string} title @param {typeof sorted} table */
    const section = (title, table) => {
      const out = [
        '',
        title,
        `${pad('package', 22)} ${pad('WPT file (runner)', 56)} ${padL('passed', 7)} ${padL('failed', 7)} ${padL('expected-failure', 17)}`,
      ];
      const total = { passed: 0, failed: 0, expected: 0 };
      for (const [key, row] of table) {
        const [pkg, file] = key.split('\u0000');
        out.push(`${pad(pkg, 22)} ${pad(file, 56)} ${padL(row.passed, 7)} ${padL(row.failed, 7)} ${padL(row.expected, 17)}`);
        total.passed += row.passed;
        total.failed += row.failed;
        total.expected += row.expected;
      }
      out.push(`${pad('total', 22)} ${pad('', 56)} ${padL(total.passed, 7)} ${padL(total.failed, 7)} ${padL(total.expected, 17)}`);
      return out;
    };
    const lines = [
      ...section('WPT conformance report (this implementation)', sorted.filter(([k]) => !isNode(k))),
      ...section("Drop-in comparison: the same cases through Node's built-in URL (expected failures = where Node 20 differs from the current standard)", sorted.filter(([k]) => isNode(k))),
    ];
    if (failures.length > 0) lines.push('', 'Failures:', ...failures.slice(0, 50).map((f) => `  ${f}`));
    if (errors.length > 0) lines.push('', `${errors.length} unhandled error(s)`);
    console.log(lines.join('\n'));
  }
}
