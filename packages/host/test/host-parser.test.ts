import { describe, expect, test } from 'vitest';
import { hostKindOfSerialized, parseHost, parseHostToString, serializeHost } from '../src/index';
import type { Host, HostKind } from '../src/index';

// url.bs, the example in the "Hosts (domains and IP addresses)" intro (#example-host-parsing):
// input, output with isOpaque false, output with isOpaque true (null = failure), and kinds.
const table: ReadonlyArray<readonly [string, string | null, HostKind | null, string | null, HostKind | null]> = [
  ['EXAMPLE.COM', 'example.com', 'domain', 'EXAMPLE.COM', 'opaque'],
  ['example%2Ecom', 'example.com', 'domain', 'example%2Ecom', 'opaque'],
  ['faß.example', 'xn--fa-hia.example', 'domain', 'fa%C3%9F.example', 'opaque'],
  ['0', '0.0.0.0', 'ipv4', '0', 'opaque'],
  ['%30', '0.0.0.0', 'ipv4', '%30', 'opaque'],
  ['0x', '0.0.0.0', 'ipv4', '0x', 'opaque'],
  ['0xffffffff', '255.255.255.255', 'ipv4', '0xffffffff', 'opaque'],
  ['[0:0::1]', '[::1]', 'ipv6', '[::1]', 'ipv6'],
  ['[0:0::1%5D', null, null, null, null],
  ['[0:0::%31]', null, null, null, null],
  ['09', null, null, '09', 'opaque'],
  ['example.255', null, null, 'example.255', 'opaque'],
  ['example^example', null, null, null, null],
];

describe('host parser: the spec example table (#example-host-parsing)', () => {
  for (const [input, out, kind, outOpaque, kindOpaque] of table) {
    test(`${JSON.stringify(input)} isOpaque=false`, () => {
      const host = parseHost(input, false);
      expect(host === null ? null : serializeHost(host)).toBe(out);
      expect(host === null ? null : host.kind).toBe(kind);
      expect(parseHostToString(input, false)).toBe(out);
      if (out !== null) expect(hostKindOfSerialized(out, false)).toBe(kind);
    });
    test(`${JSON.stringify(input)} isOpaque=true`, () => {
      const host = parseHost(input, true);
      expect(host === null ? null : serializeHost(host)).toBe(outOpaque);
      expect(host === null ? null : host.kind).toBe(kindOpaque);
      expect(parseHostToString(input, true)).toBe(outOpaque);
      if (outOpaque !== null) expect(hostKindOfSerialized(outOpaque, true)).toBe(kindOpaque);
    });
  }
});

describe('parseHostToString', () => {
  test('returns the input string itself for a canonical ASCII domain', () => {
    const input = ['www', 'example', 'org'].join('.'); // built at run time: not an interned literal
    expect(parseHostToString(input, false)).toBe(input);
  });

  test('lowercases ASCII upper case, without UTS #46 (xn--a is invalid Punycode but kept)', () => {
    expect(parseHostToString('WWW.Example.ORG', false)).toBe('www.example.org');
    expect(parseHostToString('XN--A', false)).toBe('xn--a');
    expect(parseHostToString('xn--zn7c.com', false)).toBe('xn--zn7c.com');
  });

  test('empty input: null when not opaque, the empty host when opaque', () => {
    expect(parseHostToString('', false)).toBeNull();
    expect(parseHostToString('', true)).toBe('');
    expect(hostKindOfSerialized('', true)).toBe('empty');
    expect(parseHost('', true)).toEqual({ kind: 'empty' });
    expect(parseHost('', false)).toBeNull();
  });

  test('forbidden domain code points fail, after percent-decoding too', () => {
    for (const input of ['a b', 'a<b', 'a%b', 'a\u0000b', 'a\u007fb', 'a|b', 'exa%23mple.org', '%2525', 'a%00b']) {
      expect(parseHostToString(input, false), input).toBeNull();
    }
  });

  test('an ASCII forbidden code point in a non-ASCII or percent-encoded input is left to IDNA', () => {
    // Regression: "<" + U+0338 normalizes to U+226E (≮), which is not forbidden.
    expect(parseHostToString('<\u0338', false)).toBe('xn--gdh');
    expect(parseHostToString('%3C%CC%B8', false)).toBe('xn--gdh');
    expect(parseHostToString('<\u0338.example', false)).toBe('xn--gdh.example');
    expect(parseHostToString('<', false)).toBeNull();
  });

  test('percent-decoded and non-ASCII domains go through IDNA', () => {
    expect(parseHostToString('ex%41mple.com', false)).toBe('example.com');
    expect(parseHostToString('%E2%98%95.example', false)).toBe('xn--53h.example');
    expect(parseHostToString('☕.EXAMPLE', false)).toBe('xn--53h.example');
    expect(parseHostToString('xn--a.\u00DF', false)).toBeNull();
    expect(parseHostToString('%ff.com', false)).toBeNull(); // U+FFFD after UTF-8 decoding
  });

  test('domains that end in a number become IPv4 or failure', () => {
    expect(parseHostToString('127.1', false)).toBe('127.0.0.1');
    expect(parseHostToString('0x7F.1', false)).toBe('127.0.0.1');
    expect(parseHostToString('１２７.０.０.１', false)).toBe('127.0.0.1'); // fullwidth digits map to ASCII
    expect(parseHostToString('1.2.3.4.', false)).toBe('1.2.3.4');
    expect(parseHostToString('a.1', false)).toBeNull();
    expect(parseHostToString('1.2.3.4.5', false)).toBeNull();
    expect(parseHostToString('a.0x', false)).toBeNull();
    expect(parseHostToString('1.a', false)).toBe('1.a');
    expect(parseHostToString('a.0xg', false)).toBe('a.0xg');
  });

  test('IPv6 literals', () => {
    expect(parseHostToString('[::1]', true)).toBe('[::1]');
    expect(parseHostToString('[1:0:0:0:0:0:0:0]', false)).toBe('[1::]');
    expect(parseHostToString('[::ffff:192.168.0.1]', false)).toBe('[::ffff:c0a8:1]');
    expect(parseHostToString('[::1', false)).toBeNull();
    expect(parseHostToString('[', false)).toBeNull();
    expect(parseHostToString('[]', false)).toBeNull();
  });

  test('agrees with serializeHost(parseHost(...)) and its kind', () => {
    const inputs = ['a', 'A.b', '1', '0x10.0', '%41', 'ß', '[::]', 'x..y', '.', '..', '0..0', 'a.', '%', '%%', 'a%zz', '\u00ad'];
    for (const input of inputs) {
      for (const isOpaque of [false, true]) {
        const host: Host | null = parseHost(input, isOpaque);
        const s = parseHostToString(input, isOpaque);
        expect(s, input).toBe(host === null ? null : serializeHost(host));
        if (host !== null && s !== null) expect(hostKindOfSerialized(s, isOpaque), input).toBe(host.kind);
      }
    }
  });
});
