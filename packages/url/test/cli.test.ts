// The x-url CLI: main(argv, io) from source, then the tsup-built executable (its
// workspace dependencies bundled from source with esbuild) spawned with node.
import { Buffer } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { loadURLList, URL_LISTS, type URLListName } from '@x/wpt';
import { beforeAll, describe, expect, test } from 'vitest';
import { caretLine, displayInput } from '../src/cli-caret';
import { main, USAGE } from '../src/cli-main';
import { run } from './run-cli';

describe('parse', () => {
  test('prints every component, the host kind, public suffix and registrable domain', () => {
    const { code, out, err } = run('parse', 'https://user:pw@www.Example.co.uk:8080/a b?q=1#frag');
    expect(code).toBe(0);
    expect(err).toBe('');
    const rows = new Map(
      out
        .split('\n')
        .filter((l) => /^[a-z]/.test(l) && !l.startsWith('validation'))
        .map((l) => [l.slice(0, 20).trim(), l.slice(20)]),
    );
    expect(Object.fromEntries(rows)).toEqual({
      href: 'https://user:pw@www.example.co.uk:8080/a%20b?q=1#frag',
      origin: 'https://www.example.co.uk:8080',
      protocol: 'https:',
      username: 'user',
      password: 'pw',
      host: 'www.example.co.uk:8080',
      hostname: 'www.example.co.uk',
      port: '8080',
      pathname: '/a%20b',
      search: '?q=1',
      hash: '#frag',
      'host kind': 'domain',
      'public suffix': 'co.uk',
      'registrable domain': 'example.co.uk',
    });
    // The credentials (reported at their "@") and the space in the path (index 40).
    expect(out).toContain('validation errors: 2\n  invalid-credentials at 15\n');
    expect(out).toContain('  invalid-URL-unit at 40\n');
  });

  test('validation errors get a caret line under the input, controls made visible', () => {
    const { code, out } = run('parse', '\thttps://a\\b');
    expect(code).toBe(0);
    expect(out).toContain(['  invalid-URL-unit at 0', '    ␉https://a\\b', '    ^', ''].join('\n'));
    expect(out).toContain(['  invalid-reverse-solidus at 10', '    ␉https://a\\b', '              ^', ''].join('\n'));
  });

  test('--base resolves against a base; a failing base is reported as such', () => {
    expect(run('parse', '../x', '--base', 'https://h/a/b/c').out).toContain('https://h/a/x');
    expect(run('parse', '../x', '--base=https://h/a/b/c').out).toContain('https://h/a/x');
    const bad = run('parse', 'x', '--base', 'nope');
    expect(bad.code).toBe(1);
    expect(bad.err).toBe('failure: the base URL does not parse\n');
    expect(bad.out).toContain('base validation errors: 1\n  missing-scheme-non-relative-URL at 0 (fatal)');
  });

  test('failure: exit code 1, the fatal error with its position', () => {
    const { code, out, err } = run('parse', 'https://example.org:70000');
    expect(code).toBe(1);
    expect(err).toBe('failure: the URL does not parse\n');
    expect(out).toBe(
      [
        'validation errors: 1',
        '  port-out-of-range at 20..25 (fatal)',
        '    https://example.org:70000',
        '                        ^^^^^',
        '',
      ].join('\n'),
    );
  });

  test('hosts that are not domains have no public suffix', () => {
    const rows = run('parse', 'http://[::1]/').out;
    expect(rows).toContain('host kind           ipv6');
    expect(rows).toContain('public suffix       -');
    expect(run('parse', 'sc://opaque.example/').out).toContain('host kind           opaque');
    expect(run('parse', 'mailto:x@example.org').out).toContain('host kind           null');
  });

  test('--json', () => {
    const { code, out } = run('parse', 'https://a.github.io/', '--json');
    expect(code).toBe(0);
    const json = JSON.parse(out) as Record<string, unknown>;
    expect(json).toMatchObject({
      input: 'https://a.github.io/',
      ok: true,
      hostKind: 'domain',
      publicSuffix: 'github.io',
      registrableDomain: 'a.github.io',
      validationErrors: [],
    });
    expect((json.url as Record<string, string>).pathname).toBe('/');
    const failed = JSON.parse(run('parse', 'https://exa mple/', '--json').out) as Record<string, unknown>;
    expect(failed.ok).toBe(false);
    expect(failed.url).toBeUndefined();
    expect(failed.validationErrors).toEqual([{ type: 'domain-to-ASCII', index: 8, end: 16, fatal: true }]);
  });
});

describe('check', () => {
  test('exit 0 and "valid" for a valid URL', () => {
    expect(run('check', 'https://example.org/')).toEqual({ code: 0, out: 'validation errors: none\nvalid\n', err: '' });
  });

  test('exit 1 when there are validation errors, even if the URL parses', () => {
    const { code, out } = run('check', 'https:example.org');
    expect(code).toBe(1);
    expect(out).toContain('special-scheme-missing-following-solidus at 6');
    expect(out).not.toContain('href');
  });

  test('--json', () => {
    const json = JSON.parse(run('check', 'http://a/%zz?', '--json').out) as Record<string, unknown>;
    expect(json.ok).toBe(true);
    expect(json.url).toBeUndefined();
    expect(Array.isArray(json.validationErrors)).toBe(true);
  });
});

