// `x-url examples` (what `pnpm start` shows): the URL Standard's example tables, embedded
// in src/spec-examples.ts, parsed. Each row of url.bs's URL parsing table gives the output
// the table states, and "Valid" agrees with the absence of validation errors.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { exampleResults, examplesTable, TABLE_WIDTH } from '../src/cli-examples';
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
  test('the table has a row per example, failures and error names included, and fits 120 columns', () => {
    const table = examplesTable(results);
    const lines = table.split('\n');
    const errorLines = lines.filter((l) => l.startsWith('  ↳ '));
    expect(lines).toHaveLength(results.length + 2 + errorLines.length);
    expect(errorLines).toHaveLength(results.filter((r) => r.validationErrors.length > 0).length);
    expect(lines[0]).toMatch(/^input +base +href \(or failure\) +site \(host kind\)$/);
    expect(table).toContain('\n  ↳ special-scheme-missing-following-solidus ×4\n');
    const failing = lines.findIndex((l) => l.startsWith('https://ex ample.org/'));
    expect(lines[failing]).toMatch(/ failure$/);
    expect(lines[failing + 1]).toBe('  ↳ domain-to-ASCII');
    expect(lines.find((l) => l.startsWith('https://user:pass@sub.example.co.uk'))).toMatch(/ example\.co\.uk$/);
    expect(lines.find((l) => l.startsWith('https://[0:0::1]/'))).toMatch(/ \(ipv6\)$/);
    expect(TABLE_WIDTH).toBe(120);
    for (const l of lines) expect([...l].length, l).toBeLessThanOrEqual(TABLE_WIDTH);
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
    const r = spawnSync(process.execPath, ['tooling/scripts/start.mjs', 'examples'], { cwd: root, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("The URL Standard's examples (url.bs), parsed by @x/url:");
    expect(r.stdout).toContain('https://xn--fa-hia.example/');
    const parse = spawnSync(process.execPath, ['tooling/scripts/start.mjs', 'parse', 'https://EXAMPLE.com/a/../b'], { cwd: root, encoding: 'utf8' });
    expect(parse.status).toBe(0);
    expect(parse.stdout).toMatch(/^href +https:\/\/example\.com\/b$/m);
    for (const l of r.stdout.split('\n')) expect([...l].length, l).toBeLessThanOrEqual(TABLE_WIDTH);
  }, 30_000);

  test('pnpm start shows the examples; pnpm -s x-url is the bin (bulk mode from a pipe, NDJSON only on stdout)', () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe('node tooling/scripts/start.mjs examples');
    expect(pkg.scripts['x-url']).toBe('node tooling/scripts/start.mjs');
    const bulk = spawnSync('pnpm', ['-s', 'x-url'], { cwd: root, input: 'https://a.example/\nnope\n', encoding: 'utf8' });
    expect(bulk.status).toBe(1);
    expect(bulk.stdout.split('\n').filter((l) => l !== '').map((l) => (JSON.parse(l) as { ok: boolean }).ok)).toEqual([true, false]);
    expect(bulk.stderr).toMatch(/^x-url: 2 URLs, 1 failed/);
    const check = spawnSync('pnpm', ['-s', 'x-url', 'check', 'https:example.org'], { cwd: root, encoding: 'utf8' });
    expect([check.status, check.stdout]).toEqual([1, expect.stringContaining('special-scheme-missing-following-solidus')]);
  }, 60_000);
});
