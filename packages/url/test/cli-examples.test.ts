// `x-url examples` (what `pnpm start` shows): the URL Standard's example tables, embedded
// in src/spec-examples.ts, parsed. Each row of url.bs's URL parsing table gives the output
// the table states, and "Valid" agrees with the absence of validation errors.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { exampleResults, examplesTable } from '../src/cli-examples';
import { run } from './run-cli';
import { SPEC_EXAMPLES } from '../src/spec-examples';

describe('x-url examples', () => {
  const results = exampleResults();
  test('the embedded examples hold both url.bs tables', () => {
    expect(SPEC_EXAMPLES.filter((e) => e.source === 'url.bs #example-url-parsing').length).toBeGreaterThanOrEqual(20);
    expect(SPEC_EXAMPLES.filter((e) => e.source.startsWith('url.bs #example-host-parsing')).length).toBeGreaterThanOrEqual(10);
  });
  test.each(SPEC_EXAMPLES.filter((e) => e.output !== undefined).map((e, i) => [e.input, e.base, i] as const))(
    'url.bs URL parsing example %j (base %j) gives the stated output and validity',
    (_input, _base, i) => {
      const example = SPEC_EXAMPLES.filter((e) => e.output !== undefined)[i];
      const result = results.find((r) => r.input === example?.input && r.base === example?.base);
      expect(result?.href).toBe(example?.output);
      expect(result?.matchesSpec).toBe(true);
      expect(result?.validationErrors.length === 0).toBe(example?.valid);
    },
  );
  test('the table has a row per example, failures and error names included', () => {
    const table = examplesTable(results);
    const lines = table.split('\n');
    expect(lines).toHaveLength(results.length + 2);
    expect(lines[0]).toMatch(/^input +base +href \(or failure\) +host kind +registrable domain +validation errors$/);
    expect(table).toContain('special-scheme-missing-following-solidus ×4');
    expect(lines.find((l) => l.startsWith('https://ex ample.org/'))).toMatch(/failure +domain-to-ASCII$/);
    expect(lines.find((l) => l.startsWith('https://user:pass@sub.example.co.uk'))).toContain('example.co.uk');
  });
  test('--json, usage errors, exit codes', () => {
    const json = run('examples', '--json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out)).toEqual(JSON.parse(JSON.stringify(results)));
    expect(run('examples', 'https://a/').code).toBe(2);
    const text = run('examples');
    expect(text.code).toBe(0);
    expect(text.out).toContain("Parse your own: pnpm x-url parse '<url>'");
  });
  test('pnpm start runs it from the sources, with no build', () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const r = spawnSync(process.execPath, ['tooling/scripts/start.mjs'], { cwd: root, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("The URL Standard's examples (url.bs), parsed by @x/url:");
    expect(r.stdout).toContain('https://xn--fa-hia.example/');
    const parse = spawnSync(process.execPath, ['tooling/scripts/start.mjs', 'parse', 'https://EXAMPLE.com/a/../b'], { cwd: root, encoding: 'utf8' });
    expect(parse.status).toBe(0);
    expect(parse.stdout).toMatch(/^href +https:\/\/example\.com\/b$/m);
  }, 30_000);
});
