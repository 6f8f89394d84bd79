// Ports of WPT url/urlencoded-parser.any.js and url/urlsearchparams-*.any.js (the checks
// listed in shared/wpt-js-tests.md), run against ours and Node's URLSearchParams.
import { expect } from 'vitest';
import { apiSuite, entriesOf, type ApiCase } from './impls';

type Pairs = Array<[string, string]>;

// urlencoded-parser.any.js: `new URLSearchParams(input)` iterates exactly these pairs.
const URLENCODED: ReadonlyArray<readonly [string, Pairs]> = [
  ['test', [['test', '']]],
  ['\uFEFFtest=\uFEFF', [['\uFEFFtest', '\uFEFF']]],
  ['%EF%BB%BFtest=%EF%BB%BF', [['\uFEFFtest', '\uFEFF']]],
  ['%EF%BF%BF=%EF%BF%BF', [['\uFFFF', '\uFFFF']]],
  ['%FE%FF', [['\uFFFD\uFFFD', '']]],
  ['%FF%FE', [['\uFFFD\uFFFD', '']]],
  ['†&†=x', [['†', ''], ['†', 'x']]],
  ['%C2', [['\uFFFD', '']]],
  ['%C2x', [['\uFFFDx', '']]],
  ['_charset_=windows-1252&test=%C2x', [['_charset_', 'windows-1252'], ['test', '\uFFFDx']]],
  ['', []],
  ['a', [['a', '']]],
  ['a=b', [['a', 'b']]],
  ['a=', [['a', '']]],
  ['=b', [['', 'b']]],
  ['&', []],
  ['&a', [['a', '']]],
  ['a&', [['a', '']]],
  ['a&a', [['a', ''], ['a', '']]],
  ['a&b&c', [['a', ''], ['b', ''], ['c', '']]],
  ['a=b&c=d', [['a', 'b'], ['c', 'd']]],
  ['a=b&c=d&', [['a', 'b'], ['c', 'd']]],
  ['&&&a=b&&&&c=d&', [['a', 'b'], ['c', 'd']]],
  ['a=a&a=b&a=c', [['a', 'a'], ['a', 'b'], ['a', 'c']]],
  ['a==a', [['a', '=a']]],
  ['a=a+b+c+d', [['a', 'a b c d']]],
  ['%=a', [['%', 'a']]],
  ['%a=a', [['%a', 'a']]],
  ['%a_=a', [['%a_', 'a']]],
  ['%61=a', [['a', 'a']]],
  ['%61+%4d%4D=', [['a MM', '']]],
  ['id=0&value=%', [['id', '0'], ['value', '%']]],
  ['b=%2sf%2a', [['b', '%2sf*']]],
  ['b=%2%2af%2a', [['b', '%2*f*']]],
  ['b=%%2a', [['b', '%*']]],
];

apiSuite(
  'urlencoded-parser.any.js',
  URLENCODED.map(([input, pairs]) => ({
    name: `URLSearchParams constructed with: ${JSON.stringify(input)}`,
    run: ({ URLSearchParams }) => expect(entriesOf(new URLSearchParams(input))).toEqual(pairs),
  })),
);

