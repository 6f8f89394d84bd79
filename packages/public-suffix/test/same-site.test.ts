// HTML "same site" and "schemelessly same site".
import type { Host } from '@x/host';
import { describe, expect, it } from 'vitest';
import { isSameSite, isSchemelesslySameSite, type OpaqueOrigin } from '../src/index';

describe('isSchemelesslySameSite', () => {
  const yes: ReadonlyArray<readonly [string, string]> = [
    ['example.com', 'example.com'],
    ['www.example.com', 'example.com'],
    ['a.b.example.com', 'c.example.com'],
    ['EXAMPLE.com', 'www.example.COM'], // strings go through the host parser
    ['whatwg.github.io', 'www.whatwg.github.io'],
    ['shop.公司.香港', 'www.shop.xn--55qx5d.xn--j6w193g'],
    ['x.www.ck', 'www.ck'],
    // Equal hosts without a registrable domain (step 2.2).
    ['com', 'com'],
    ['github.io', 'github.io'],
    ['localhost', 'localhost'],
    ['127.0.0.1', '0x7f.0.0.1'],
    ['[::1]', '[0:0::1]'],
    ['example.com.', 'www.example.com.'],
  ];
  it.each(yes)('%s ~ %s', (a, b) => {
    expect(isSchemelesslySameSite(a, b)).toBe(true);
    expect(isSchemelesslySameSite(b, a)).toBe(true);
  });

  const no: ReadonlyArray<readonly [string, string]> = [
    ['example.com', 'example.org'],
    ['a.github.io', 'b.github.io'], // github.io is a public suffix (PRIVATE section)
    ['github.io', 'a.github.io'],
    ['com', 'example.com'],
    ['foo.ck', 'bar.ck'], // *.ck
    ['a.foo.ck', 'b.bar.ck'],
    ['example.com', 'example.com.'], // a trailing dot makes another site
    ['127.0.0.1', '127.0.0.2'],
    ['[::1]', '[::2]'],
    ['example.com', '93.184.216.34'],
    ['example.com', ''], // the host parser fails: no host, same site with nothing
    ['exa mple.com', 'exa mple.com'],
  ];
  it.each(no)('%s ≁ %s', (a, b) => {
    expect(isSchemelesslySameSite(a, b)).toBe(false);
    expect(isSchemelesslySameSite(b, a)).toBe(false);
  });

  it('takes Host records', () => {
    const opaque: Host = { kind: 'opaque', value: 'example.com' };
    expect(isSchemelesslySameSite(opaque, { kind: 'opaque', value: 'example.com' })).toBe(true);
    expect(isSchemelesslySameSite(opaque, { kind: 'domain', value: 'example.com' })).toBe(false);
    expect(isSchemelesslySameSite({ kind: 'empty' }, { kind: 'empty' })).toBe(true);
    expect(isSchemelesslySameSite({ kind: 'domain', value: 'a.example.com' }, 'b.example.com')).toBe(true);
    expect(isSchemelesslySameSite({ kind: 'ipv4', value: 1 }, { kind: 'ipv4', value: 1 })).toBe(true);
    expect(isSchemelesslySameSite({ kind: 'ipv4', value: 1 }, { kind: 'ipv4', value: 2 })).toBe(false);
  });

  it('throws a TypeError naming the argument for wrong types', () => {
    expect(() => isSchemelesslySameSite(1 as unknown as string, 'a')).toThrow(
      /^isSchemelesslySameSite: a must be a string, a Host record or a URL/,
    );
    expect(() => isSchemelesslySameSite('a', null as unknown as string)).toThrow(
      /^isSchemelesslySameSite: b must be a string, a Host record or a URL/,
    );
  });
});

describe('isSameSite', () => {
  it('needs the same scheme and schemelessly same site hosts', () => {
    expect(isSameSite({ scheme: 'https', host: 'example.com' }, { scheme: 'https', host: 'www.example.com' })).toBe(true);
    expect(isSameSite({ scheme: 'https', host: 'example.com' }, { scheme: 'http', host: 'example.com' })).toBe(false);
    expect(isSameSite({ scheme: 'https', host: 'a.github.io' }, { scheme: 'https', host: 'b.github.io' })).toBe(false);
    expect(isSameSite({ scheme: 'wss', host: 'chat.example.com' }, { scheme: 'wss', host: 'example.com' })).toBe(true);
    expect(isSameSite({ scheme: 'https', host: '127.0.0.1' }, { scheme: 'https', host: '127.0.0.1' })).toBe(true);
    expect(
      isSameSite({ scheme: 'https', host: { kind: 'domain', value: 'a.example.com' } }, { scheme: 'https', host: 'b.example.com' }),
    ).toBe(true);
  });

  it('opaque origins are same site only with themselves; null with nothing', () => {
    const o1: OpaqueOrigin = { opaque: true };
    const o2: OpaqueOrigin = { opaque: true };
    const tuple = { scheme: 'https', host: 'example.com' };
    expect(isSameSite(o1, o1)).toBe(true);
    expect(isSameSite(o1, o2)).toBe(false);
    expect(isSameSite(o1, tuple)).toBe(false);
    expect(isSameSite(tuple, o1)).toBe(false);
    expect(isSameSite(null, null)).toBe(false);
    expect(isSameSite(null, o1)).toBe(false);
    expect(isSameSite(tuple, null)).toBe(false);
  });

  it('throws a TypeError naming the argument for wrong types', () => {
    expect(() => isSameSite('https://example.com' as never, null)).toThrow(/^isSameSite: a must be an origin/);
    expect(() => isSameSite(null, { host: 'example.com' } as never)).toThrow(/^isSameSite: b must be an origin/);
    expect(() => isSameSite({ scheme: 'https', host: 5 } as never, { scheme: 'https', host: 'a' })).toThrow(
      /^isSameSite: a\.host must be a string, a Host record or a URL/,
    );
  });
});
