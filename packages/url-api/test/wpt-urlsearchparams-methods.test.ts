// Ports of WPT url/urlsearchparams-{append,delete,get,getall,has,set,size}.any.js (the checks
// listed in shared/wpt-js-tests.md), run against ours and Node's URLSearchParams.
import { expect } from 'vitest';
import { apiSuite } from './impls';

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
