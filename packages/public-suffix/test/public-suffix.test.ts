// publicSuffix / registrableDomain beyond the spec's table. The rules these cases rely on
// are asserted to be (or not be) in the shipped list by psl-data.test.ts.
import { parseHost, type Host } from '@x/host';
import { describe, expect, it } from 'vitest';
import { publicSuffix, registrableDomain } from '../src/index';

type Row = readonly [input: string, suffix: string | null, registrable: string | null];

function check(rows: readonly Row[]): void {
  it.each(rows)('%s → %s, %s', (input, suffix, registrable) => {
    expect(publicSuffix(input)).toBe(suffix);
    expect(registrableDomain(input)).toBe(registrable);
  });
}

describe('trailing dot (kept, as the spec and the list\'s Note 3 say)', () => {
  check([
    ['www.example.com.', 'com.', 'example.com.'],
    ['com.', 'com.', null],
    ['github.io.', 'github.io.', null],
    ['a.b.github.io.', 'github.io.', 'b.github.io.'],
    ['www.ck.', 'ck.', 'www.ck.'],
    ['Example.CO.UK.', 'co.uk.', 'example.co.uk.'],
  ]);
  it('a name with and without the dot has two different registrable domains', () => {
    expect(registrableDomain('example.com')).not.toBe(registrableDomain('example.com.'));
  });
});

describe('IDN: the host parser writes punycode, and the rules are matched in that form', () => {
  check([
    ['公司.香港', 'xn--55qx5d.xn--j6w193g', null],
    ['shop.公司.香港', 'xn--55qx5d.xn--j6w193g', 'shop.xn--55qx5d.xn--j6w193g'],
    ['WWW.Shop.公司.香港', 'xn--55qx5d.xn--j6w193g', 'shop.xn--55qx5d.xn--j6w193g'],
    ['shop。公司。香港', 'xn--55qx5d.xn--j6w193g', 'shop.xn--55qx5d.xn--j6w193g'], // U+3002 maps to "."
    ['shop.xn--55qx5d.xn--j6w193g', 'xn--55qx5d.xn--j6w193g', 'shop.xn--55qx5d.xn--j6w193g'],
    ['EXAMPLE.香港', 'xn--j6w193g', 'example.xn--j6w193g'],
    ['bücher.example.香港.', 'xn--j6w193g.', 'example.xn--j6w193g.'],
  ]);
});

describe('wildcard and exception rules', () => {
  // *.ck, !www.ck (and no "ck" rule: the implicit "*" covers it).
  check([
    ['ck', 'ck', null],
    ['foo.ck', 'foo.ck', null],
    ['www.foo.ck', 'foo.ck', 'www.foo.ck'],
    ['www.ck', 'ck', 'www.ck'],
    ['a.www.ck', 'ck', 'www.ck'],
  ]);
  // *.kawasaki.jp, !city.kawasaki.jp, jp (and no "kawasaki.jp" rule).
  check([
    ['kawasaki.jp', 'jp', 'kawasaki.jp'],
    ['x.kawasaki.jp', 'x.kawasaki.jp', null],
    ['y.x.kawasaki.jp', 'x.kawasaki.jp', 'y.x.kawasaki.jp'],
    ['city.kawasaki.jp', 'kawasaki.jp', 'city.kawasaki.jp'],
    ['www.city.kawasaki.jp', 'kawasaki.jp', 'city.kawasaki.jp'],
  ]);
  // *.sch.uk below uk and co.uk.
  check([
    ['sch.uk', 'uk', 'sch.uk'],
    ['school.sch.uk', 'school.sch.uk', null],
    ['www.school.sch.uk', 'school.sch.uk', 'www.school.sch.uk'],
    ['www.example.co.uk', 'co.uk', 'example.co.uk'],
  ]);
});

describe('PRIVATE section rules are included', () => {
  check([
    ['a.b.github.io', 'github.io', 'b.github.io'],
    ['blogspot.com', 'blogspot.com', null],
    ['foo.blogspot.com', 'blogspot.com', 'foo.blogspot.com'],
    ['example.io', 'io', 'example.io'],
    // *.compute.amazonaws.com (private wildcard); compute.amazonaws.com is not listed.
    ['compute.amazonaws.com', 'com', 'amazonaws.com'],
    ['ec2-1.us.compute.amazonaws.com', 'us.compute.amazonaws.com', 'ec2-1.us.compute.amazonaws.com'],
  ]);
});

describe('unlisted TLDs: the implicit "*" rule', () => {
  check([
    ['example', 'example', null],
    ['www.example.example', 'example', 'example.example'],
    ['localhost', 'localhost', null],
    ['foo.localhost', 'localhost', 'foo.localhost'],
    ['a.b.c.d.e.f.unlistedtld', 'unlistedtld', 'f.unlistedtld'],
    ['xn--a.com', 'com', 'xn--a.com'], // kept as ASCII by the domain parser
  ]);
});