const constructor: ApiCase[] = [
  {
    name: 'Basic URLSearchParams construction',
    run: ({ URLSearchParams }) => {
      let params = new URLSearchParams();
      expect(params.toString()).toBe('');
      expect(Object.getPrototypeOf(params)).toBe(URLSearchParams.prototype);
      params = new URLSearchParams('');
      expect(params.toString()).toBe('');
      params = new URLSearchParams('a=b');
      expect(params.toString()).toBe('a=b');
      params = new URLSearchParams(params);
      expect(params.toString()).toBe('a=b');
    },
  },
  {
    name: 'URLSearchParams constructor, no arguments',
    run: ({ URLSearchParams }) => expect(new URLSearchParams().toString()).toBe(''),
  },
  {
    name: 'URLSearchParams constructor, remove leading "?"',
    run: ({ URLSearchParams }) => expect(new URLSearchParams('?a=b').toString()).toBe('a=b'),
  },
  {
    name: 'URLSearchParams constructor, only one leading "?" is removed',
    run: ({ URLSearchParams }) => expect(entriesOf(new URLSearchParams('??a=b'))).toEqual([['?a', 'b']]),
  },
  {
    name: 'URLSearchParams constructor, DOMException as argument (a record of its own enumerable properties)',
    run: ({ URLSearchParams }) => {
      const names = [
        'INDEX_SIZE_ERR', 'DOMSTRING_SIZE_ERR', 'HIERARCHY_REQUEST_ERR', 'WRONG_DOCUMENT_ERR', 'INVALID_CHARACTER_ERR',
        'NO_DATA_ALLOWED_ERR', 'NO_MODIFICATION_ALLOWED_ERR', 'NOT_FOUND_ERR', 'NOT_SUPPORTED_ERR', 'INUSE_ATTRIBUTE_ERR',
        'INVALID_STATE_ERR', 'SYNTAX_ERR', 'INVALID_MODIFICATION_ERR', 'NAMESPACE_ERR', 'INVALID_ACCESS_ERR',
        'VALIDATION_ERR', 'TYPE_MISMATCH_ERR', 'SECURITY_ERR', 'NETWORK_ERR', 'ABORT_ERR', 'URL_MISMATCH_ERR',
        'QUOTA_EXCEEDED_ERR', 'TIMEOUT_ERR', 'INVALID_NODE_TYPE_ERR', 'DATA_CLONE_ERR',
      ];
      const expected = names.map((n, i) => `${n}=${i + 1}`).join('&');
      expect(new URLSearchParams(DOMException as unknown as Record<string, string>).toString()).toBe(expected);
      // Its prototype's getters brand-check `this`, so reading them as a record throws.
      expect(() => new URLSearchParams(DOMException.prototype as unknown as Record<string, string>)).toThrow(TypeError);
    },
  },
  {
    name: 'URLSearchParams constructor, empty object as argument',
    run: ({ URLSearchParams }) => expect(new URLSearchParams({}).toString()).toBe(''),
  },
  {
    name: 'URLSearchParams constructor, string',
    run: ({ URLSearchParams }) => {
      let params = new URLSearchParams('a=b');
      expect(params.has('a')).toBe(true);
      expect(params.has('b')).toBe(false);
      params = new URLSearchParams('a=b&c');
      expect(params.has('a')).toBe(true);
      expect(params.has('c')).toBe(true);
      params = new URLSearchParams('&a&&& &&&&&a+b=& c&m%c3%b8%c3%b8');
      for (const name of ['a', 'a b', ' ', ' c', 'm\u00F8\u00F8']) expect(params.has(name), name).toBe(true);
      expect(params.has('c')).toBe(false);
      params = new URLSearchParams('id=0&value=%');
      expect(params.get('id')).toBe('0');
      expect(params.get('value')).toBe('%');
      expect(new URLSearchParams('b=%2sf%2a').get('b')).toBe('%2sf*');
      expect(new URLSearchParams('b=%2%2af%2a').get('b')).toBe('%2*f*');
      expect(new URLSearchParams('b=%%2a').get('b')).toBe('%*');
    },
  },
  {
    name: 'URLSearchParams constructor, object (pairs are copied)',
    run: ({ URLSearchParams }) => {
      const seed = new URLSearchParams('a=b&c=d');
      const params = new URLSearchParams(seed);
      expect(params.get('a')).toBe('b');
      expect(params.get('c')).toBe('d');
      expect(params.has('d')).toBe(false);
      seed.append('e', 'f');
      expect(params.has('e')).toBe(false);
      params.append('g', 'h');
      expect(seed.has('g')).toBe(false);
    },
  },
  {
    name: 'Parse +',
    run: ({ URLSearchParams }) => {
      expect(new URLSearchParams('a=b+c').get('a')).toBe('b c');
      expect(new URLSearchParams('a+b=c').get('a b')).toBe('c');
    },
  },
  {
    name: 'Parse encoded +',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams();
      params.set('query', '+15555555555');
      expect(params.toString()).toBe('query=%2B15555555555');
      expect(params.get('query')).toBe('+15555555555');
      expect(new URLSearchParams(params.toString()).get('query')).toBe('+15555555555');
    },
  },
  ...(
    [
      ['space', 'b c', 'a b', 'a=b c', 'a b=c'],
      ['%20', 'b c', 'a b', 'a=b%20c', 'a%20b=c'],
      ['\\0', 'b\u0000c', 'a\u0000b', 'a=b\u0000c', 'a\u0000b=c'],
      ['%00', 'b\u0000c', 'a\u0000b', 'a=b%00c', 'a%00b=c'],
      ['\u2384', 'b\u2384', 'a\u2384b', 'a=b\u2384', 'a\u2384b=c'],
      ['%e2%8e%84', 'b\u2384', 'a\u2384b', 'a=b%e2%8e%84', 'a%e2%8e%84b=c'],
      ['\uD83D\uDCA9', 'b\uD83D\uDCA9c', 'a\uD83D\uDCA9b', 'a=b\uD83D\uDCA9c', 'a\uD83D\uDCA9b=c'],
      ['%f0%9f%92%a9', 'b\uD83D\uDCA9c', 'a\uD83D\uDCA9b', 'a=b%f0%9f%92%a9c', 'a%f0%9f%92%a9b=c'],
    ] as const
  ).map(([what, value, key, valueInput, keyInput]): ApiCase => ({
    name: `Parse ${what}`,
    run: ({ URLSearchParams }) => {
      expect(new URLSearchParams(valueInput).get('a')).toBe(value);
      expect(new URLSearchParams(keyInput).get(key)).toBe('c');
    },
  })),
  {
    name: 'Constructor with sequence of sequences of strings',
    run: ({ URLSearchParams }) => {
      expect(new URLSearchParams([])).not.toBeNull();
      const params = new URLSearchParams([
        ['a', 'b'],
        ['c', 'd'],
      ]);
      expect(params.get('a')).toBe('b');
      expect(params.get('c')).toBe('d');
      expect(() => new URLSearchParams([[1]] as unknown as string[][])).toThrow(TypeError);
      expect(() => new URLSearchParams([[1, 2, 3]] as unknown as string[][])).toThrow(TypeError);
    },
  },
  ...(
    [
      ['Construct with object with +', { '+': '%C2' }, [['+', '%C2']]],
      ['Construct with object with two keys', { c: 'x', a: '?' }, [['c', 'x'], ['a', '?']]],
      ['Construct with array with two keys', [['c', 'x'], ['a', '?']], [['c', 'x'], ['a', '?']]],
      ['Construct with 2 unpaired surrogates (no trailing)', { '\uD835x': '1', xx: '2', '\uD83Dx': '3' }, [['\uFFFDx', '3'], ['xx', '2']]],
      ['Construct with 3 unpaired surrogates (no leading)', { 'x\uDC53': '1', 'x\uDC5C': '2', 'x\uDC65': '3' }, [['x\uFFFD', '3']]],
      ['Construct with object with NULL, non-ASCII, and surrogate keys', { 'a\0b': '42', 'c\uD83D': '23', 'd\u1234': 'foo' }, [['a\0b', '42'], ['c\uFFFD', '23'], ['d\u1234', 'foo']]],
    ] as ReadonlyArray<readonly [string, Record<string, string> | string[][], Pairs]>
  ).map(([name, init, output]): ApiCase => ({
    name,
    run: ({ URLSearchParams }) => expect(entriesOf(new URLSearchParams(init))).toEqual(output),
  })),
  {
    name: 'Custom [Symbol.iterator]',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams();
      (params as unknown as Record<symbol, unknown>)[Symbol.iterator] = function* () {
        yield ['a', 'b'];
      };
      const params2 = new URLSearchParams(params);
      expect(params2.get('a')).toBe('b');
    },
  },
];
apiSuite('urlsearchparams-constructor.any.js', constructor);