describe('host', () => {
  test('a domain: serialized, kind, site', () => {
    const { code, out } = run('host', 'Bücher.example.com');
    expect(code).toBe(0);
    expect(out).toContain('host                xn--bcher-kva.example.com');
    expect(out).toContain('kind                domain');
    expect(out).toContain('registrable domain  example.com');
  });

  test('IPv4 and opaque hosts', () => {
    expect(run('host', '0x7f.1').out).toContain('host                127.0.0.1');
    expect(run('host', 'a%20b', '--opaque').out).toContain('kind                opaque');
  });

  test('failure: exit 1 with the error', () => {
    const { code, out, err } = run('host', '[::1', '--json');
    expect(code).toBe(1);
    expect(err).toBe('');
    expect(JSON.parse(out)).toEqual({ input: '[::1', ok: false, validationErrors: [{ type: 'IPv6-unclosed', index: 0, end: 4, fatal: true }] });
  });
});

describe('usage', () => {
  test('help prints the usage; no command or a bad one is exit 2', () => {
    expect(run('help')).toEqual({ code: 0, out: `${USAGE}\n`, err: '' });
    expect(run('--help').code).toBe(0);
    expect(run().code).toBe(2);
    expect(run('frobnicate', 'x').err).toContain('unknown command "frobnicate"');
    expect(run('parse').err).toContain('parse needs an input');
    expect(run('parse', 'x', '--bogus').code).toBe(2);
    expect(run('parse', 'x', '--base').err).toContain('--base needs a value');
    expect(run('host', 'x', '--base', 'y').code).toBe(2);
    expect(run('parse', 'x', '--workers', '2').err).toContain('--workers is for bulk mode');
    expect(run('host', 'x', '--strict').err).toContain('--strict is for idna');
  });

  test('several inputs: one result each, the worst exit code', () => {
    const { code, out, err } = run('parse', 'https://a.example/', 'nope', 'https://b.example/', '--json');
    expect(code).toBe(1);
    expect(out).toContain('"href": "https://a.example/"');
    expect(out).toContain('"href": "https://b.example/"');
    expect(err).toBe('');
    expect(run('check', 'https://a.example/', 'https://b.example/').code).toBe(0);
  });

  test('--version', () => {
    let out = '';
    expect(main(['--version'], { stdout: (t) => (out += t), stderr: () => undefined }, '1.2.3')).toBe(0);
    expect(out).toBe('x-url 1.2.3\n');
  });

  test('-- lets an input start with "-"', () => {
    expect(run('host', '--', '-a-.com').out).toContain('-a-.com');
  });
});

describe('caret rendering', () => {
  test('columns follow code points and wide characters', () => {
    const d = displayInput('a\u{1F308}b\u4E2Dc\u0301');
    expect(d.text).toBe('a\u{1F308}b\u4E2Dc\u0301');
    expect(caretLine(d, 3, 4)).toBe('   ^');
    expect(caretLine(d, 4, 5)).toBe('    ^^');
    expect(caretLine(d, 7, 7)).toBe('       ^');
  });
});

