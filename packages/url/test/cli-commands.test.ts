// x-url render, idna, encode, decode, params, valid and explain, through main(argv, io).
import { describe, expect, test } from 'vitest';
import { run, runWithoutEncodings } from './run-cli';
import { loadEncodings } from '../src/cli-main';
import { VALIDATION_ERROR_TABLE } from '../src/validation-error-table';
import { URL_PARSING_VALIDATION_ERROR_TYPES } from '@x/url-parser';

describe('render', () => {
  test('the URL as a person sees it: Unicode host, no credentials, decoded path', () => {
    expect(run('render', 'https://user:pw@xn--bcher-kva.example/%C3%A9t%C3%A9?q#f')).toEqual({
      code: 0,
      out: 'https://bücher.example/été?q#f\n',
      err: '',
    });
    expect(run('render', 'nope').code).toBe(1);
    expect(run('render', 'x', '--base', 'https://h/a/').out).toBe('https://h/a/x\n');
  });
  test('--max-length elides keeping the registrable domain; --host-only, --no-scheme, --no-decode', () => {
    const u = 'https://login.examplecorp.com.evil.co.uk/a/very/long/path';
    expect(run('render', u, '--max-length', '30').out).toBe('https://….com.evil.co.uk/a/ve…\n');
    expect(run('render', u, '--host-only', '--max-length', '18').out).toBe('….com.evil.co.uk\n');
    expect(run('render', 'https://xn--bcher-kva.example/%C3%A9', '--no-scheme').out).toBe('bücher.example/é\n');
    expect(run('render', 'https://xn--bcher-kva.example/%C3%A9', '--no-decode').out).toBe('https://bücher.example/%C3%A9\n');
    expect(run('render', u, '--max-length', '0').code).toBe(2);
    expect(run('parse', u, '--host-only').code).toBe(2);
  });
});

describe('idna', () => {
  test('to-ascii and to-unicode, --strict, failures with the error type', () => {
    expect(run('idna', 'to-ascii', 'Bücher.example').out).toBe('xn--bcher-kva.example\n');
    expect(run('idna', 'to-unicode', 'xn--bcher-kva.example').out).toBe('bücher.example\n');
    const bad = run('idna', 'to-ascii', '\u0300a.example');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('domain-to-ASCII');
    // An ASCII domain that fails ToASCII is a failure only with beStrict (url.bs's table).
    expect(run('idna', 'to-ascii', 'xn--a.example').out).toBe('xn--a.example\n');
    expect(run('idna', 'to-ascii', 'xn--a.example', '--strict').code).toBe(1);
    // beStrict: UseSTD3ASCIIRules rejects "_".
    expect(run('idna', 'to-ascii', 'a_b.example').code).toBe(0);
    expect(run('idna', 'to-ascii', 'a_b.example', '--strict').code).toBe(1);
    expect(run('idna', 'sideways', 'x').code).toBe(2);
    expect(run('idna', 'to-ascii').code).toBe(2);
  });
});

describe('encode and decode', () => {
  test('--set by name, --encoding for a legacy encoding, form encoding with "+"', () => {
    expect(run('encode', 'a b/é', '--set', 'path').out).toBe('a%20b/%C3%A9\n');
    expect(run('encode', 'a b/é', '--set', 'component').out).toBe('a%20b%2F%C3%A9\n');
    expect(run('encode', 'a b&é', '--set', 'application/x-www-form-urlencoded').out).toBe('a+b%26%C3%A9\n');
    expect(run('encode', '\u00e9', '--set', 'query', '--encoding', 'windows-1252').out).toBe('%E9\n');
    expect(run('encode', 'x').code).toBe(2);
    expect(run('encode', 'x', '--set', 'nonesuch').err).toContain('c0-control');
    expect(run('encode', 'x', '--set', 'query', '--encoding', 'nonesuch').code).toBe(2);
  });
  test('--encoding without the optional peer @exodus/bytes: a usage error that says what to install; UTF-8 needs nothing', () => {
    const r = runWithoutEncodings('encode', '\u00e9', '--set', 'query', '--encoding', 'windows-1252');
    expect([r.code, r.out, r.err]).toEqual([2, '', 'x-url: --encoding needs the optional package @exodus/bytes (npm install @exodus/bytes), on which @x/percent-encoding/encodings is built\n']);
    expect(runWithoutEncodings('encode', '\u00e9', '--set', 'query').out).toBe('%C3%A9\n');
  });
  test('the executable loads /encodings exactly when the arguments ask for --encoding, in either spelling', async () => {
    // Was a plain search for the "--encoding" argument: "--encoding=windows-1252" then got
    // the "install @exodus/bytes" error although it was installed.
    for (const argv of [['encode', 'é', '--set', 'query', '--encoding', 'windows-1252'], ['encode', 'é', '--set', 'query', '--encoding=windows-1252']]) {
      const entry = await loadEncodings(argv);
      expect(entry?.getEncoder('windows-1252').name).toBe('windows-1252');
    }
    expect(await loadEncodings(['encode', 'é', '--set', 'query'])).toBeUndefined();
    expect(await loadEncodings(['encode', '--', '--encoding'])).toBeUndefined();
    expect(await loadEncodings(['encode', '--nonesuch'])).toBeUndefined();
  });
  test('decode: percent-decode then UTF-8 (invalid bytes become U+FFFD)', () => {
    expect(run('decode', '%C3%A9t%C3%A9%20%zz', '%FF').out).toBe('été %zz\n\uFFFD\n');
  });
});