apiSuite('urlsearchparams-append.any.js', [
  {
    name: 'Append same name',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams();
      params.append('a', 'b');
      expect(params.toString()).toBe('a=b');
      params.append('a', 'b');
      expect(params.toString()).toBe('a=b&a=b');
      params.append('a', 'c');
      expect(params.toString()).toBe('a=b&a=b&a=c');
    },
  },
  {
    name: 'Append empty strings',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams();
      params.append('', '');
      expect(params.toString()).toBe('=');
      params.append('', '');
      expect(params.toString()).toBe('=&=');
    },
  },
  {
    name: 'Append null',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams();
      params.append(null as unknown as string, null as unknown as string);
      expect(params.toString()).toBe('null=null');
      params.append(null as unknown as string, null as unknown as string);
      expect(params.toString()).toBe('null=null&null=null');
    },
  },
  {
    name: 'Append multiple',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams();
      params.append('first', 1 as unknown as string);
      params.append('second', 2 as unknown as string);
      params.append('third', '');
      params.append('first', 10 as unknown as string);
      expect(params.has('first')).toBe(true);
      expect(params.get('first')).toBe('1');
      expect(params.get('second')).toBe('2');
      expect(params.get('third')).toBe('');
      params.append('first', 10 as unknown as string);
      expect(params.get('first')).toBe('1');
    },
  },
]);

