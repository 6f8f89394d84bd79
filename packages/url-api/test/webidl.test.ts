// The Web IDL shape of URL and URLSearchParams (what WPT idlharness.any.js checks, and
// the conversions every binding does), against ours and Node's.
import { inspect } from 'node:util';
import { expect } from 'vitest';
import { apiSuite, entriesOf, type ApiCase } from './impls';

const URL_ATTRIBUTES = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'searchParams', 'hash'];
const READONLY = new Set(['origin', 'searchParams']);

const IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as object;

const cases: ApiCase[] = [
  {
    name: 'URL interface object: length 1, static operations enumerable with the right lengths',
    run: ({ URL }) => {
      expect(URL.length).toBe(1);
      expect(URL.name).toBe('URL');
      for (const name of ['parse', 'canParse']) {
        const desc = Object.getOwnPropertyDescriptor(URL, name);
        expect(desc?.enumerable, name).toBe(true);
        expect((desc?.value as (...a: unknown[]) => unknown).length, name).toBe(1);
      }
      expect(() => (URL as unknown as () => unknown)()).toThrow(TypeError);
    },
  },
  {
    name: 'URL.prototype: accessors are enumerable, readonly ones have no setter',
    run: ({ URL }) => {
      for (const name of URL_ATTRIBUTES) {
        const desc = Object.getOwnPropertyDescriptor(URL.prototype, name);
        expect(desc?.enumerable, name).toBe(true);
        expect(desc?.configurable, name).toBe(true);
        expect(typeof desc?.get, name).toBe('function');
        expect(desc?.set === undefined, name).toBe(READONLY.has(name));
      }
      for (const name of ['toJSON', 'toString']) {
        const desc = Object.getOwnPropertyDescriptor(URL.prototype, name);
        expect(desc?.enumerable, name).toBe(true);
        expect((desc?.value as () => unknown).length, name).toBe(0);
      }
      expect(Object.prototype.toString.call(new URL('http://x/'))).toBe('[object URL]');
      const tag = Object.getOwnPropertyDescriptor(URL.prototype, Symbol.toStringTag);
      expect(tag).toMatchObject({ value: 'URL', writable: false, enumerable: false, configurable: true });
    },
  },
  {
    name: 'URL.prototype members throw TypeError on a foreign this',
    run: ({ URL }) => {
      const foreign = {};
      for (const name of URL_ATTRIBUTES) {
        const desc = Object.getOwnPropertyDescriptor(URL.prototype, name);
        expect(() => desc?.get?.call(foreign), name).toThrow(TypeError);
        if (desc?.set !== undefined) expect(() => desc.set?.call(foreign, 'x'), name).toThrow(TypeError);
      }
      expect(() => URL.prototype.toString.call(foreign)).toThrow(TypeError);
      expect(() => URL.prototype.toJSON.call(foreign)).toThrow(TypeError);
      expect(() => URL.prototype.toString.call(Object.create(URL.prototype))).toThrow(TypeError);
    },
  },
  {
    name: 'new URL argument handling: required url, optional base (undefined = missing), ToString',
    run: ({ URL }) => {
      expect(() => new (URL as unknown as new () => unknown)()).toThrow(TypeError);
      expect(new URL('http://x/', undefined).href).toBe('http://x/');
      expect(() => new URL('a', null as unknown as string)).toThrow(TypeError);
      expect(new URL('a', 'http://x/null/').href).toBe('http://x/null/a');
      expect(new URL({ toString: () => 'http://y/' } as unknown as string).href).toBe('http://y/');
      expect(new URL('b', new URL('http://x/a/')).href).toBe('http://x/a/b');
      expect(() => new URL(Symbol('s') as unknown as string)).toThrow(TypeError);
      expect(URL.canParse(undefined as unknown as string, 'http://x/')).toBe(true);
    },
  },
  {
    name: 'USVString: lone surrogates become U+FFFD in arguments and setters',
    run: ({ URL, URLSearchParams }) => {
      expect(new URL('http://x/\uD800').pathname).toBe('/%EF%BF%BD');
      const url = new URL('http://x/');
      url.hash = '\uDC00';
      expect(url.hash).toBe('#%EF%BF%BD');
      const params = new URLSearchParams();
      params.append('\uD800', '\uDFFFa');
      expect(entriesOf(params)).toEqual([['\uFFFD', '\uFFFDa']]);
      expect(params.get('\uDBFF')).toBe('\uFFFDa');
    },
  },
  {
    name: 'URLSearchParams interface: lengths, enumerability, @@iterator is entries',
    run: ({ URLSearchParams }) => {
      expect(URLSearchParams.length).toBe(0);
      const lengths: Record<string, number> = {
        append: 2, delete: 1, get: 1, getAll: 1, has: 1, set: 2, sort: 0, toString: 0,
        entries: 0, keys: 0, values: 0, forEach: 1,
      };
      for (const [name, length] of Object.entries(lengths)) {
        const desc = Object.getOwnPropertyDescriptor(URLSearchParams.prototype, name);
        expect(desc?.enumerable, name).toBe(true);
        expect((desc?.value as () => unknown).length, name).toBe(length);
      }
      const size = Object.getOwnPropertyDescriptor(URLSearchParams.prototype, 'size');
      expect(size?.enumerable).toBe(true);
      expect(size?.set).toBeUndefined();
      const iter = Object.getOwnPropertyDescriptor(URLSearchParams.prototype, Symbol.iterator);
      expect(iter?.value).toBe(URLSearchParams.prototype.entries);
      expect(iter?.enumerable).toBe(false);
      expect(Object.prototype.toString.call(new URLSearchParams())).toBe('[object URLSearchParams]');
    },
  },
  {
    name: 'URLSearchParams members throw TypeError on a foreign this',
    run: ({ URLSearchParams }) => {
      const proto = URLSearchParams.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
      for (const name of ['append', 'delete', 'get', 'getAll', 'has', 'set', 'sort', 'toString', 'entries', 'keys', 'values', 'forEach']) {
        expect(() => proto[name]?.call({}, 'a', 'b'), name).toThrow(TypeError);
      }
      const size = Object.getOwnPropertyDescriptor(URLSearchParams.prototype, 'size');
      expect(() => size?.get?.call({})).toThrow(TypeError);
    },
  },
  {
    name: 'URLSearchParams methods: too few arguments is a TypeError, undefined optional = missing',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams('a=1&a=2') as unknown as Record<string, (...a: unknown[]) => unknown>;
      expect(() => params.append?.('a')).toThrow(TypeError);
      expect(() => params.set?.('a')).toThrow(TypeError);
      expect(() => params.get?.()).toThrow(TypeError);
      expect(() => params.getAll?.()).toThrow(TypeError);
      expect(() => params.has?.()).toThrow(TypeError);
      expect(() => params.delete?.()).toThrow(TypeError);
      expect(() => params.forEach?.()).toThrow(TypeError);
      expect(() => params.forEach?.({})).toThrow(TypeError);
      expect(params.has?.('a', undefined)).toBe(true);
      // undefined as the first (required) argument is the string "undefined".
      expect(params.has?.(undefined)).toBe(false);
    },
  },
  {
    name: 'URLSearchParams iterators: prototype chain, next, toStringTag, liveness',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams('a=1');
      const it = params.keys();
      const proto = Object.getPrototypeOf(it) as object;
      expect(Object.getPrototypeOf(proto)).toBe(IteratorPrototype);
      expect(Object.prototype.toString.call(it)).toBe('[object URLSearchParams Iterator]');
      expect(Object.getOwnPropertyDescriptor(proto, 'next')?.enumerable).toBe(true);
      expect(Object.hasOwn(proto, 'constructor')).toBe(false);
      expect(Object.getPrototypeOf(params.values())).toBe(proto);
      expect(Object.getPrototypeOf(params.entries())).toBe(proto);
      expect(() => (proto as { next: () => unknown }).next.call({})).toThrow(TypeError);
      expect(it.next()).toEqual({ value: 'a', done: false });
      expect(it.next()).toEqual({ value: undefined, done: true });
      params.append('b', '2');
      // Web IDL iterators are index-based, not exhausted for good.
      expect(it.next()).toEqual({ value: 'b', done: false });
      const entries = params.entries();
      const first = entries.next().value;
      expect(first).toEqual(['a', '1']);
      if (Array.isArray(first)) first[0] = 'changed';
      expect(params.get('a')).toBe('1');
      expect([...params.values()]).toEqual(['1', '2']);
    },
  },
  {
    name: 'URLSearchParams record init: own enumerable string keys only, getters run in order, __proto__ is a key',
    run: ({ URLSearchParams }) => {
      const calls: string[] = [];
      const proto = { inherited: '1' };
      const init = Object.create(proto, {
        a: { get: () => (calls.push('a'), 'x'), enumerable: true },
        hidden: { value: 'h', enumerable: false },
        b: { get: () => (calls.push('b'), 'y'), enumerable: true },
      }) as Record<string, string>;
      expect(entriesOf(new URLSearchParams(init))).toEqual([['a', 'x'], ['b', 'y']]);
      expect(calls).toEqual(['a', 'b']);
      const polluting = JSON.parse('{"__proto__": "p", "x": "1"}') as Record<string, string>;
      expect(entriesOf(new URLSearchParams(polluting))).toEqual([['__proto__', 'p'], ['x', '1']]);
      expect(({} as Record<string, unknown>).x).toBeUndefined();
      expect(() => new URLSearchParams({ [Symbol('s')]: 'v' } as unknown as Record<string, string>)).toThrow(TypeError);
      expect(() => new URLSearchParams({ a: Symbol('s') } as unknown as Record<string, string>)).toThrow(TypeError);
      // A function is an object: a record of its own enumerable properties.
      const fn = Object.assign(() => undefined, { k: 'v' });
      expect(entriesOf(new URLSearchParams(fn as unknown as Record<string, string>))).toEqual([['k', 'v']]);
    },
  },
  {
    name: 'URLSearchParams sequence init: any iterable of iterables, pairs exactly two',
    run: ({ URLSearchParams }) => {
      const map = new Map([
        ['a', '1'],
        ['b', '2'],
      ]);
      expect(entriesOf(new URLSearchParams(map as unknown as string[][]))).toEqual([['a', '1'], ['b', '2']]);
      function* gen(): Generator<Iterable<string>> {
        yield new Set(['x', 'y']);
        yield 'pq';
      }
      // A string is not an object, so it cannot be a pair even though it is iterable.
      expect(() => new URLSearchParams(gen() as unknown as string[][])).toThrow(TypeError);
      function* good(): Generator<Iterable<string>> {
        yield new Set(['x', 'y']);
      }
      expect(entriesOf(new URLSearchParams(good() as unknown as string[][]))).toEqual([['x', 'y']]);
      expect(() => new URLSearchParams([['a', 'b', 'c']])).toThrow(TypeError);
      expect(() => new URLSearchParams([['a']])).toThrow(TypeError);
      expect(() => new URLSearchParams([{}] as unknown as string[][])).toThrow(TypeError);
      expect(() => new URLSearchParams({ [Symbol.iterator]: 1 } as unknown as string[][])).toThrow(TypeError);
      expect(entriesOf(new URLSearchParams([[1, { toString: () => 'v' }]] as unknown as string[][]))).toEqual([['1', 'v']]);
    },
  },
  {
    name: 'URLSearchParams sequence init reads @@iterator once (GetMethod), also for a URLSearchParams',
    run: ({ URLSearchParams }) => {
      const source = new URLSearchParams('a=1');
      let reads = 0;
      const entries = URLSearchParams.prototype.entries;
      Object.defineProperty(source, Symbol.iterator, {
        get() {
          reads++;
          return entries;
        },
      });
      expect(entriesOf(new URLSearchParams(source))).toEqual([['a', '1']]);
      expect(reads).toBe(1);
      // A patched iterator prototype is honoured: the copy shortcut must not bypass it.
      const iterProto = Object.getPrototypeOf(source.entries()) as { next: () => IteratorResult<unknown> };
      const next = iterProto.next;
      let nexts = 0;
      iterProto.next = function (this: unknown) {
        nexts++;
        return next.call(this);
      };
      let copy: InstanceType<typeof URLSearchParams>;
      try {
        copy = new URLSearchParams(new URLSearchParams('b=2'));
      } finally {
        iterProto.next = next;
      }
      // Two calls: the pair, then done.
      expect(nexts).toBe(2);
      expect(entriesOf(copy)).toEqual([['b', '2']]);
    },
  },
  {
    name: 'URLSearchParams string-ish init: null, numbers, undefined',
    run: ({ URLSearchParams }) => {
      expect(new URLSearchParams(null as unknown as string).toString()).toBe('null=');
      expect(new URLSearchParams(12 as unknown as string).toString()).toBe('12=');
      expect(new URLSearchParams(undefined).toString()).toBe('');
      expect(() => new URLSearchParams(Symbol('s') as unknown as string)).toThrow(TypeError);
    },
  },
  {
    name: 'forEach: callback arguments, thisArg, live list',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams('a=1&b=2');
      const seen: unknown[] = [];
      const self = {};
      params.forEach(function (this: unknown, value, key, parent) {
        seen.push([value, key, parent === params, this === self]);
        if (key === 'a') params.append('c', '3');
      }, self);
      expect(seen).toEqual([
        ['1', 'a', true, true],
        ['2', 'b', true, true],
        ['3', 'c', true, true],
      ]);
    },
  },
  {
    name: 'sort is stable and by UTF-16 code units',
    run: ({ URLSearchParams }) => {
      const params = new URLSearchParams();
      // U+FF61 sorts after U+1F308's lead surrogate U+D83C by code units, before it by code points.
      params.append('\uFF61', '1');
      params.append('\uD83C\uDF08', '2');
      params.append('\uFF61', '3');
      params.sort();
      expect(entriesOf(params)).toEqual([
        ['\uD83C\uDF08', '2'],
        ['\uFF61', '1'],
        ['\uFF61', '3'],
      ]);
    },
  },
  {
    name: 'util.inspect shows the components and the pairs',
    run: ({ URL, URLSearchParams }) => {
      const url = new URL('https://user:pw@example.org:81/p?q=1#h');
      const text = inspect(url);
      expect(text.startsWith('URL {')).toBe(true);
      for (const s of ["href: 'https://user:pw@example.org:81/p?q=1#h'", "origin: 'https://example.org:81'", "hash: '#h'"]) {
        expect(text).toContain(s);
      }
      expect(text).toContain("searchParams: URLSearchParams { 'q' => '1' }");
      expect(inspect(new URLSearchParams('a=1&b=2'))).toBe("URLSearchParams { 'a' => '1', 'b' => '2' }");
      expect(inspect(new URLSearchParams())).toBe('URLSearchParams {}');
      expect(inspect(new URLSearchParams('a=1').entries())).toBe("URLSearchParams Iterator { [ 'a', '1' ] }");
    },
  },
  {
    name: 'searchParams is [SameObject] and live in both directions',
    run: ({ URL }) => {
      const url = new URL('http://x/?a=1');
      url.search = '?b\t=2';
      const sp = url.searchParams;
      // The list was set from the URL's query, after tabs were removed.
      expect(entriesOf(sp)).toEqual([['b', '2']]);
      expect(url.search).toBe('?b=2');
      url.href = 'http://y/?c=3';
      expect(url.searchParams).toBe(sp);
      expect(entriesOf(sp)).toEqual([['c', '3']]);
      url.href = 'http://y/';
      expect(sp.size).toBe(0);
      sp.append('d', '4 5');
      expect(url.href).toBe('http://y/?d=4+5');
      url.hash = 'h';
      sp.delete('d');
      expect(url.href).toBe('http://y/#h');
    },
  },
  {
    // As whatwg-url 17.3 (the standard to its commit fde3f74) and Node do: the list is the
    // parse of the URL's query after the setter ran, not of the given value (the url.bs of
    // 2 July 2026). Before and after the query object exists.
    name: "search setter fills searchParams from the URL's query",
    run: ({ URL }) => {
      const cases: Array<[start: string, value: string, search: string, entries: string[][]]> = [
        ['http://x/?z=0', 'a=b\nc&d\t=e', '?a=bc&d=e', [['a', 'bc'], ['d', 'e']]],
        ['http://x/?z=0', '\t?\r\na=1', '??a=1', [['?a', '1']]],
        ['http://x/?z=0', '?a\t\t=\n1&\tb', '?a=1&b', [['a', '1'], ['b', '']]],
        ['http://x/?z=0', '??a=1', '??a=1', [['?a', '1']]],
        ['http://x/?z=0', '?', '', []],
        ['http://x/?z=0', '', '', []],
        ['http://x/', 'q=\t1 2', '?q=1%202', [['q', '1 2']]],
        ['http://x/#f', '\n', '', []],
        ['foo:opaque', 'a\t=%41', '?a=%41', [['a', 'A']]],
      ];
      for (const [start, value, search, entries] of cases) {
        const label = `${JSON.stringify(start)}.search = ${JSON.stringify(value)}`;
        const lazy = new URL(start);
        lazy.search = value;
        expect(lazy.search, label).toBe(search);
        expect(entriesOf(lazy.searchParams), label).toEqual(entries);
        const eager = new URL(start);
        const sp = eager.searchParams;
        eager.search = value;
        expect(eager.search, label).toBe(search);
        expect(entriesOf(sp), label).toEqual(entries);
      }
    },
  },
];

apiSuite('Web IDL bindings', cases);
