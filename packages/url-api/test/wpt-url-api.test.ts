// Ports of WPT url/url-statics-canparse.any.js, url-statics-parse.any.js, url-tojson.any.js,
// url-searchparams.any.js, url-setters-stripping.any.js and historical.any.js (its URL
// parts), as described in shared/wpt-js-tests.md, against ours and Node's.
import { expect } from 'vitest';
import { apiSuite, type ApiCase } from './impls';

// url-statics-canparse.any.js / url-statics-parse.any.js
const STATICS: ReadonlyArray<{ url: string | undefined; base: string | undefined; expected: boolean }> = [
  { url: undefined, base: undefined, expected: false },
  { url: 'aaa:b', base: undefined, expected: true },
  { url: undefined, base: 'aaa:b', expected: false },
  { url: 'aaa:/b', base: undefined, expected: true },
  { url: undefined, base: 'aaa:/b', expected: true },
  { url: 'https://test:test', base: undefined, expected: false },
  { url: 'a', base: 'https://b/', expected: true },
];

apiSuite(
  'url-statics-canparse.any.js',
  STATICS.map(({ url, base, expected }) => ({
    name: `URL.canParse(${url}, ${base})`,
    run: ({ URL }) => expect(URL.canParse(url as string, base)).toBe(expected),
  })),
);

apiSuite('url-statics-parse.any.js', [
  ...STATICS.map(
    ({ url, base, expected }): ApiCase => ({
      name: `URL.parse(${url}, ${base})`,
      run: ({ URL }) => {
        const parsed = URL.parse(url as string, base);
        if (!expected) {
          expect(parsed).toBeNull();
          return;
        }
        expect(parsed?.href).toBe(new URL(url as string, base).href);
      },
    }),
  ),
  {
    name: 'URL.parse() should return a unique object',
    run: ({ URL }) => {
      const first = URL.parse('https://example/');
      const second = URL.parse('https://example/');
      expect(first).not.toBe(second);
    },
  },
]);

apiSuite('url-tojson.any.js', [
  {
    name: 'JSON.stringify(url) is the JSON of its href',
    run: ({ URL }) => expect(JSON.stringify(new URL('https://example.com/'))).toBe('"https://example.com/"'),
  },
]);

apiSuite('url-searchparams.any.js', [
  {
    name: 'URL.searchParams getter',
    run: ({ URL }) => {
      const url = new URL('http://example.org/?a=b');
      expect(url.searchParams).toBeTruthy();
      const sp = url.searchParams;
      expect(url.searchParams).toBe(sp);
    },
  },
  {
    name: 'URL.searchParams updating, clearing',
    run: ({ URL }) => {
      const url = new URL('http://example.org/?a=b');
      const sp = url.searchParams;
      expect(sp.toString()).toBe('a=b');
      sp.set('a', 'b');
      expect(url.searchParams.toString()).toBe('a=b');
      expect(url.search).toBe('?a=b');
      url.search = '';
      expect(url.searchParams.toString()).toBe('');
      expect(url.search).toBe('');
      expect(sp.toString()).toBe('');
    },
  },
  {
    name: 'URL.searchParams setter, invalid values',
    run: ({ URL, URLSearchParams }) => {
      const url = new URL('http://example.org/file?a=b&c=d');
      expect(() => {
        (url as unknown as { searchParams: unknown }).searchParams = new URLSearchParams(url.search);
      }).toThrow(TypeError);
    },
  },
  {
    name: 'URL.searchParams and URL.search setters, update propagation',
    run: ({ URL }) => {
      const url = new URL('http://example.org/file?a=b&c=d');
      const sp = url.searchParams;
      expect(url.search).toBe('?a=b&c=d');
      expect(sp.toString()).toBe('a=b&c=d');
      url.search = 'e=f&g=h';
      expect(url.search).toBe('?e=f&g=h');
      expect(sp.toString()).toBe('e=f&g=h');
      url.search = '?e=f&g=h';
      expect(url.search).toBe('?e=f&g=h');
      expect(sp.toString()).toBe('e=f&g=h');
      sp.append('i', ' j ');
      expect(url.search).toBe('?e=f&g=h&i=+j+');
      expect(sp.toString()).toBe('e=f&g=h&i=+j+');
      expect(sp.get('i')).toBe(' j ');
      sp.set('e', 'updated');
      expect(url.search).toBe('?e=updated&g=h&i=+j+');
      expect(sp.get('e')).toBe('updated');
      const url2 = new URL('http://example.org/file??a=b&c=d');
      expect(url2.search).toBe('??a=b&c=d');
      expect(url2.searchParams.toString()).toBe('%3Fa=b&c=d');
      url2.href = 'http://example.org/file??a=b';
      expect(url2.search).toBe('??a=b');
      expect(url2.searchParams.toString()).toBe('%3Fa=b');
    },
  },
]);

// url-setters-stripping.any.js: SCHEME://username:password@host:8000/path?query#fragment
interface Parts {
  scheme: string;
  username: string;
  password: string;
  host: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
}
const DEFAULTS: Parts = { scheme: 'https', username: 'username', password: 'password', host: 'host', port: '8000', pathname: 'path', search: 'query', hash: 'fragment' };
const urlString = (p: Partial<Parts>): string => {
  const u = { ...DEFAULTS, ...p };
  return `${u.scheme}://${u.username}:${u.password}@${u.host}:${u.port}/${u.pathname}?${u.search}#${u.hash}`;
};