apiSuite('urlsearchparams-delete.any.js', [
  {
    name: 'Delete basics',
    run: ({ URLSearchParams }) => {
      let params = new URLSearchParams('a=b&c=d');
      params.delete('a');
      expect(params.toString()).toBe('c=d');
      params = new URLSearchParams('a=a&b=b&a=a&c=c');
      params.delete('a');
      expect(params.toString()).toBe('b=b&c=c');
      params = new URLSearchParams('a=a&=&b=b&c=c');
      params.delete('');
      expect(params.toString()).toBe('a=a&b=b&c=c');
      params = new URLSearchParams('a=a&null=null&b=b');
      params.delete(null as unknown as string);
      expect(params.toString()).toBe('a=a&b=b');
      params = new URLSearchParams('a=a&undefined=undefined&b=b');
      params.delete(undefined as unknown as string);
      expect(params.toString()).toBe('a=a&b=b');
    },
  },
  {
    name: 'Deleting appended multiple',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams();
      params.append('first', 1 as unknown as string);
      expect(params.has('first')).toBe(true);
      params.delete('first');
      expect(params.has('first')).toBe(false);
      params.append('first', 1 as unknown as string);
      params.append('first', 10 as unknown as string);
      params.delete('first');
      expect(params.has('first')).toBe(false);
    },
  },
  {
    name: 'Deleting all params removes ? from URL',
    run: ({ URL }) => {
      const url = new URL('http://example.com/?param1&param2');
      url.searchParams.delete('param1');
      url.searchParams.delete('param2');
      expect(url.href).toBe('http://example.com/');
      expect(url.search).toBe('');
    },
  },
  {
    name: 'Removing non-existent param removes ? from URL',
    run: ({ URL }) => {
      const url = new URL('http://example.com/?');
      url.searchParams.delete('param1');
      expect(url.href).toBe('http://example.com/');
      expect(url.search).toBe('');
    },
  },
  {
    name: 'Changing the query of a URL with an opaque path with trailing spaces',
    run: ({ URL }) => {
      const url = new URL('data:space    ?test');
      expect(url.searchParams.has('test')).toBe(true);
      url.searchParams.delete('test');
      expect(url.searchParams.has('test')).toBe(false);
      expect(url.search).toBe('');
      expect(url.pathname).toBe('space   %20');
      expect(url.href).toBe('data:space   %20');
    },
  },
  {
    name: 'Changing the query of a URL with an opaque path with trailing spaces and a fragment',
    run: ({ URL }) => {
      const url = new URL('data:space    ?test#test');
      url.searchParams.delete('test');
      expect(url.search).toBe('');
      expect(url.pathname).toBe('space   %20');
      expect(url.href).toBe('data:space   %20#test');
    },
  },
  {
    name: 'Two-argument delete()',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams();
      params.append('a', 'b');
      params.append('a', 'c');
      params.append('a', 'd');
      params.delete('a', 'c');
      expect(params.toString()).toBe('a=b&a=d');
    },
  },
  {
    name: 'Two-argument delete() respects undefined as second arg',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams();
      params.append('a', 'b');
      params.append('a', 'c');
      params.append('b', 'c');
      params.append('b', 'd');
      params.delete('b', 'c');
      params.delete('a', undefined);
      expect(params.toString()).toBe('b=d');
    },
  },
]);