describe('params', () => {
  test('the list of name/value pairs', () => {
    expect(run('params', '?a=1&b=%C3%A9+x&a').out).toBe('"a" = "1"\n"b" = "é x"\n"a" = ""\n');
    expect(JSON.parse(run('params', 'a=1', '--json').out)).toEqual([['a', '1']]);
    expect(run('params', '').out).toBe('(no pairs)\n');
  });
});

describe('valid', () => {
  test("the writing grammar's verdict; relative strings need a base", () => {
    expect(run('valid', 'https://example.org/')).toEqual({ code: 0, out: 'valid\thttps://example.org/\n', err: '' });
    expect(run('valid', '/path').code).toBe(1);
    expect(run('valid', '/path', '--base', 'https://example.org/').code).toBe(0);
    expect(run('valid', 'https://exa mple.org/').out).toBe('not valid\thttps://exa mple.org/\n');
  });
});

describe('explain', () => {
  test("every error type the URL parser reports has the standard's row", () => {
    const types = new Set(VALIDATION_ERROR_TABLE.map((r) => r.type));
    for (const t of URL_PARSING_VALIDATION_ERROR_TYPES) expect(types.has(t), t).toBe(true);
  });
  test('description, failure column, and each example parsed with the errors it reports', () => {
    const { code, out } = run('explain', 'port-out-of-range');
    expect(code).toBe(0);
    expect(out).toContain("The input's port is too big.");
    expect(out).toContain('failure: Yes');
    expect(out).toContain('example: "https://example.org:70000" → failure');
    expect(out).toContain('reports port-out-of-range');
    // Each explanation links to its own definition.
    expect(out).toContain('\n  https://url.spec.whatwg.org/#port-out-of-range\n');
    expect(run('explain', 'domain-to-ASCII').out).toContain('https://url.spec.whatwg.org/#validation-error-domain-to-ascii\n');
    // Examples keep url.bs's spaces and line breaks, so each reports its error.
    expect(run('explain', 'invalid-URL-unit').out).toContain('example: " https://example.org " → https://example.org/\n           reports invalid-URL-unit');
    expect(run('explain', 'invalid-URL-unit').out).toContain('example: "ht\\ntps://example.org" → https://example.org/\n           reports invalid-URL-unit');
    // Case-insensitive; unknown names are a usage error; no name lists them.
    expect(run('explain', 'ipv4-empty-part').out).toContain('https://127.0.0.1/');
    expect(run('explain', 'nonesuch').code).toBe(2);
    expect(run('explain')).toMatchObject({ code: 0, err: '' });
    expect(run('explain').out).toContain('\n  invalid-URL-unit\n');
  });
  test('every example in the table reports its own error type', () => {
    for (const row of VALIDATION_ERROR_TABLE) {
      if (row.section !== 'URL parsing' && row.section !== 'Host parsing') continue;
      const json = JSON.parse(run('explain', row.type, '--json').out) as { examples: Array<{ input: string; validationErrors: string[] }> };
      for (const e of json.examples) {
        expect(e.validationErrors, `${row.type}: ${e.input}`).toContain(row.type);
      }
    }
  });
});

describe('path', () => {
  test("a file: URL's path and a path's file: URL, on either platform's rules", () => {
    expect(run('path', 'file:///C:/a%20b', '--windows').out).toBe('C:\\a b\n');
    expect(run('path', 'file:///C:/a%20b', '--posix').out).toBe('/C:/a b\n');
    expect(run('path', '\\\\server\\share\\x y', '--windows').out).toBe('file://server/share/x%20y\n');
    expect(run('path', '/tmp/a b#', '--posix').out).toBe('file:///tmp/a%20b%23\n');
    const bad = run('path', 'file://host/x', '--posix');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('File URL host must be');
    expect(JSON.parse(run('path', 'relative', '--posix', '--json').out)).toMatchObject({ ok: false, error: { code: 'ERR_INVALID_ARG_VALUE' } });
    expect(run('parse', 'x', '--windows').code).toBe(2);
  });
  test('parse shows the POSIX and Windows paths of a file: URL', () => {
    const { out } = run('parse', 'file:///C:/x%20y');
    expect(out).toContain('path (POSIX)        /C:/x y');
    expect(out).toContain('path (Windows)      C:\\x y');
  });
});

describe('relativize', () => {
  test('the shortest string per target; usage and failures', () => {
    expect(run('relativize', 'https://h/a/b/c', 'https://h/a/x?q', 'https://g/')).toEqual({ code: 0, out: '../x?q\n//g\n', err: '' });
    expect(run('relativize', 'https://h/').code).toBe(2);
    expect(run('relativize', 'nope', 'https://h/').code).toBe(1);
    expect(run('relativize', 'https://h/', 'nope').code).toBe(1);
  });
});
