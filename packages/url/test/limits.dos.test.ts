// Issue 46: no input length makes a parse fail differently. Each shape is repeated past
// the 3.35 million repetitions at which the path scans' regular expressions overflowed
// V8's backtrack stack (a RangeError from new URL, URL.parse, parseURL, the setters,
// URLPattern, the file-path functions and relativize, while canParse said true), and
// goes through every entry point that parses: each gives what Node's own URL gives for
// it (the built-in, a C++ parser, has no such stack), URL.parse never throws, and
// canParse(s) === (URL.parse(s) !== null). Seconds per shape: run once, in the last
// pass of the suite (tooling/scripts/test-all.mjs), like the linear-time tests.
import { describe, expect, test } from 'vitest';
import { fileURLToPath, parseURL, pathToFileURL, relativize, URL, URLPattern } from '../src/index';

const N = 4_000_000;

/** Each: a name and the input, at N repetitions of its unit. */
const SHAPES: ReadonlyArray<readonly [string, string]> = [
  ['path segments', `http://h/${'a/'.repeat(N)}`],
  ['path segments, then a query', `http://h/${'a/'.repeat(N)}?q`],
  ['empty path segments', `http://h/${'/'.repeat(N)}`],
  ['non-special path segments', `foo://h/${'a/'.repeat(N)}`],
  ['file path segments', `file:///${'a/'.repeat(N)}`],
  ['opaque path', `mailto:${'a/'.repeat(N)}`],
  ['query pairs', `http://h/?${'a=b&'.repeat(N)}`],
  ['dot segments', `http://h/${'./'.repeat(N)}x`],
  ['double-dot segments', `http://h/${'a/../'.repeat(N)}x`],
  ['percent-encoded dot segments', `http://h/${'%2e%2e/'.repeat(N)}x`],
  ['backslashes', `http://h\\${'a\\'.repeat(N)}`],
  ['userinfo', `http://${'a@'.repeat(N)}h/`],
  ['IPv6 pieces (fails)', `http://[${'1:'.repeat(N)}1]/`],
  ['IDN labels', `http://${'é.'.repeat(N / 8)}x/`],
  ['fragment', `http://h/#${'a/'.repeat(N)}`],
];

/** What `f` gives: its value, or the name of what it threw. */
function outcome<T>(f: () => T): T | string {
  try {
    return f();
  } catch (e) {
    return `throws ${(e as Error).name}`;
  }
}

describe(`every entry point, each shape at ${N.toLocaleString('en')} repetitions`, () => {
  for (const [name, input] of SHAPES) {
    test(name, { timeout: 120_000 }, () => {
      const node = outcome(() => new globalThis.URL(input).href);
      expect(outcome(() => new URL(input).href), 'new URL').toBe(node);
      const parsed = URL.parse(input);
      expect(parsed?.href ?? 'throws TypeError', 'URL.parse').toBe(node);
      expect(URL.canParse(input), 'URL.canParse').toBe(parsed !== null);
      expect(parseURL(input)?.href ?? 'throws TypeError', 'parseURL').toBe(node);
      const u = new URL('http://x/');
      expect(
        outcome(() => {
          u.href = input;
          return u.href;
        }),
        'href setter',
      ).toBe(node);
      if (parsed === null) return;
      // The pathname setter with the parsed path, on another URL of the same kind.
      const other = new URL(parsed.href);
      other.pathname = parsed.pathname;
      expect(other.href, 'pathname setter').toBe(parsed.href);
      expect(new URLPattern({ protocol: parsed.protocol.slice(0, -1) }).test(input), 'URLPattern.test').toBe(true);
      expect(new URLPattern({ protocol: parsed.protocol.slice(0, -1) }).exec(input)?.pathname.input, 'URLPattern.exec').toBe(parsed.pathname);
      const base = parsed.origin === 'null' ? `${parsed.protocol}//h/` : `${parsed.origin}/`;
      expect(new URL(relativize(base, parsed), base).href, 'relativize').toBe(parsed.href);
    });
  }

  test('file paths: pathToFileURL and fileURLToPath', { timeout: 120_000 }, () => {
    const path = `/${'a/'.repeat(N)}b`;
    const url = pathToFileURL(path, { windows: false });
    expect(url.href).toBe(`file://${path}`);
    expect(fileURLToPath(url, { windows: false })).toBe(path);
    expect(fileURLToPath(url.href, { windows: false })).toBe(path);
    const windows = `C:\\${'a\\'.repeat(N)}b`;
    expect(fileURLToPath(pathToFileURL(windows, { windows: true }), { windows: true })).toBe(windows);
  });
});
