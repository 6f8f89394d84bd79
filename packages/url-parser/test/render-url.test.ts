// https://url.spec.whatwg.org/#url-rendering
import { describe, expect, test } from 'vitest';
import { domainToASCII } from '@x/idna';
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

describe('renderURL: a label whose Unicode form could mislead stays in Punycode (display-host.ts)', () => {
  const href = (unicodeHost: string, path = '/'): string => {
    const ascii = domainToASCII(unicodeHost);
    if (ascii === null) throw new Error(unicodeHost);
    return `https://${ascii}${path}`;
  };
  test.each([
    // Whole-script confusables: Cyrillic or Greek letters that all look Latin, under an ASCII TLD.
    ['аррӏе.com', false],
    ['οκ.com', false],
    ['ѕсоре.example', false],
    // The same letters under a Cyrillic TLD read as Cyrillic.
    ['аррӏе.рф', true],
    // Cyrillic words with letters that do not look Latin.
    ['пример.com', true],
    // Mixed scripts in one label: Latin with a Cyrillic "а".
    ['pаypal.com', false],
    ['gооgle.com', false],
    // The mixes Chinese, Japanese and Korean names use.
    ['日本語ドメイン.jp', true],
    ['ひらがなとカタカナ.jp', true],
    ['中文域名.cn', true],
    ['한국어도메인.kr', true],
    ['漢字한글.kr', true],
    // Not among them: Hangul with kana, Cyrillic with Han.
    ['한글カナ.example', false],
    ['пример中文.example', false],
    // Right-to-left labels of one script.
    ['مثال.com', true],
    ['דוגמה.co.il', true],
    // Latin with diacritics.
    ['bücher.example', true],
    ['faß.example', true],
    // An invisible joiner (allowed by IDNA after a virama) keeps the label in Punycode.
    ['क्\u200Dष.example', false],
  ])('%s shown in Unicode: %s', (host, shown) => {
    const rendered = renderURL(href(host));
    const ascii = domainToASCII(host) as string;
    expect(rendered).toBe(`https://${shown ? host : ascii}/`);
    expect(renderURL(href(host), { hostOnly: true })).toBe(shown ? host : ascii);
  });

  test('only the misleading label stays encoded', () => {
    const ascii = domainToASCII('pаypal.bücher.example') as string;
    expect(renderURL(`https://${ascii}/`)).toBe(`https://${ascii.split('.')[0]}.bücher.example/`);
  });

  test('bidi controls and invisible code points in the path stay percent-encoded; RTL letters decode', () => {
    expect(renderURL('https://example.org/%E2%80%8F%E2%81%A6x%E2%81%A9')).toBe('https://example.org/%E2%80%8F%E2%81%A6x%E2%81%A9');
    expect(renderURL('https://example.org/%D9%85%D8%AB%D8%A7%D9%84')).toBe('https://example.org/مثال');
    expect(renderURL('https://example.org/a%2Fb%3Fc%23d%25e%20f')).toBe('https://example.org/a%2Fb%3Fc%23d%25e%20f');
  });
});
