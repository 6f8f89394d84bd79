// A record shows what it is in console.log and JSON.stringify: its href and components,
// not the offsets they are sliced by.
import { inspect } from 'node:util';
import { describe, expect, test } from 'vitest';
import { parseURL } from '../src/index';

describe('a URL record shown', () => {
  test('JSON.stringify gives the href and the components', () => {
    const r = parseURL('https://user:pw@Example.com:8080/a/b?q#f');
    expect(JSON.parse(JSON.stringify(r))).toEqual({
      href: 'https://user:pw@example.com:8080/a/b?q#f',
      scheme: 'https',
      username: 'user',
      password: 'pw',
      host: 'example.com',
      port: 8080,
      path: '/a/b',
      query: 'q',
      fragment: 'f',
    });
    expect(JSON.parse(JSON.stringify(parseURL('mailto:x@y')))).toEqual({
      href: 'mailto:x@y',
      scheme: 'mailto',
      username: '',
      password: '',
      host: null,
      port: null,
      path: 'x@y',
      query: null,
      fragment: null,
    });
  });

  test('console.log (util.inspect) names the class and shows the href first', () => {
    const shown = inspect(parseURL('https://example.com/?a=1'));
    expect(shown.startsWith("URLRecord {\n  href: 'https://example.com/?a=1',\n  scheme: 'https',")).toBe(true);
    expect(shown).not.toContain('schemeEnd');
    expect(inspect({ nested: parseURL('https://a/') })).toContain("nested: URLRecord {");
  });
});
