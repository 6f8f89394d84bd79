// Ports of WPT url/urlsearchparams-{foreach,sort,stringifier}.any.js (the checks listed in
// shared/wpt-js-tests.md), run against ours and Node's URLSearchParams.
import { expect } from 'vitest';
import { apiSuite, entriesOf, type ApiCase } from './impls';

type Pairs = Array<[string, string]>;

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
