// https://url.spec.whatwg.org/#url-rendering
import { describe, expect, test } from 'vitest';
import { parseURL, renderURL, type URLRecord } from '../src/index';

function url(s: string): URLRecord {
  const u = parseURL(s);
  if (u === null) throw new Error(s);
  return u;
}

describe('renderURL', () => {
  test('never shows the username or password (they can pass for the host)', () => {
    expect(renderURL(url('https://examplecorp.com@attacker.example/'))).toBe('https://attacker.example/');
    expect(renderURL(url('https://user:pass@example.org:8080/x'))).toBe('https://example.org:8080/x');
  });
  test('renders a domain with domain to Unicode', () => {
    expect(renderURL(url('https://xn--fa-hia.example/'))).toBe('https://faß.example/');
    expect(renderURL(url('https://xn--8i7caa.example/'))).toBe('https://xn--8i7caa.example/'); // errors: kept
  });
  test('decodes percent-encoded UTF-8 but not ASCII, controls, invisible or spoofing code points', () => {
    expect(renderURL(url('https://example.org/caf%C3%A9?q=%E2%80%BD#%F0%9F%92%A9'))).toBe('https://example.org/café?q=‽#💩');
    expect(renderURL(url('https://example.org/a%2Fb%20c'))).toBe('https://example.org/a%2Fb%20c');
    expect(renderURL(url('https://example.org/%E2%80%AE%C2%AD%F0%9F%94%92'))).toBe('https://example.org/%E2%80%AE%C2%AD%F0%9F%94%92');
    expect(renderURL(url('https://example.org/%C3'))).toBe('https://example.org/%C3');
    expect(renderURL(url('https://example.org/caf%C3%A9'), { decodePercentEncoding: false })).toBe('https://example.org/caf%C3%A9');
  });
  test('host only, and without the scheme', () => {
    expect(renderURL(url('https://www.example.org/path'), { hostOnly: true })).toBe('www.example.org');
    expect(renderURL(url('https://example.org/p'), { omitScheme: true })).toBe('example.org/p');
    expect(renderURL(url('mailto:user@example.org'))).toBe('mailto:user@example.org');
  });
  test('elision: path first, then the lowest-level labels, never the registrable domain', () => {
    const rd = (h: string) => (h.endsWith('evil.com') ? 'evil.com' : null);
    const u = url('https://examplecorp.com.evil.com/a/very/long/path/that/goes/on');
    expect(renderURL(u, { maxLength: 40, registrableDomain: rd })).toBe('https://examplecorp.com.evil.com/a/very…');
    expect(renderURL(u, { hostOnly: true, maxLength: 16, registrableDomain: rd })).toBe('….com.evil.com');
    expect(renderURL(u, { maxLength: 20, registrableDomain: rd })).toBe('https://….evil.com/…');
    expect([...renderURL(u, { maxLength: 40, registrableDomain: rd })].length).toBeLessThanOrEqual(40);
  });
});

describe('inputs', () => {
  test('a string, a record or a URL object; anything else is a TypeError naming renderURL', () => {
    expect(renderURL('https://user@xn--bcher-kva.example/%C3%A9')).toBe('https://bücher.example/é');
    expect(renderURL(new URL('https://xn--bcher-kva.example/a'))).toBe('https://bücher.example/a');
    expect(() => renderURL('not a url')).toThrow(/renderURL/);
    expect(() => renderURL({ href: 'https://example.org/' })).toThrow(TypeError);
    expect(() => renderURL(42 as unknown as string)).toThrow(/renderURL/);
  });
});
