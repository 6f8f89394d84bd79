// basicURLParse with a state override (the setters' form). The host, hostname, port,
// path start, query and fragment overrides run the machine on a partial builder and
// splice the component into href; the internal route 'machine' builds the whole record,
// and both must give the same record.
import { getEncoder } from '@x/percent-encoding/encodings';
import { describe, expect, test } from 'vitest';
import { basicURLParse, parseURL, type URLRecord } from '../src/index';
import { basicURLParseVia, parseIntoComponent, updateURL } from '../src/internal';
import type { BasicURLParseOptions } from '../src/basic-url-parser';
import { fields } from './helpers';

const machine = (input: string, options: BasicURLParseOptions): URLRecord | null => basicURLParseVia(input, options, 'machine');

function url(s: string): URLRecord {
  const u = parseURL(s);
  if (u === null) throw new Error(s);
  return u;
}

const URLS = ['https://h/p?q#f', 'https://h/p', 'sc://h/p?q', 'sc:opaque', 'wss://h/', 'file:///C:/x?y#z', 'about:blank#x', 'https://h'];
const VALUES = ['', 'a', '#x', '?x', 'a b', 'a\tb\nc\r', '"<>`\'', 'é💩', '\uD800', '%zz', '#', 'x#y?z'];

describe('query and fragment overrides: splice = state machine', () => {
  for (const href of URLS) {
    for (const value of VALUES) {
      test(`${href} ← ${JSON.stringify(value)}`, () => {
        for (const stateOverride of ['query', 'fragment'] as const) {
          const start = updateURL(url(href), stateOverride === 'query' ? { query: '' } : { fragment: '' });
          const fast = basicURLParse(value, { url: start, stateOverride });
          const slow = machine(value, { url: start, stateOverride });
          expect(fields(fast)).toEqual(fields(slow));
          for (const label of ['shift_jis', 'windows-1252']) {
            const encoding = getEncoder(label);
            expect(fields(basicURLParse(value, { url: start, stateOverride, encoding }))).toEqual(
              fields(machine(value, { url: start, stateOverride, encoding })),
            );
          }
        }
      });
    }
  }
  test('the search and hash setter steps give the spec results', () => {
    const u = url('https://example.org/p?old#frag');
    const searched = basicURLParse('a=b c', { url: updateURL(u, { query: '' }), stateOverride: 'query' });
    expect(searched?.href).toBe('https://example.org/p?a=b%20c#frag');
    const hashed = basicURLParse('x y`', { url: updateURL(u, { fragment: '' }), stateOverride: 'fragment' });
    expect(hashed?.href).toBe('https://example.org/p?old#x%20y%60');
    expect(updateURL(u, { query: null, fragment: null }).href).toBe('https://example.org/p');
  });
});

describe('the path start override (pathname setter): splice = state machine', () => {
  const HREFS = ['https://h/a/b?q#f', 'https://h', 'sc://h/x', 'sc:/x/y', 'sc:/.//x', 'file:///C:/d/e', 'file://host/p', 'ws://h:1/p#f', 'sc://h?q'];
  const PATHS = ['', '/', 'x', '/x/../y', '..', '//a//b', 'a b?c#d', '\\x\\y', 'C|/z', '/%2e/x', 'é/💩', 'x\ty', '/./', '.'];
  for (const href of HREFS) {
    test(href, () => {
      for (const value of PATHS) {
        const emptied = updateURL(url(href), { path: '' });
        expect(fields(emptied), `empty ${href}`).toEqual(fields(emptiedSlow(href)));
        const fast = basicURLParse(value, { url: emptied, stateOverride: 'path start' });
        const slow = machine(value, { url: emptied, stateOverride: 'path start' });
        expect(fields(fast), `${href} ← ${JSON.stringify(value)}`).toEqual(fields(slow));
        const fast2 = basicURLParse(value, { url: url(href), stateOverride: 'path start' });
        const slow2 = machine(value, { url: url(href), stateOverride: 'path start' });
        expect(fields(fast2), `${href} + ${JSON.stringify(value)}`).toEqual(fields(slow2));
      }
    });
  }
});

describe('the host, hostname and port overrides: splice = state machine', () => {
  const HREFS = ['https://h/a?q#f', 'https://u:p@h:8080/x', 'sc://h/x', 'sc:/x/y', 'sc:/.//x', 'sc://u@h:1/', 'file:///C:/d', 'file://host/p', 'ws://h:1/p#f', 'sc://h?q', 'sc://[::1]/', 'http://1.2.3.4:5/'];
  const VALUES = ['', 'example.com', 'EXAMPLE.com:81', 'a:b', ':80', '[::1]:443', 'h?x', 'h/p', 'h#f', 'a b', 'localhost', 'ex%41mple', 'faß.de', '8080', '443', '0x7f.1', 'C:', '\\h', 'é', 'a\tb', '[::1]x', '[1:2', 'x]:1', 'a\\b', 'xn--a', '%00', 'a@b', '[::1]/p'];
  for (const href of HREFS) {
    test(href, () => {
      for (const value of VALUES) {
        for (const stateOverride of ['host', 'hostname', 'port'] as const) {
          const fast = basicURLParse(value, { url: url(href), stateOverride });
          const slow = machine(value, { url: url(href), stateOverride });
          expect(fields(fast), `${href} ${stateOverride} ← ${JSON.stringify(value)}`).toEqual(fields(slow));
        }
      }
    });
  }
});