apiSuite('urlsearchparams-foreach.any.js', [
  {
    name: 'ForEach Check',
    run: ({ URLSearchParams }) => {
      const keys: string[] = [];
      const values: string[] = [];
      new URLSearchParams('a=1&b=2&c=3').forEach((value, key) => {
        keys.push(key);
        values.push(value);
      });
      expect(keys).toEqual(['a', 'b', 'c']);
      expect(values).toEqual(['1', '2', '3']);
    },
  },
  {
    name: 'For-of Check',
    run: ({ URL }) => {
      const url = new URL('http://a.b/c?a=1&b=2&c=3&d=4');
      const seen: Pairs = [];
      for (const pair of url.searchParams) {
        seen.push(pair);
        url.search = 'x=1&y=2&z=3';
      }
      expect(seen).toEqual([
        ['a', '1'],
        ['y', '2'],
        ['z', '3'],
      ]);
    },
  },
  {
    name: 'empty',
    run: ({ URL }) => {
      const url = new URL('http://a.b/c');
      let n = 0;
      for (const _ of url.searchParams) n += _.length;
      expect(n).toBe(0);
    },
  },
  {
    name: 'delete next param during iteration',
    run: ({ URL }) => {
      const url = new URL('http://localhost/query?param0=0&param1=1&param2=2');
      const seen: Pairs = [];
      for (const pair of url.searchParams) {
        if (pair[0] === 'param0') url.searchParams.delete('param1');
        seen.push(pair);
      }
      expect(seen).toEqual([
        ['param0', '0'],
        ['param2', '2'],
      ]);
    },
  },
  {
    name: 'delete current param during iteration',
    run: ({ URL }) => {
      const url = new URL('http://localhost/query?param0=0&param1=1&param2=2');
      const seen: Pairs = [];
      for (const pair of url.searchParams) {
        if (pair[0] === 'param0') url.searchParams.delete('param0');
        seen.push(pair);
      }
      expect(seen).toEqual([
        ['param0', '0'],
        ['param2', '2'],
      ]);
    },
  },
  {
    name: 'delete every param seen during iteration',
    run: ({ URL }) => {
      const url = new URL('http://localhost/query?param0=0&param1=1&param2=2');
      const seen: string[] = [];
      for (const [name] of url.searchParams) {
        url.searchParams.delete(name);
        seen.push(name);
      }
      expect(seen).toEqual(['param0', 'param2']);
      expect(url.searchParams.toString()).toBe('param1=1');
    },
  },
]);

apiSuite('urlsearchparams-get.any.js', [
  {
    name: 'Get basics',
    run: ({ URLSearchParams }) => {
      let params = new URLSearchParams('a=b&c=d');
      expect(params.get('a')).toBe('b');
      expect(params.get('c')).toBe('d');
      expect(params.get('e')).toBeNull();
      params = new URLSearchParams('a=b&c=d&a=e');
      expect(params.get('a')).toBe('b');
      params = new URLSearchParams('=b&c=d');
      expect(params.get('')).toBe('b');
      params = new URLSearchParams('a=&c=d&a=e');
      expect(params.get('a')).toBe('');
    },
  },
  {
    name: 'More get() basics',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams('first=second&third&&');
      expect(params.has('first')).toBe(true);
      expect(params.get('first')).toBe('second');
      expect(params.get('third')).toBe('');
      expect(params.get('fourth')).toBeNull();
    },
  },
]);

