// https://url.spec.whatwg.org/#url-writing — isValidURLString against the spec's own
// parsing example table (its "Valid" column) and cases for each production.
import { describe, expect, test } from 'vitest';
import { isValidURLString, parseURL, parseWithValidationErrors } from '../src/index';

const base = (s: string) => {
  const b = parseURL(s);
  if (b === null) throw new Error(s);
  return b;
};

describe('the URL parsing example table (#example-url-parsing), Valid column', () => {
  const rows: [string, string | null, boolean][] = [
    ['https:example.org', null, false],
    ['https://////example.com///', null, false],
    ['https://example.com/././foo', null, true],
    ['hello:world', 'https://example.com/', true],
    ['https:example.org', 'https://example.com/', false],
    ['\\example\\..\\demo/.\\', 'https://example.com/', false],
    ['example', 'https://example.com/demo', true],
    ['file:///C|/demo', null, false],
    ['..', 'file:///C:/demo', true],
    ['file://localhost/', null, true],
    ['file://loc%61lhost/', null, false],
    ['https://user:password@example.org/', null, false],
    ['https://example.org/foo bar', null, false],
    ['https://EXAMPLE.com/../x', null, true],
    ['https://ex ample.org/', null, false],
    ['https://example.com:demo', null, false],
    ['http://[www.example.com]/', null, false],
    ['https://example.org//', null, true],
    ['https://example.com/[]?[]#[]', null, false],
    ['https://example/%?%#%', null, false],
    ['https://example/%25?%25#%25', null, true],
  ];
  for (const [input, b, valid] of rows) {
    test(`${JSON.stringify(input)}${b === null ? '' : ` against ${b}`} → ${valid}`, () => {
      expect(isValidURLString(input, b === null ? undefined : { base: base(b) })).toBe(valid);
    });
  }
  test('relative strings are valid only against a base that allows them', () => {
    // Issue 11: without a base, "no scheme state" step 1 makes every relative string a
    // failure (missing-scheme-non-relative-URL), so none is valid.
    for (const s of ['example', '/path', '#frag', '?q', '//host/p']) expect(isValidURLString(s), s).toBe(false);
    expect(isValidURLString('example', { base: base('https://example.com/') })).toBe(true);
    expect(isValidURLString('example', { base: base('mailto:x') })).toBe(false);
  });
});

describe('productions', () => {
  test('ports', () => {
    expect(isValidURLString('https://example.org:443/')).toBe(true);
    expect(isValidURLString('https://example.org:/')).toBe(true);
    expect(isValidURLString('https://example.org:65535/')).toBe(true);
    expect(isValidURLString('https://example.org:65536/')).toBe(false);
  });
  test('hosts', () => {
    expect(isValidURLString('https://[::1]/')).toBe(true);
    expect(isValidURLString('https://[::01]/')).toBe(false);
    expect(isValidURLString('https://127.0.0.1/')).toBe(true);
    expect(isValidURLString('https://127.1/')).toBe(false);
    expect(isValidURLString('https://a..b/')).toBe(false);
    expect(isValidURLString('sc://opaque.host:99/x')).toBe(true);
    expect(isValidURLString('sc://a^b/')).toBe(false);
    expect(isValidURLString('sc:///x')).toBe(true);
  });
  test('file URLs', () => {
    expect(isValidURLString('file:///x')).toBe(true);
    expect(isValidURLString('file://host/x')).toBe(true);
    expect(isValidURLString('file://host:80/x')).toBe(false);
    expect(isValidURLString('file:/x')).toBe(false);
  });
  test('opaque paths and non-special URLs', () => {
    expect(isValidURLString('mailto:user@example.org')).toBe(true);
    expect(isValidURLString('sc:/a/b')).toBe(true);
    expect(isValidURLString('sc://a/b')).toBe(true);
    expect(isValidURLString('sc:a b')).toBe(false);
    expect(isValidURLString('1sc:x')).toBe(false); // a path-relative-scheme-less-URL string: needs a base
    expect(isValidURLString('1sc:x', { base: base('https://e/') })).toBe(true);
  });
  test('relative strings depend on the base', () => {
    expect(isValidURLString('//example.org/x', { base: base('https://e/') })).toBe(true);
    expect(isValidURLString('//exa mple.org/x', { base: base('https://e/') })).toBe(false);
    expect(isValidURLString('#frag', { base: base('mailto:x') })).toBe(true);
    expect(isValidURLString('a:b/c', { base: base('https://e/') })).toBe(true); // absolute, non-special
    expect(isValidURLString('?q', { base: base('https://e/') })).toBe(true);
    expect(isValidURLString('a?q#f#g', { base: base('https://e/') })).toBe(false);
  });
  test('a string that parses without any validation error is valid, and vice versa, on the WPT-free examples', () => {
    for (const s of ['https://example.org/a?b#c', 'https://example.org/a b', 'http://a@b/', 'https://example.org\\x']) {
      const errors: unknown[] = [];
      parseURL(s, { onValidationError: (e) => errors.push(e) });
      expect(isValidURLString(s)).toBe(errors.length === 0);
    }
  });
  test('wrong argument type', () => {
    expect(() => isValidURLString(1 as unknown as string)).toThrow(TypeError);
  });
});

describe('lone surrogates are not URL units (#url-units)', () => {
  test('isValidURLString rejects them and the parser reports invalid-URL-unit at each', () => {
    for (const s of ['https://example.com/#\uD800', 'https://example.com/\uDC00', 'https://example.com/?a\uD800b', 'sc:\uDBFF']) {
      expect(isValidURLString(s), JSON.stringify(s)).toBe(false);
      const { errors } = parseWithValidationErrors(s);
      const at = [...s].findIndex((ch) => ch.length === 1 && ch.charCodeAt(0) >= 0xd800 && ch.charCodeAt(0) <= 0xdfff);
      expect(errors.filter((e) => e.type === 'invalid-URL-unit').map((e) => e.index), JSON.stringify(s)).toEqual([at]);
    }
    expect(isValidURLString('https://example.com/#\uD83D\uDCA9')).toBe(true);
  });
});