describe('the built executable', () => {
  const pkgDir = fileURLToPath(new URL('..', import.meta.url));
  const outDir = join(pkgDir, 'node_modules', '.cache', 'cli-test');
  // bin/x-url.mjs with the package's package.json at ../package.json, as dist/cli.js has.
  const bundled = join(outDir, 'bin', 'x-url.mjs');
  let built = '';

  beforeAll(async () => {
    // The package's tsup config, into a private folder (no declarations needed).
    const r = spawnSync('pnpm', ['exec', 'tsup', '--out-dir', join(outDir, 'dist'), '--no-dts', '--silent'], { cwd: pkgDir, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`tsup failed: ${r.stderr}${r.stdout}`);
    built = readFileSync(join(outDir, 'dist', 'cli.js'), 'utf8');
    // dist/cli.js imports the other workspace packages, whose dist may not be built:
    // bundle it with them taken from source, keeping its hashbang.
    mkdirSync(outDir, { recursive: true });
    const result = await build({
      entryPoints: [join(outDir, 'dist', 'cli.js')],
      bundle: true,
      format: 'esm',
      platform: 'node',
      conditions: ['@x/source'],
      write: false,
      logLevel: 'silent',
    });
    mkdirSync(join(outDir, 'bin'), { recursive: true });
    writeFileSync(bundled, result.outputFiles[0]?.text ?? '');
    writeFileSync(join(outDir, 'package.json'), readFileSync(join(pkgDir, 'package.json')));
  }, 120_000);

  test('dist/cli.js starts with the hashbang; the library entries do not', () => {
    expect(built.startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(readFileSync(join(outDir, 'dist', 'index.js'), 'utf8').startsWith('#!')).toBe(false);
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { bin: Record<string, string> };
    expect(pkg.bin).toEqual({ 'x-url': './dist/cli.js' });
  });

  test('runs: stdout, stderr and exit codes', () => {
    const ok = spawnSync(process.execPath, [bundled, 'parse', 'https://example.org/', '--json'], { encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect((JSON.parse(ok.stdout) as { url: { href: string } }).url.href).toBe('https://example.org/');
    const bad = spawnSync(process.execPath, [bundled, 'check', 'https://example.org:70000'], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toBe('failure: the URL does not parse\n');
    const usage = spawnSync(process.execPath, [bundled, 'frobnicate'], { encoding: 'utf8' });
    expect(usage.status).toBe(2);
    const version = spawnSync(process.execPath, [bundled, '--version'], { encoding: 'utf8' });
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { version: string };
    expect(version.stdout).toBe(`x-url ${pkg.version}\n`);
  });

  test('"-" reads inputs from stdin, one per line (CRLF too)', () => {
    const r = spawnSync(process.execPath, [bundled, 'valid', '-', 'https://x.example/'], { input: 'https://a.example/\r\nexample\n', encoding: 'utf8' });
    expect(r.stdout).toBe('valid\thttps://a.example/\nnot valid\texample\nvalid\thttps://x.example/\n');
    expect(r.status).toBe(1);
  });

  /** Bulk mode's records for `input` (bytes), and its exit code and stderr. */
  function bulk(input: Buffer | string, ...args: string[]): { records: Array<Record<string, unknown>>; status: number | null; stderr: string } {
    const r = spawnSync(process.execPath, [bundled, ...args], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
    const records = r.stdout.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Record<string, unknown>);
    return { records, status: r.status, stderr: r.stderr };
  }

  test('bulk mode: one JSON line per input line, in order, with components and errors', () => {
    const { records, status, stderr } = bulk('https://user@EXAMPLE.com:443/a/../b?q#f\r\nnope\n\n../x\nhttps://b.example', 'parse');
    expect(records.map((r) => r.input)).toEqual(['https://user@EXAMPLE.com:443/a/../b?q#f', 'nope', '', '../x', 'https://b.example']);
    expect(records[0]).toMatchObject({ ok: true, href: 'https://user@example.com/b?q#f', hostname: 'example.com', port: '', pathname: '/b', search: '?q', hash: '#f', origin: 'https://example.com', hostKind: 'domain' });
    expect((records[0]?.validationErrors as Array<{ type: string }>).map((e) => e.type)).toEqual(['invalid-credentials']);
    expect(records[1]).toMatchObject({ ok: false });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^x-url: 5 URLs, 3 failed, \d+\/s in [\d.]+ s\n$/);
    // With a base; and with no command at all (the default is parse).
    expect(bulk('../x\n', '--base', 'https://h/a/b').records[0]).toMatchObject({ ok: true, href: 'https://h/x' });
    expect(bulk('https://a/\n').status).toBe(0);
  });

  test('bulk mode: a line that is not UTF-8 is reported and counted, never fatal', () => {
    const input = Buffer.concat([Buffer.from('https://a/\n'), Buffer.from([0x68, 0x74, 0xff, 0x0a]), Buffer.from('https://\uFFFD.example/\n')]);
    const { records, stderr } = bulk(input);
    expect(records.map((r) => [r.ok, r.invalidUTF8 ?? false])).toEqual([[true, false], [false, true], [false, false]]);
    expect(stderr).toContain('3 URLs, 2 failed (1 not UTF-8)');
  });

  test('bulk mode with worker threads keeps the input order', () => {
    const lines: string[] = [];
    for (let i = 0; i < 9_001; i++) lines.push(i % 7 === 0 ? `bad ${i}` : `https://h${i}.example/p?i=${i}`);
    const one = bulk(`${lines.join('\n')}\n`);
    const three = bulk(`${lines.join('\n')}\n`, '--workers', '3');
    expect(three.records.length).toBe(9_001);
    expect(three.records.map((r) => r.input)).toEqual(lines);
    expect(three.records).toEqual(one.records);
    expect(three.status).toBe(1);
  });

  test('bulk mode: 10,000 lines of the real URL lists, --workers 2 writes the same bytes as one parser', async () => {
    // 2,500 consecutive lines of each list (synced and sha256-checked by @x/wpt): enough
    // 128 KB pieces that the worker thread and this thread both parse some.
    const lines: string[] = [];
    for (const name of Object.keys(URL_LISTS) as URLListName[]) lines.push(...(await loadURLList(name)).slice(0, 2_500));
    const input = `${lines.join('\n')}\n`;
    const one = spawnSync(process.execPath, [bundled], { input, maxBuffer: 1 << 28 });
    const two = spawnSync(process.execPath, [bundled, '--workers', '2'], { input, maxBuffer: 1 << 28 });
    expect(one.stdout.toString('utf8').split('\n').length).toBe(10_001);
    expect(Buffer.compare(two.stdout, one.stdout)).toBe(0);
    expect(two.status).toBe(one.status);
  });
});
