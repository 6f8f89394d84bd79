// The x-url CLI: main(argv, io) from source, then the tsup-built executable (its
// workspace dependencies bundled from source with esbuild) spawned with node.
import { Buffer } from 'node:buffer';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { loadURLList, URL_LISTS, type URLListName } from '@x/wpt';
import { beforeAll, describe, expect, test } from 'vitest';
import { clampWorkers } from '../src/cli-bulk';
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
    expect(json.pathname).toBe('/');
    const failed = JSON.parse(run('parse', 'https://exa mple/', '--json').out) as Record<string, unknown>;
    expect(failed.ok).toBe(false);
    expect(failed.href).toBeUndefined();
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

  test('--json: the same record as parse --json (one schema)', () => {
    const { code, out } = run('check', 'http://a/%zz?', '--json');
    expect(code).toBe(1);
    expect(JSON.parse(out)).toEqual(JSON.parse(run('parse', 'http://a/%zz?', '--json').out));
    expect((JSON.parse(out) as { validationErrors: Array<{ type: string }> }).validationErrors.map((e) => e.type)).toEqual(['invalid-URL-unit']);
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

  test('a usage error is one line naming the help of its command', () => {
    expect(run('parse', 'x', '--bogus')).toEqual({ code: 2, out: '', err: 'x-url: unknown option --bogus (see `x-url help parse`)\n' });
    expect(run('host', 'x', '--base', 'y').err).toBe('x-url: --base is not for host (see `x-url help host`)\n');
    expect(run('frobnicate', 'x').err).toBe('x-url: unknown command "frobnicate" (see `x-url help`)\n');
    expect(run('idna', 'sideways', 'a').err).toBe('x-url: idna needs to-ascii or to-unicode, then one or more domains (see `x-url help idna`)\n');
    for (const argv of [['parse'], ['check', 'x', '--set', 'path'], ['encode', 'x'], ['relativize', 'x'], ['match', 'x'], ['examples', 'x'], ['help', 'nope']]) {
      const r = run(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err.split('\n'), argv.join(' ')).toHaveLength(2);
      expect(r.err, argv.join(' ')).toMatch(/ \(see `x-url help( [a-z]+)?`\)\n$/);
    }
  });

  test('each command has its own help page with examples, and every example runs', () => {
    const global = run('help').out;
    for (const command of ['parse', 'check', 'host', 'render', 'idna', 'encode', 'decode', 'params', 'valid', 'explain', 'path', 'relativize', 'match', 'examples']) {
      const page = run(command, '--help');
      expect(page.code, command).toBe(0);
      expect(page.out, command).toMatch(new RegExp(`^Usage: x-url ${command}\\b`));
      expect(page.out, command).not.toBe(global);
      expect(run('help', command).out).toBe(page.out);
      const examples = page.out.split('\n').filter((l) => l.startsWith('  x-url ') && !/[<|>]/.test(l));
      expect(examples.length, command).toBeGreaterThan(0);
      for (const line of examples) {
        // Arguments: single-quoted or bare words, as a shell reads these lines.
        const argv = [...line.slice('  x-url '.length).matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? '');
        const r = run(...argv);
        expect([0, 1], line).toContain(r.code);
      }
    }
  });

  test('several inputs with --json: NDJSON, one record per line, the worst exit code', () => {
    const { code, out, err } = run('parse', 'https://a.example/', 'nope', 'https://b.example/', '--json');
    expect(code).toBe(1);
    const lines = out.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((l) => (JSON.parse(l) as { input: string; href?: string }).href ?? null)).toEqual(['https://a.example/', null, 'https://b.example/']);
    expect(err).toBe('');
    expect(run('check', 'https://a.example/', 'https://b.example/').code).toBe(0);
    expect(run('host', 'a.example', '[::1', '--json').out.split('\n').filter((l) => l !== '').map((l) => (JSON.parse(l) as { ok: boolean }).ok)).toEqual([true, false]);
  });

  test('several inputs: a header names the input of each block', () => {
    const { out, err } = run('check', 'https://a.example/', 'https:b.example', 'nope');
    expect(out.split('\n').filter((l) => l.startsWith('==> '))).toEqual(['==> https://a.example/ <==', '==> https:b.example <==', '==> nope <==']);
    expect(out.startsWith('==> https://a.example/ <==\nvalidation errors: none\nvalid\n\n==> https:b.example <==\n')).toBe(true);
    // Which input failed is named on stderr too.
    expect(err).toBe('failure: "nope": the URL does not parse\n');
    // One input: no header.
    expect(run('check', 'https://a.example/').out).toBe('validation errors: none\nvalid\n');
    expect(run('host', 'a.example', 'b.example').out).toContain('\n\n==> b.example <==\nhost                b.example\n');
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
  test('invisible and bidi code points are shown by name, and the caret is under the name', () => {
    const d = displayInput('\uFEFFhttps://a\u200B.example/\u202E');
    expect(d.text).toBe('⟨U+FEFF⟩https://a⟨U+200B⟩.example/⟨U+202E⟩');
    expect(caretLine(d, 0, 1)).toBe('^^^^^^^^');
    expect(caretLine(d, 10, 11)).toBe(`${' '.repeat(17)}^^^^^^^^`);
    expect(displayInput('a\u{E0041}b').text).toBe('a⟨U+E0041⟩b');
    // In the output of parse: the BOM the caret points at is visible.
    const { out } = run('parse', '\uFEFFhttps://a/');
    expect(out).toContain('    ⟨U+FEFF⟩https://a/\n    ^^^^^^^^\n');
  });

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
    expect((JSON.parse(ok.stdout) as { href: string }).href).toBe('https://example.org/');
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

  test('bulk mode: its lines are the records of parse --json (one schema)', () => {
    const inputs = ['https://user:pw@www.Example.co.uk:8080/a b?q=1#frag', 'file://h/p', 'nope', '../x?y'];
    for (const base of [undefined, 'https://h/a/b']) {
      const baseArgs = base === undefined ? [] : ['--base', base];
      const { records } = bulk(`${inputs.join('\n')}\n`, 'parse', ...baseArgs);
      expect(records).toEqual(inputs.map((i) => JSON.parse(run('parse', i, '--json', ...baseArgs).out) as unknown));
      expect(records[0]).toMatchObject({ publicSuffix: 'co.uk', registrableDomain: 'example.co.uk' });
    }
  });

  test('bulk mode for check and host', () => {
    const check = bulk('https://a.example/\nhttps:b.example\nnope\n', 'check');
    expect(check.records.map((r) => [r.input, r.ok])).toEqual([['https://a.example/', true], ['https:b.example', true], ['nope', false]]);
    expect(check.records[1]).toEqual(JSON.parse(run('check', 'https:b.example', '--json').out));
    expect(check.status).toBe(1);
    expect(check.stderr).toMatch(/^x-url: 3 URLs, 2 not valid, /);
    expect(bulk('https://a.example/\n', 'check').status).toBe(0);
    const host = bulk('Bücher.example.com\n[::1\na%20b\n', 'host');
    expect(host.records).toEqual(['Bücher.example.com', '[::1', 'a%20b'].map((h) => JSON.parse(run('host', h, '--json').out) as unknown));
    expect(host.records.map((r) => r.ok)).toEqual([true, false, false]);
    expect(host.stderr).toMatch(/^x-url: 3 hosts, 2 failed, /);
    expect(bulk('a%20b\n', 'host', '--opaque').records[0]).toMatchObject({ ok: true, kind: 'opaque' });
    // With worker threads too.
    const many = Array.from({ length: 30_000 }, (_, i) => (i % 5 === 0 ? `bad host ${i}` : `h${i}.example`));
    const two = bulk(`${many.join('\n')}\n`, 'host', '--workers', '2');
    expect(two.records.map((r) => r.input)).toEqual(many);
    expect(two.records.filter((r) => r.ok === false)).toHaveLength(6_000);
  });

  test('a byte-order mark at the start of stdin is dropped, and said so once', () => {
    const r = bulk('\uFEFFhttps://a/\n\uFEFFhttps://b/\n');
    expect(r.records.map((x) => [x.input, x.ok])).toEqual([['https://a/', true], ['\uFEFFhttps://b/', false]]);
    expect(r.stderr.split('\n')[0]).toBe('x-url: dropped the byte-order mark (U+FEFF) at the start of stdin');
    expect(r.stderr.match(/byte-order mark/g)).toHaveLength(1);
    // Split across chunks, and with worker threads.
    const lines = Array.from({ length: 20_000 }, (_, i) => `https://h${i}.example/`);
    const w = bulk(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\n')}\n`)]), '--workers', '2');
    expect(w.records.map((x) => x.input)).toEqual(lines);
    expect(w.status).toBe(0);
    // "-" inputs too.
    const dash = spawnSync(process.execPath, [bundled, 'valid', '-'], { input: '\uFEFFhttps://a.example/\n', encoding: 'utf8' });
    expect([dash.status, dash.stdout, dash.stderr]).toEqual([0, 'valid\thttps://a.example/\n', 'x-url: dropped the byte-order mark (U+FEFF) at the start of stdin\n']);
    // No BOM, nothing said.
    expect(bulk('https://a/\n').stderr).not.toContain('byte-order');
  });

  test('--workers is clamped to the cores available', () => {
    expect(clampWorkers(64, 2)).toEqual({ workers: 2, note: 'x-url: --workers 64 clamped to 2, the cores available\n' });
    expect(clampWorkers(2, 2)).toEqual({ workers: 2, note: undefined });
    expect(clampWorkers(3, 0).workers).toBe(1);
    const cores = availableParallelism();
    const r = bulk('https://a/\n', '--workers', '64');
    expect(r.records).toHaveLength(1);
    if (cores < 64) expect(r.stderr).toContain(`--workers 64 clamped to ${cores}, the cores available\n`);
  });

  /** Runs the executable with stdout into a reader that closes after its first chunk. */
  function closingReader(args: string[], input?: string): Promise<{ code: number | null; signal: string | null; stderr: string; got: number }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [bundled, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
      let stderr = '';
      let got = 0;
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
      child.stdout.once('data', (d: Buffer) => {
        got = d.length;
        child.stdout.destroy();
      });
      // The child may exit before it has read all of stdin.
      child.stdin.on('error', () => undefined);
      child.on('close', (code, signal) => resolve({ code, signal, stderr, got }));
      if (input === undefined) child.stdin.end();
      else child.stdin.end(input);
    });
  }

  test('a reader that closes early (| head -1): quiet exit 0, no EPIPE', async () => {
    // More output than a pipe holds (64 KB), so writes go on after the reader has closed.
    const inputs = Array.from({ length: 3_000 }, (_, i) => `https://h${i}.example/a b`);
    const parse = await closingReader(['parse', ...inputs]);
    expect(parse.got).toBeGreaterThan(0);
    expect(parse).toMatchObject({ code: 0, signal: null, stderr: '' });
    const lines = `${Array.from({ length: 200_000 }, (_, i) => `https://h${i}.example/`).join('\n')}\n`;
    expect(await closingReader([], lines)).toMatchObject({ code: 0, signal: null, stderr: '' });
    expect(await closingReader(['--workers', '2'], lines)).toMatchObject({ code: 0, signal: null, stderr: '' });
    expect(await closingReader(['examples'])).toMatchObject({ code: 0, signal: null, stderr: '' });
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
