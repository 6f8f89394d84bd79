// The path state consumes a whole path per call and keeps clean segments as one pending run
// (states/path.ts): the shapes where the run is appended whole, split by a later dot
// segment or "\\", or never started, with and without the native scan of a clean start,
// each compared with whatwg-url 17.3.
import { describe, expect, test } from 'vitest';
import * as whatwg from 'whatwg-url';
import { parseURL } from '../src/index';

/** whatwg-url's href for `input`, or null on failure. */
function expected(input: string, baseURL?: whatwg.WhatwgURLRecord | null): string | null {
  const url = whatwg.parseURL(input, baseURL === undefined ? undefined : { baseURL });
  return url === null ? null : whatwg.serializeURL(url);
}

const segments = ['a', 'bc', '', '.', '..', '%2e', '.%2E', '%2e%2e', 'é', 'a b', 'C|', 'c:'];
const separators = ['/', '\\'];

/** Every path of up to three segments from `segments`, joined by each separator. */
function* paths(): Generator<string> {
  for (const a of segments) {
    for (const s1 of separators) {
      for (const b of segments) {
        yield `${a}${s1}${b}`;
        for (const s2 of separators) for (const c of segments) yield `${a}${s1}${b}${s2}${c}`;
      }
    }
  }
}

describe('path state: pending runs agree with whatwg-url', () => {
  // The last two put a long clean segment first: the path state's native scan (more than
  // NATIVE_SCAN_FROM code units left) then passes it and stops in the shapes after it.
  for (const prefix of ['http://h/', 'foo://h/', 'foo:/', 'file:///', 'file://h/', 'http://h/0123456789abcdef/', 'foo://h/0123456789abcdef/']) {
    test(prefix, () => {
      let n = 0;
      for (const path of paths()) {
        for (const tail of ['', '?q', '#f']) {
          const input = prefix + path + tail;
          expect(parseURL(input)?.href ?? null, input).toBe(expected(input));
          n++;
        }
      }
      expect(n).toBeGreaterThan(10_000);
    });
  }

  test('a relative path against a base with a path', () => {
    const base = parseURL('http://h/x/y/z');
    const wbase = whatwg.parseURL('http://h/x/y/z');
    for (const path of paths()) expect(parseURL(path, { base })?.href ?? null, path).toBe(expected(path, wbase));
  });

  // The base's path is taken as one serialized prefix, never split (url-builder.ts): ".."
  // past the input's own segments cuts it, a file URL's lone drive letter stays in it
  // (#shorten-a-urls-path step 2), and a host-less path that starts with an empty segment
  // still gets "/." (#url-serializing step 3).
  test('relative paths against bases whose paths are shortened', () => {
    const bases = [
      'http://h/', 'http://h/a', 'http://h/a/b/', 'http://h/a//b', 'foo://h/a/b', 'foo:/a/b/c',
      'file:///C:', 'file:///C:/', 'file:///C:/a/', 'file://h/C:/a', 'file:///a/C:', 'web+demo:/.//a/b', 'web+demo:/.//a',
    ];
    let n = 0;
    for (const b of bases) {
      const base = parseURL(b);
      const wbase = whatwg.parseURL(b);
      for (const path of paths()) {
        for (const input of [path, `../${path}`, `../../../${path}`]) {
          expect(parseURL(input, { base })?.href ?? null, `${input} against ${b}`).toBe(expected(input, wbase));
          n++;
        }
      }
    }
    expect(n).toBeGreaterThan(100_000);
  });
});

// The path serializer joins up to 16 segments with "+" and more with Array#join
// (url-builder.ts serializePath): segment counts on both sides of that limit, with the
// segment list built one entry at a time (a dot segment in each keeps the run from being
// one entry).
test('paths of 0 to 40 segments serialize as whatwg-url does', () => {
  for (const prefix of ['http://h', 'foo://h', 'foo:', 'file://']) {
    for (let n = 0; n <= 40; n++) {
      const path = Array.from({ length: n }, (_, i) => (i % 5 === 4 ? '.' : `s${i}`)).join('/');
      for (const input of [`${prefix}/${path}`, `${prefix}/${path}/`, `${prefix}/x/../${path}?q`]) {
        expect(parseURL(input)?.href ?? null, input).toBe(expected(input));
      }
    }
  }
});

// A run of "../" after a ".." segment is read three code units at a time (states/path.ts):
// runs longer and shorter than the path they shorten, ended by the input, by a segment
// that is not "..", by "..\\" (a special URL's other separator, left to the loop), by
// "%2e%2e" or by a query, in URLs whose paths shorten differently (a file URL's drive
// letter stays; an opaque-host and a host-less path), as a reference against a base, and
// with an error callback (the machine's path state with reports: ".." reports nothing).
test('runs of "../" agree with whatwg-url', () => {
  const tails = ['', 'x', '..', '.', '..\\x', '%2e%2e/x', 'x/..', '?q', '#f', '..?q', '.../x'];
  let n = 0;
  for (const prefix of ['http://h/a/b/c/', 'file:///C:/a/b/', 'file://h/a/', 'foo://h/a/b/', 'foo:/a/b/']) {
    for (let k = 1; k <= 6; k++) {
      for (const tail of tails) {
        const run = '../'.repeat(k) + tail;
        const input = prefix + run;
        expect(parseURL(input)?.href ?? null, input).toBe(expected(input));
        expect(parseURL(input, { onValidationError: () => {} })?.href ?? null, input).toBe(expected(input));
        const base = parseURL(prefix);
        expect(parseURL(run, { base })?.href ?? null, `${run} against ${prefix}`).toBe(expected(run, whatwg.parseURL(prefix)));
        n += 3;
      }
    }
  }
  expect(n).toBeGreaterThan(600);
  // A long run ends where it should (its time is the limits table's, not a test's).
  const long = `http://h/a/${'../'.repeat(1_500_000)}b`;
  expect(parseURL(long)?.href).toBe('http://h/b');
});

// A segment's end past its first 64 code units is one native search (states/path.ts
// segmentEnd): segments on both sides of that, ended by each delimiter or by the input,
// in special and non-special URLs, with trailing spaces the parser trims (the search may
// read past the trimmed end) and with an error callback.
test('long segments end where whatwg-url ends them', () => {
  for (const prefix of ['http://h/', 'foo://h/', 'foo:/', 'file:///']) {
    for (const length of [63, 64, 65, 66, 129, 300]) {
      for (const unit of ['a', ' ', 'é', '.']) {
        const segment = unit.repeat(length);
        for (const tail of ['', '/x', '\\x', '?q', '#f', '/..', '  ', '\t?q']) {
          const input = prefix + segment + tail;
          expect(parseURL(input)?.href ?? null, input).toBe(expected(input));
          expect(parseURL(input, { onValidationError: () => {} })?.href ?? null, input).toBe(expected(input));
        }
      }
    }
  }
});