describe('empty labels (the host parser keeps them; the list is applied literally)', () => {
  check([
    ['.com', 'com', '.com'],
    ['a..com', 'com', '.com'],
    ['.', '.', null],
    ['example.com..', '.', 'com..'],
  ]);
});

describe('not a domain → null', () => {
  check([
    // The host parser fails.
    ['', null, null],
    ['exa mple.com', null, null],
    ['a%2Fb.com', null, null],
    ['[::1', null, null],
    ['1.2.3.256', null, null],
    ['example.com:80', null, null],
    ['xn--a.\u00DF', null, null],
    // IP addresses.
    ['127.0.0.1', null, null],
    ['0x7f.1', null, null],
    ['example.0', null, null], // ends in a number, so the IPv4 parser runs, and fails
    ['[::1]', null, null],
    ['[2001:db8::1]', null, null],
  ]);

  it('IPv4, IPv6, opaque and empty Host records', () => {
    const hosts: Host[] = [
      { kind: 'ipv4', value: 0x7f000001 },
      { kind: 'ipv6', value: [0, 0, 0, 0, 0, 0, 0, 1] },
      { kind: 'opaque', value: 'example.com' },
      { kind: 'empty' },
    ];
    for (const host of hosts) {
      expect(publicSuffix(host)).toBeNull();
      expect(registrableDomain(host)).toBeNull();
    }
    const opaque = parseHost('www.example.com', true);
    expect(opaque?.kind).toBe('opaque');
    if (opaque !== null) expect(publicSuffix(opaque)).toBeNull();
  });
});

describe('results', () => {
  it('return the host itself when it is its own public suffix (no copy)', () => {
    const host: Host = { kind: 'domain', value: 'github.io' };
    expect(publicSuffix(host)).toBe(host.value);
    expect(registrableDomain({ kind: 'domain', value: 'whatwg.github.io' })).toBe('whatwg.github.io');
  });
});

describe('wrong argument types', () => {
  const bad: unknown[] = [undefined, null, 42, true, {}, [], { kind: 'domain' }, { kind: 'domain', value: 1 },
    { kind: 'ipv4', value: '1' }, { kind: 'ipv6', value: [1, 2] }, { kind: 'bogus', value: 'x' }, Symbol('x')];
  it.each(bad.map((b) => [b]))('%s', (value) => {
    expect(() => publicSuffix(value as string)).toThrow(TypeError);
    expect(() => publicSuffix(value as string)).toThrow(/^publicSuffix: host must be a string, a Host record or a URL/);
    expect(() => registrableDomain(value as string)).toThrow(/^registrableDomain: host must be a string, a Host record or a URL/);
  });
});

describe('a URL where a host is meant', () => {
  it('a URL object gives its hostname (ours or the platform’s)', () => {
    expect(registrableDomain(new URL('https://www.example.co.uk/x'))).toBe('example.co.uk');
    expect(publicSuffix(new URL('https://a.github.io/'))).toBe('github.io');
    expect(registrableDomain(new URL('https://[::1]/'))).toBeNull();
    // A look-alike object is not a URL (its getters are never run): a TypeError.
    expect(() => registrableDomain({ href: 'https://b.example.com/', hostname: 'b.example.com' })).toThrow(TypeError);
  });

  it('a URL string is a TypeError that says so, not a silent null', () => {
    expect(() => registrableDomain('https://www.example.co.uk/x')).toThrow(TypeError);
    expect(() => registrableDomain('https://www.example.co.uk/x')).toThrow(
      'registrableDomain: host must be a host, not a URL ("https://www.example.co.uk/x"); pass the URL object or new URL(…).hostname',
    );
    expect(() => publicSuffix(`https://${'a.'.repeat(100)}com/`)).toThrow(/^publicSuffix: host must be a host, not a URL \("https:\/\/a\.a\..*…"\)/);
    // A host string is unchanged: still parsed, still null when not a domain.
    expect(registrableDomain('www.example.co.uk')).toBe('example.co.uk');
    expect(registrableDomain('exa mple.com')).toBeNull();
  });
});

describe('isSchemelesslySameSite takes URL objects too', () => {
  it('compares their hostnames', async () => {
    const { isSchemelesslySameSite } = await import('../src/index');
    expect(isSchemelesslySameSite(new URL('https://a.example.com/'), new URL('http://b.example.com/x'))).toBe(true);
    expect(isSchemelesslySameSite(new URL('https://a.github.io/'), 'b.github.io')).toBe(false);
    expect(() => isSchemelesslySameSite('https://a.example.com/', 'example.com')).toThrow(/^isSchemelesslySameSite: a must be a host, not a URL/);
  });
});