apiSuite('urlsearchparams-getall.any.js', [
  {
    name: 'getAll() basics',
    run: ({ URLSearchParams }) => {
      let params = new URLSearchParams('a=b&c=d');
      expect(params.getAll('a')).toEqual(['b']);
      expect(params.getAll('c')).toEqual(['d']);
      expect(params.getAll('e')).toEqual([]);
      params = new URLSearchParams('a=b&c=d&a=e');
      expect(params.getAll('a')).toEqual(['b', 'e']);
      params = new URLSearchParams('=b&c=d');
      expect(params.getAll('')).toEqual(['b']);
      params = new URLSearchParams('a=&c=d&a=e');
      expect(params.getAll('a')).toEqual(['', 'e']);
    },
  },
  {
    name: 'getAll() multiples',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams('a=1&a=2&a=3&a');
      expect(params.getAll('a')).toEqual(['1', '2', '3', '']);
      params.set('a', 'one');
      expect(params.get('a')).toBe('one');
      expect(params.getAll('a')).toEqual(['one']);
    },
  },
]);

apiSuite('urlsearchparams-has.any.js', [
  {
    name: 'Has basics',
    run: ({ URLSearchParams }) => {
      let params = new URLSearchParams('a=b&c=d');
      expect([params.has('a'), params.has('c'), params.has('e')]).toEqual([true, true, false]);
      params = new URLSearchParams('a=b&c=d&a=e');
      expect(params.has('a')).toBe(true);
      params = new URLSearchParams('=b&c=d');
      expect(params.has('')).toBe(true);
      params = new URLSearchParams('null=a');
      expect(params.has(null as unknown as string)).toBe(true);
    },
  },
  {
    name: 'has() following delete()',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams('a=b&c=d&&');
      params.append('first', 1 as unknown as string);
      params.append('first', 2 as unknown as string);
      expect([params.has('a'), params.has('c'), params.has('first'), params.has('d')]).toEqual([true, true, true, false]);
      params.delete('first');
      expect(params.has('first')).toBe(false);
    },
  },
  {
    name: 'Two-argument has()',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams('a=b&a=d&c&e&');
      expect(params.has('a', 'b')).toBe(true);
      expect(params.has('a', 'c')).toBe(false);
      expect(params.has('a', 'd')).toBe(true);
      expect(params.has('e', '')).toBe(true);
      params.append('first', null as unknown as string);
      expect(params.has('first', '')).toBe(false);
      expect(params.has('first', 'null')).toBe(true);
      params.delete('a', 'b');
      expect(params.has('a', 'd')).toBe(true);
    },
  },
  {
    name: 'Two-argument has() respects undefined as second arg',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams('a=b&a=d&c&e&');
      expect(params.has('a', 'b')).toBe(true);
      expect(params.has('a', 'c')).toBe(false);
      expect(params.has('a', undefined)).toBe(true);
    },
  },
]);

apiSuite('urlsearchparams-set.any.js', [
  {
    name: 'Set basics',
    run: ({ URLSearchParams }) => {
      let params = new URLSearchParams('a=b&c=d');
      params.set('a', 'B');
      expect(params.toString()).toBe('a=B&c=d');
      params = new URLSearchParams('a=b&c=d&a=e');
      params.set('a', 'B');
      expect(params.toString()).toBe('a=B&c=d');
      params.set('e', 'f');
      expect(params.toString()).toBe('a=B&c=d&e=f');
    },
  },
  {
    name: 'URLSearchParams.set',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams('a=1&a=2&a=3');
      expect(params.has('a')).toBe(true);
      expect(params.get('a')).toBe('1');
      params.set('first', 4 as unknown as string);
      expect(params.toString()).toBe('a=1&a=2&a=3&first=4');
      expect(params.get('a')).toBe('1');
      params.set('a', 4 as unknown as string);
      expect(params.toString()).toBe('a=4&first=4');
      expect(params.get('a')).toBe('4');
    },
  },
]);

