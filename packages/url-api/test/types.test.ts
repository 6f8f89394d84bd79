// Drop-in at the type level: our classes are assignable where the global URL and
// URLSearchParams types are expected, and accept the global objects as arguments (as they
// do at run time). `tsc -p packages/url-api` checks this file; the tests run it too.
import { expect, test } from 'vitest';
import { URL, URLSearchParams } from '../src/index';

test('ours where the globals are expected', () => {
  const url: globalThis.URL = new URL('http://x/?a=1');
  const params: globalThis.URLSearchParams = new URLSearchParams('a=1');
  const fromURL: globalThis.URLSearchParams = new URL('http://x/?a=1').searchParams;
  expect([url.href, params.get('a'), fromURL.get('a')]).toEqual(['http://x/?a=1', '1', '1']);
});

test('the globals (and other iterables) as arguments', () => {
  expect(new URL(new globalThis.URL('http://y/')).href).toBe('http://y/');
  expect(new URL('z', new globalThis.URL('http://y/')).href).toBe('http://y/z');
  expect(URL.canParse('z', new globalThis.URL('http://y/'))).toBe(true);
  expect(new URLSearchParams(new globalThis.URLSearchParams('a=b')).get('a')).toBe('b');
  expect(new URLSearchParams(new Map([['a', 'b']])).get('a')).toBe('b');
  expect(new URLSearchParams([['a', 'b']]).get('a')).toBe('b');
  expect(new URLSearchParams({ a: 'b' }).get('a')).toBe('b');
});