const stripping: ApiCase[] = [];
for (const scheme of ['https', 'wpt++']) {
  for (const cp of [0x00, 0x09, 0x0a, 0x0d, 0x1f]) {
    const c = String.fromCodePoint(cp);
    // Only ASCII tab and newline are removed by the basic URL parser.
    const stripped = cp === 0x09 || cp === 0x0a || cp === 0x0d;
    const ref = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
    const enc = encodeURIComponent(c);
    const other = scheme === 'https' ? 'http' : 'wpt--';
    const check = (name: string, set: (u: Record<string, string>) => void, prop: string, value: string, parts: Partial<Parts>): void => {
      stripping.push({
        name: `${name} (${scheme}:)`,
        run: ({ URL }) => {
          const url = new URL(urlString({ scheme })) as unknown as Record<string, string>;
          set(url);
          expect(url[prop], 'property').toBe(value);
          expect(url.href, 'href').toBe(urlString({ scheme, ...parts }));
        },
      });
    };
    const protocolAfter = stripped ? other : scheme;
    check(`Setting protocol with leading ${ref}`, (u) => (u.protocol = c + other), 'protocol', `${protocolAfter}:`, { scheme: protocolAfter });
    check(`Setting protocol with ${ref} before inserted colon`, (u) => (u.protocol = other + c), 'protocol', `${protocolAfter}:`, { scheme: protocolAfter });
    const placements: ReadonlyArray<readonly [string, (x: string) => string]> = [
      ['leading', (x) => `${x}test`],
      ['middle', (x) => `te${x}st`],
      ['trailing', (x) => `test${x}`],
    ];
    for (const [where, place] of placements) {
      // Username and password are percent-encoded, never stripped.
      for (const prop of ['username', 'password'] as const) {
        check(`Setting ${prop} with ${where} ${ref}`, (u) => (u[prop] = place(c)), prop, place(enc), { [prop]: place(enc) });
      }
      // Hosts: tab and newline are removed; U+0000 is a forbidden host code point; U+001F is
      // a forbidden domain code point on https and C0-percent-encoded in an opaque host.
      const host = cp === 0x00 || (scheme === 'https' && cp === 0x1f) ? 'host' : stripped ? 'test' : place(enc);
      check(`Setting host with ${where} ${ref}`, (u) => (u.host = place(c)), 'host', `${host}:8000`, { host });
      check(`Setting hostname with ${where} ${ref}`, (u) => (u.hostname = place(c)), 'hostname', host, { host });
      for (const [prop, sep] of [['pathname', '/'], ['search', '?'], ['hash', '#']] as const) {
        const part = stripped ? 'test' : place(enc);
        check(`Setting ${prop} with ${where} ${ref}`, (u) => (u[prop] = place(c)), prop, sep + part, { [prop]: part });
      }
    }
    check(`Setting port with leading ${ref}`, (u) => (u.port = `${c}9000`), 'port', stripped ? '9000' : '8000', { port: stripped ? '9000' : '8000' });
    check(`Setting port with middle ${ref}`, (u) => (u.port = `90${c}00`), 'port', stripped ? '9000' : '90', { port: stripped ? '9000' : '90' });
    check(`Setting port with trailing ${ref}`, (u) => (u.port = `9000${c}`), 'port', '9000', { port: '9000' });
  }
}
apiSuite('url-setters-stripping.any.js', stripping);

apiSuite('historical.any.js', [
  {
    name: 'Setting URL\'s href attribute and base URLs',
    run: ({ URL }) => {
      const url = new URL('./foo', 'http://www.example.org');
      expect(url.href).toBe('http://www.example.org/foo');
      expect(() => {
        url.href = './bar';
      }).toThrow(TypeError);
    },
  },
  {
    name: 'URL.domainToASCII should be undefined',
    run: ({ URL }) => expect((URL as unknown as Record<string, unknown>).domainToASCII).toBeUndefined(),
  },
  {
    name: 'URL.domainToUnicode should be undefined',
    run: ({ URL }) => expect((URL as unknown as Record<string, unknown>).domainToUnicode).toBeUndefined(),
  },
  {
    name: 'URL: no structured serialize/deserialize support',
    run: ({ URL }) => {
      expect(() => structuredClone(new URL('about:blank'))).toThrow(DOMException);
    },
  },
  {
    name: 'URLSearchParams: no structured serialize/deserialize support',
    run: ({ URLSearchParams }) => {
      expect(() => structuredClone(new URLSearchParams())).toThrow(DOMException);
    },
  },
  {
    name: 'Constructor only takes strings',
    run: ({ URL }) => {
      const url = new URL('https://example.com/');
      Object.defineProperty(url, 'toString', {
        value: () => {
          throw 1;
        },
      });
      let thrown: unknown;
      try {
        new URL(url);
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBe(1);
      thrown = undefined;
      try {
        new URL('about:blank', url);
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBe(1);
    },
  },
]);