apiSuite('urlsearchparams-size.any.js', [
  {
    name: 'URLSearchParams\'s size and deletion',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams('a=1&b=2&a=3');
      expect(params.size).toBe(3);
      params.delete('a');
      expect(params.size).toBe(1);
    },
  },
  {
    name: 'URLSearchParams\'s size and addition',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams('a=1&b=2&a=3');
      expect(params.size).toBe(3);
      params.append('b', '4');
      expect(params.size).toBe(4);
    },
  },
  {
    name: 'URLSearchParams\'s size when obtained from a URL',
    run: ({ URL }) => {
      const url = new URL('http://localhost/query?a=1&b=2&a=3');
      expect(url.searchParams.size).toBe(3);
      url.searchParams.delete('a');
      expect(url.searchParams.size).toBe(1);
      url.searchParams.append('b', 4 as unknown as string);
      expect(url.searchParams.size).toBe(2);
    },
  },
  {
    name: 'URLSearchParams\'s size when obtained from a URL and using .search',
    run: ({ URL }) => {
      const url = new URL('http://localhost/query?a=1&b=2&a=3');
      expect(url.searchParams.size).toBe(3);
      url.search = '?';
      expect(url.searchParams.size).toBe(0);
    },
  },
]);

const SORT: ReadonlyArray<readonly [string, Pairs]> = [
  ['z=b&a=b&z=a&a=a', [['a', 'b'], ['a', 'a'], ['z', 'b'], ['z', 'a']]],
  ['\uFFFD=x&\uFFFC&\uFFFD=a', [['\uFFFC', ''], ['\uFFFD', 'x'], ['\uFFFD', 'a']]],
  ['ﬃ&🌈', [['🌈', ''], ['ﬃ', '']]],
  ['é&e\uFFFD&e\u0301', [['e\u0301', ''], ['e\uFFFD', ''], ['é', '']]],
  [
    'z=z&a=a&z=y&a=b&z=x&a=c&z=w&a=d&z=v&a=e&z=u&a=f&z=t&a=g',
    [
      ['a', 'a'], ['a', 'b'], ['a', 'c'], ['a', 'd'], ['a', 'e'], ['a', 'f'], ['a', 'g'],
      ['z', 'z'], ['z', 'y'], ['z', 'x'], ['z', 'w'], ['z', 'v'], ['z', 'u'], ['z', 't'],
    ],
  ],
  ['bbb&bb&aaa&aa=x&aa=y', [['aa', 'x'], ['aa', 'y'], ['aaa', ''], ['bb', ''], ['bbb', '']]],
  ['z=z&=f&=t&=x', [['', 'f'], ['', 't'], ['', 'x'], ['z', 'z']]],
  ['a🌈&a💩', [['a🌈', ''], ['a💩', '']]],
];

apiSuite('urlsearchparams-sort.any.js', [
  ...SORT.flatMap(([input, output]): ApiCase[] => [
    {
      name: `Parse and sort: ${input}`,
      run: ({ URLSearchParams }) => {
        const params = new URLSearchParams(input);
        params.sort();
        expect(entriesOf(params)).toEqual(output);
      },
    },
    {
      name: `URL parse and sort: ${input}`,
      run: ({ URL, URLSearchParams }) => {
        const url = new URL(`?${input}`, 'https://example/');
        url.searchParams.sort();
        expect(entriesOf(new URLSearchParams(url.search))).toEqual(output);
      },
    },
  ]),
  {
    name: 'Sorting non-existent params removes ? from URL',
    run: ({ URL }) => {
      const url = new URL('http://example.com/?');
      url.searchParams.sort();
      expect(url.href).toBe('http://example.com/');
      expect(url.search).toBe('');
    },
  },
]);