describe('parseIntoComponent = empty the component, then the state override', () => {
  const HREFS = ['https://h/a/b?q#f', 'https://h', 'sc://h/x?y', 'sc:/x/y', 'sc:/.//x', 'file:///C:/d/e', 'wss://h:1/p#f', 'sc:opaque?q#f'];
  const VALUES = ['', 'x', 'a b', 'a\tb\n', '"<>`\'', 'é', '/x/../y', '..', '\\a', '%zz', '#x', '?y', 'C|'];
  for (const href of HREFS) {
    test(href, () => {
      for (const value of VALUES) {
        const u = url(href);
        expect(fields(parseIntoComponent(u, value, 'fragment')), `${href} # ${JSON.stringify(value)}`).toEqual(
          fields(machine(value, { url: updateURL(u, { fragment: '' }), stateOverride: 'fragment' })),
        );
        expect(fields(parseIntoComponent(u, value, 'query')), `${href} ? ${JSON.stringify(value)}`).toEqual(
          fields(machine(value, { url: updateURL(u, { query: '' }), stateOverride: 'query' })),
        );
        const encoding = getEncoder('shift_jis');
        expect(fields(parseIntoComponent(u, value, 'query', encoding))).toEqual(
          fields(machine(value, { url: updateURL(u, { query: '' }), stateOverride: 'query', encoding })),
        );
        if (!u.hasOpaquePath) {
          expect(fields(parseIntoComponent(u, value, 'path')), `${href} path ${JSON.stringify(value)}`).toEqual(
            fields(machine(value, { url: updateURL(u, { path: '' }), stateOverride: 'path start' })),
          );
        } else {
          expect(parseIntoComponent(u, value, 'path')).toBe(u);
        }
      }
    });
  }
  test('a wrong component is a TypeError', () => {
    expect(() => parseIntoComponent(url('https://h/'), 'x', 'host' as 'path')).toThrow(TypeError);
  });
});

describe('parseIntoComponent path = the machine on generated paths', () => {
  // Paths built from the pieces the path states treat differently: dot segments in every
  // spelling, separators, code points the path set encodes, tabs, and drive letters for
  // file URLs.
  const PIECES = ['a', '.', '..', '%2e', '%2E.', '.%2e', '', 'b c', 'é', '💩', '\\', '?', '#', '\t', '^', '{}', '.x', 'x.', '%', 'C|', 'C:'];
  const HREFS = ['https://h/a/b?q#f', 'http://h:8/x', 'sc://h/x?y#z', 'sc://h', 'sc:/x/y', 'file:///C:/d', 'file://h/p', 'ws://h/'];
  let seed = 0x2f6e2b1;
  const next = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  test('2,000 generated paths on each URL', () => {
    for (let k = 0; k < 2000; k++) {
      const n = 1 + next(4);
      const parts: string[] = [];
      for (let j = 0; j < n; j++) parts.push(PIECES[next(PIECES.length)] as string);
      const lead = next(3) === 0 ? '' : next(2) === 0 ? '/' : '\\';
      const value = lead + parts.join(next(4) === 0 ? '\\' : '/');
      for (const href of HREFS) {
        const u = url(href);
        expect(fields(parseIntoComponent(u, value, 'path')), `${href} path ${JSON.stringify(value)}`).toEqual(
          fields(machine(value, { url: updateURL(u, { path: '' }), stateOverride: 'path start' })),
        );
      }
    }
  });
});

/** The emptied URL, rebuilt from components (the slow way) to check updateURL's splice. */
function emptiedSlow(href: string): URLRecord {
  const u = url(href);
  return updateURL(u, { path: '', username: u.username });
}

describe('other overrides modify only what the setter owns', () => {
  test('protocol', () => {
    expect(basicURLParse('http:', { url: url('https://h:80/'), stateOverride: 'scheme start' })?.href).toBe('http://h/');
    expect(basicURLParse('sc:', { url: url('https://h/'), stateOverride: 'scheme start' })?.href).toBe('https://h/');
    expect(basicURLParse('file:', { url: url('https://u@h/'), stateOverride: 'scheme start' })?.href).toBe('https://u@h/');
  });
  test('host, hostname and port', () => {
    expect(basicURLParse('example.com:8080', { url: url('https://h/p'), stateOverride: 'host' })?.href).toBe('https://example.com:8080/p');
    expect(basicURLParse('example.com:8080', { url: url('https://h/p'), stateOverride: 'hostname' })?.href).toBe('https://h/p');
    // The host is set, then the port state fails: the host change stays (in-place semantics).
    expect(basicURLParse('example.com:abc', { url: url('https://h:1/p'), stateOverride: 'host' })?.href).toBe('https://example.com:1/p');
    expect(basicURLParse('8080abc', { url: url('https://h/p'), stateOverride: 'port' })?.href).toBe('https://h:8080/p');
    expect(basicURLParse('443', { url: url('https://h:8080/p'), stateOverride: 'port' })?.href).toBe('https://h/p');
  });
  test('pathname (after emptying the path)', () => {
    const emptied = updateURL(url('https://h/a/b?q#f'), { path: '' });
    expect(basicURLParse('/x/../y z?', { url: emptied, stateOverride: 'path start' })?.href).toBe('https://h/y%20z%3F?q#f');
    const nonSpecial = updateURL(url('sc://h/a'), { path: '' });
    expect(basicURLParse('', { url: nonSpecial, stateOverride: 'path start' })?.href).toBe('sc://h');
  });
  test('an unknown state override is a TypeError', () => {
    expect(() => basicURLParse('x', { url: url('https://h/'), stateOverride: 'nope' as 'query' })).toThrow(TypeError);
  });
});
