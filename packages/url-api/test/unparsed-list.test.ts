// A URLSearchParams keeps its query string until a method needs the tuples (toString()
// and the sort of a list already in order do not): whichever method comes first, the
// result must be that of a list parsed at once (Node's URLSearchParams, same calls).
import { constants } from 'node:buffer';
import { inspect } from 'node:util';
import { describe, expect, test } from 'vitest';
import { URL, URLSearchParams } from '../src/index';

type Params = URLSearchParams | globalThis.URLSearchParams;

const QUERIES = ['', '?', 'a=1&b=2', '?b=2&a=1', 'a=1&&b=2&', '&a+b=%41&a!=2', 'a&b', 'x=%zz&x=1=2', 'é=💩&e=1', 'a=1&a=0&A=2', '%61=1&a=2'];

/** Each way a fresh list can be read or changed first, and what it then shows. */
const FIRST: Record<string, (p: Params) => unknown> = {
  toString: (p: Params) => p.toString(),
  sort: (p) => (p.sort(), p.toString()),
  size: (p) => p.size,
  get: (p) => [p.get('a'), p.getAll('a'), p.has('b')],
  entries: (p) => [...p],
  append: (p) => (p.append('a', '3'), p.toString()),
  set: (p) => (p.set('a', '3'), p.toString()),
  delete: (p) => (p.delete('a'), p.toString()),
  forEach: (p) => {
    const seen: string[] = [];
    p.forEach((v, n) => seen.push(`${n}:${v}`));
    return seen;
  },
  copy: (p) => [...new (p instanceof URLSearchParams ? URLSearchParams : globalThis.URLSearchParams)(p as never)],
};

describe('a list read or changed first by any method', () => {
  for (const [method, use] of Object.entries(FIRST)) {
    test(method, () => {
      for (const query of QUERIES) {
        const ours = use(new URLSearchParams(query));
        expect(ours, `${method} ${query}`).toEqual(use(new globalThis.URLSearchParams(query)));
        // Twice: the second call reads what the first one left.
        const p = new URLSearchParams(query);
        const q = new globalThis.URLSearchParams(query);
        use(p);
        use(q);
        expect(use(p), `${method} twice ${query}`).toEqual(use(q));
        // A URL's query object, and the URL's query after the call.
        const u = new URL(`https://h/?${query.replace(/^\?/, '')}`);
        const v = new globalThis.URL(`https://h/?${query.replace(/^\?/, '')}`);
        expect(use(u.searchParams), `${method} on a URL ${query}`).toEqual(use(v.searchParams));
        expect(u.href).toBe(v.href);
      }
    });
  }

  test('a sorted list serializes into its URL (sort runs the update steps)', () => {
    const u = new URL('https://h/?a&b=%41&c=1+2');
    u.searchParams.sort();
    expect(u.search).toBe('?a=&b=A&c=1+2');
    const w = new URL('https://h/?a=1&b=2');
    w.search = '?d=4&c=3';
    w.searchParams.sort();
    expect(w.search).toBe('?c=3&d=4');
  });

  test('inspect shows the tuples of an unparsed list', () => {
    expect(inspect(new URLSearchParams('a=1&b=2'))).toBe("URLSearchParams { 'a' => '1', 'b' => '2' }");
  });
});

describe('sort() of a long unparsed list (sorted unparsed, from 2^20 code units)', () => {
  // Long enough to be sorted unparsed; names out of order, with escapes, "+", repeated
  // names and distinct ones.
  const names = ['b', 'a', '%61', 'c+d', 'é', 'n'];
  const long = Array.from({ length: 80_000 }, (_, i) => `${names[i % 6]}${i % 6 === 5 ? 80_000 - i : ''}=${i}%2B${i % 7 === 0 ? '%C3%A9' : 'x'}`).join('&');

  test('alone and as a URL\'s query, as Node sorts it', () => {
    expect(long.length).toBeGreaterThan(1 << 20);
    const ours = new URLSearchParams(long);
    const node = new globalThis.URLSearchParams(long);
    ours.sort();
    node.sort();
    expect(ours.toString()).toBe(node.toString());
    expect([...ours].slice(0, 5)).toEqual([...node].slice(0, 5));
    expect(ours.size).toBe(node.size);
    const u = new URL(`https://h/?${long}`);
    const v = new globalThis.URL(`https://h/?${long}`);
    u.searchParams.sort();
    v.searchParams.sort();
    expect(u.href).toBe(v.href);
  });
});

describe("a serialization past V8's maximum string length", () => {
  // "é" serializes to six code units: this value alone is past the maximum once serialized.
  const value = 'é'.repeat(Math.floor(constants.MAX_STRING_LENGTH / 6) + 1);
  /** Our RangeError, raised by the count before serializing (V8's own says only "Invalid string length"). */
  const ours = /^Invalid string length: \d+ code units once serialized$/;

  test('sort() of such an unparsed list sorts the parsed list; toString() then throws our RangeError', () => {
    const params = new URLSearchParams(`b=&a=${value}`);
    params.sort();
    expect([...params.keys()]).toEqual(['a', 'b']);
    expect(() => params.toString()).toThrow(ours);
  });

  test('an appended value, alone and in a URL\'s query object (the update steps throw it)', () => {
    const params = new URLSearchParams();
    params.append('a', value);
    expect(() => params.toString()).toThrow(ours);
    const url = new URL('https://h/?x=1');
    expect(() => url.searchParams.append('a', value)).toThrow(ours);
  });
});
