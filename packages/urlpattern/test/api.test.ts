// The URLPattern interface beyond the WPT data: WebIDL conversions and overloads, error
// messages that name the place in the pattern, and what exec() returns.
import { describe, expect, it } from 'vitest';
import { URLPattern } from '../src/index';

describe('errors name the pattern part at fault', () => {
  it.each([
    [{ pathname: '/:' }, /at index 1: a ":" must be followed by a group name/],
    [{ pathname: '/(foo' }, /at index 1: unbalanced "\("/],
    [{ pathname: '/(?x)' }, /at index 1: a regular expression group may not start with "\?"/],
    [{ pathname: '/()' }, /at index 1: a regular expression group may not be empty/],
    [{ pathname: '/(a(b))' }, /at index 1: a nested group .* must be non-capturing/],
    [{ pathname: '/\\' }, /at index 1: a "\\" at the end/],
    [{ pathname: '/:a/:a' }, /at index 4: duplicate group name "a"/],
    [{ pathname: '/{a' }, /at index 3: expected a "}" closing the group, found the end/],
    [{ pathname: '/(é)' }, /at index 1: a regular expression group may hold only ASCII/],
    [{ hostname: 'a b' }, /"a b" is not a valid hostname/],
    [{ port: 'x' }, /"x" is not a valid port/],
    [{ pathname: '/(a[)' }, /invalid pattern "\/\(a\[\)"/],
  ])('%j', (init, message) => {
    expect(() => new URLPattern(init)).toThrow(TypeError);
    expect(() => new URLPattern(init)).toThrow(message);
  });

  it('a relative pattern string without a base URL', () => {
    expect(() => new URLPattern('/books/:id')).toThrow(/is relative \(no protocol\) and no base URL was given/);
  });

  it('a base URL beside a dictionary', () => {
    expect(() => new URLPattern({ pathname: '/a' }, 'https://example.com/')).toThrow(TypeError);
    const p = new URLPattern({ pathname: '/a' });
    expect(() => p.test({ pathname: '/a' }, 'https://example.com/')).toThrow(TypeError);
  });
});

describe('WebIDL', () => {
  it('overloads: (input, baseURL, options) and (input, options)', () => {
    expect(new URLPattern('/a', 'https://example.com/').hostname).toBe('example.com');
    expect(new URLPattern({ pathname: '/A' }, { ignoreCase: true }).test({ pathname: '/a' })).toBe(true);
    expect(new URLPattern('/A', 'https://example.com/', { ignoreCase: true }).test('https://example.com/a')).toBe(true);
    expect(new URLPattern({ pathname: '/A' }, undefined).test({ pathname: '/a' })).toBe(false);
    expect(new URLPattern().pathname).toBe('*');
    expect(new URLPattern(undefined).pathname).toBe('*');
    // A non-object second argument is the base URL, converted to a string.
    expect(() => new URLPattern('/a', 1 as unknown as string)).toThrow(/baseURL "1" is not a URL/);
  });

  it('dictionary members are converted with ToString and lone surrogates replaced', () => {
    const p = new URLPattern({ pathname: { toString: () => '/x' } as unknown as string, port: 8080 as unknown as string });
    expect(p.pathname).toBe('/x');
    expect(p.port).toBe('8080');
    expect(new URLPattern({ pathname: '/\uD800' }).pathname).toBe('/%EF%BF%BD');
    expect(() => new URLPattern({ pathname: Symbol('x') as unknown as string })).toThrow(TypeError);
  });

  it('a string input that is a Symbol is a TypeError', () => {
    expect(() => new URLPattern(Symbol('x') as unknown as string)).toThrow(TypeError);
  });

  it('options must be an object', () => {
    expect(() => new URLPattern({}, true as unknown as object)).toThrow(TypeError);
  });

  it('brand checks', () => {
    const p = new URLPattern({ pathname: '/a' });
    expect(() => URLPattern.prototype.test.call({}, '/a')).toThrow(TypeError);
    expect(() => Object.getOwnPropertyDescriptor(URLPattern.prototype, 'pathname')?.get?.call({})).toThrow(TypeError);
    expect(() => URLPattern.compareComponent('pathname', p, {} as URLPattern)).toThrow(TypeError);
    expect(() => URLPattern.compareComponent('nope' as 'pathname', p, p)).toThrow(/"nope" is not a URL pattern component/);
    expect(Object.prototype.toString.call(p)).toBe('[object URLPattern]');
  });
});

describe('exec()', () => {
  it('groups by name, unmatched optional groups undefined, "__proto__" an own property', () => {
    const p = new URLPattern({ pathname: '/:__proto__/:id?' });
    const r = p.exec({ pathname: '/books' });
    expect(r?.pathname.groups).toStrictEqual(Object.defineProperty({ id: undefined }, '__proto__', { value: 'books', enumerable: true, writable: true, configurable: true }));
    expect(Object.getPrototypeOf(r?.pathname.groups)).toBe(Object.prototype);
  });

  it('inputs hold the string arguments, or a copy of the dictionary', () => {
    const p = new URLPattern({ pathname: '/:id' });
    expect(p.exec('https://example.com/1', 'https://example.com/')?.inputs).toEqual(['https://example.com/1', 'https://example.com/']);
    const init = { pathname: '/1' };
    const inputs = p.exec(init)?.inputs;
    expect(inputs).toEqual([init]);
    expect(inputs?.[0]).not.toBe(init);
  });

  it('an unparsable URL or base is no match, not an error', () => {
    const p = new URLPattern({ pathname: '*' });
    expect(p.exec('not a url')).toBeNull();
    expect(p.test('/a', 'not a base')).toBe(false);
    expect(p.test({ hostname: 'a b' })).toBe(false);
  });
});

describe('README', () => {
  it('the router example', () => {
    const routes = [
      { pattern: new URLPattern({ pathname: '/books/:id(\\d+)' }), handler: 'book' },
      { pattern: new URLPattern({ pathname: '/books/:slug' }), handler: 'bookBySlug' },
      { pattern: new URLPattern({ pathname: '/static/*' }), handler: 'static' },
      { pattern: new URLPattern('https://:tenant.example.com/admin/*'), handler: 'admin' },
    ];
    const route = (url: string): unknown => {
      for (const { pattern, handler } of routes) {
        const match = pattern.exec(url);
        if (match !== null) return { handler, params: { ...match.hostname.groups, ...match.pathname.groups } };
      }
      return null;
    };
    expect(route('https://shop.example/books/42')).toEqual({ handler: 'book', params: { '0': 'shop.example', id: '42' } });
    expect(route('https://acme.example.com/admin/users')).toEqual({ handler: 'admin', params: { tenant: 'acme', '0': 'users' } });
    expect(route('https://shop.example/books/moby-dick')).toEqual({ handler: 'bookBySlug', params: { '0': 'shop.example', slug: 'moby-dick' } });
    const sorted = routes.toSorted((a, b) => URLPattern.compareComponent('pathname', b.pattern, a.pattern));
    expect(sorted.map((r) => r.handler)).toEqual(['static', 'book', 'bookBySlug', 'admin']);
  });

  it('the error message and generate examples', () => {
    expect(() => new URLPattern({ pathname: '/:a/:a' })).toThrow('URLPattern: invalid pattern "/:a/:a" at index 4: duplicate group name "a"');
    expect(new URLPattern({ pathname: '/:id' }).generate('pathname', { id: ' ' })).toBe('/%20');
    expect(new URLPattern({ protocol: 'https', port: '443' }).port).toBe('');
    expect(new URLPattern({ port: '443*' }).port).toBe('443*');
  });
});
