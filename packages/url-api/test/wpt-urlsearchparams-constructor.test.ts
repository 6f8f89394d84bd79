// Ports of WPT url/urlencoded-parser.any.js and url/urlsearchparams-constructor.any.js (the
// checks listed in shared/wpt-js-tests.md), run against ours and Node's URLSearchParams.
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