/** [operations on a fresh URLSearchParams, expected toString() after each] */
const stringifier: ApiCase[] = [
  ...(
    [
      // [name, steps [name, value, toString() after], appended in one list, or deleting the previous name first]
      ['Serialize space', [['a', 'b c', 'a=b+c'], ['a b', 'c', 'a+b=c']], false],
      ['Serialize +', [['a', 'b+c', 'a=b%2Bc'], ['a+b', 'c', 'a%2Bb=c']], false],
      ['Serialize =', [['=', 'a', '%3D=a'], ['b', '=', '%3D=a&b=%3D']], true],
      ['Serialize &', [['&', 'a', '%26=a'], ['b', '&', '%26=a&b=%26']], true],
      ['Serialize *-._', [['a', '*-._', 'a=*-._'], ['*-._', 'c', '*-._=c']], false],
      ['Serialize %', [['a', 'b%c', 'a=b%25c'], ['a%b', 'c', 'a%25b=c']], false],
      ['Serialize \\0', [['a', 'b\0c', 'a=b%00c'], ['a\0b', 'c', 'a%00b=c']], false],
      ['Serialize \uD83D\uDCA9', [['a', 'b\uD83D\uDCA9c', 'a=b%F0%9F%92%A9c'], ['a\uD83D\uDCA9b', 'c', 'a%F0%9F%92%A9b=c']], false],
    ] as ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, string, string]>, boolean]>
  ).map(([name, steps, together]): ApiCase => ({
    name,
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams();
      let previous: string | undefined;
      for (const [n, v, out] of steps) {
        if (!together && previous !== undefined) params.delete(previous);
        params.append(n, v);
        expect(params.toString()).toBe(out);
        previous = n;
      }
    },
  })),
  {
    name: 'Serialize empty value',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams();
      const outputs = ['a=', 'a=&a=', 'a=&a=&=b', 'a=&a=&=b&=', 'a=&a=&=b&=&='];
      const ops: Array<[string, string]> = [['a', ''], ['a', ''], ['', 'b'], ['', ''], ['', '']];
      ops.forEach(([n, v], i) => {
        params.append(n, v);
        expect(params.toString()).toBe(outputs[i]);
      });
    },
  },
  {
    name: 'Serialize empty name',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams();
      params.append('', 'b');
      expect(params.toString()).toBe('=b');
      params.append('', 'b');
      expect(params.toString()).toBe('=b&=b');
    },
  },
  {
    name: 'Serialize empty name and value',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams();
      params.append('', '');
      expect(params.toString()).toBe('=');
      params.append('', '');
      expect(params.toString()).toBe('=&=');
    },
  },
  {
    name: 'URLSearchParams.toString of parsed input',
    run: ({ URLSearchParams }) => {
      expect(new URLSearchParams('id=0&value=%').toString()).toBe('id=0&value=%25');
      expect(new URLSearchParams('a=b&c=d&&e&&').toString()).toBe('a=b&c=d&e=');
      expect(new URLSearchParams('a = b &a=b&c=d%20').toString()).toBe('a+=+b+&a=b&c=d+');
      expect(new URLSearchParams('a=&a=b').toString()).toBe('a=&a=b');
      expect(new URLSearchParams('b=%2sf%2a').toString()).toBe('b=%252sf*');
      expect(new URLSearchParams('b=%2%2af%2a').toString()).toBe('b=%252*f*');
      expect(new URLSearchParams('b=%%2a').toString()).toBe('b=%25*');
    },
  },
  {
    name: 'URLSearchParams connected to URL',
    run: ({ URL }) => {
      const url = new URL('http://www.example.com/?a=b,c');
      const params = url.searchParams;
      expect(url.toString()).toBe('http://www.example.com/?a=b,c');
      expect(params.toString()).toBe('a=b%2Cc');
      params.append('x', 'y');
      expect(url.toString()).toBe('http://www.example.com/?a=b%2Cc&x=y');
      expect(params.toString()).toBe('a=b%2Cc&x=y');
    },
  },
];
apiSuite('urlsearchparams-stringifier.any.js', stringifier);
