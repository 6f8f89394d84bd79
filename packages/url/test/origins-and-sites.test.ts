// Origins (@x/url-parser: same origin, same origin-domain) and sites (@x/public-suffix:
// obtain a site, its serialization, same site, schemelessly same site) together, as the
// facade offers them: HTML's examples (browsers.html #origin, #sites), then origins of
// URLs given as strings, records and URL objects (urlOrigin).
import { describe, expect, it } from 'vitest';
import {
  isSameOrigin,
  isSameOriginDomain,
  isSameSchemelessSite,
  isSameSite,
  obtainSite,
  parseURL,
  serializeSchemelessSite,
  serializeSite,
  urlOrigin,
  type Origin,
} from '../src/index';

const tuple = (scheme: string, host: string, port: number | null = null, domain: string | null = null): Origin => ({ type: 'tuple', scheme, host, port, domain });

describe("HTML's same origin and same origin-domain table", () => {
  // https://html.spec.whatwg.org/multipage/browsers.html#same-origin-domain (the example table)
  it.each([
    [tuple('https', 'example.org'), tuple('https', 'example.org'), true, true],
    [tuple('https', 'example.org', 314), tuple('https', 'example.org', 420), false, false],
    [tuple('https', 'example.org', 314, 'example.org'), tuple('https', 'example.org', 420, 'example.org'), false, true],
    [tuple('https', 'example.org'), tuple('https', 'example.org', null, 'example.org'), true, false],
    [tuple('https', 'example.org', null, 'example.org'), tuple('http', 'example.org', null, 'example.org'), false, false],
  ])('%j / %j', (a, b, sameOrigin, sameOriginDomain) => {
    expect(isSameOrigin(a, b)).toBe(sameOrigin);
    expect(isSameOriginDomain(a, b)).toBe(sameOriginDomain);
    expect(isSameOrigin(b, a)).toBe(sameOrigin);
    expect(isSameOriginDomain(b, a)).toBe(sameOriginDomain);
  });

  it('opaque origins are same origin only with themselves; URLs are compared by their origins', () => {
    const opaque = urlOrigin('data:text/plain,x');
    expect(opaque.type).toBe('opaque');
    expect(isSameOrigin(opaque, opaque)).toBe(true);
    expect(isSameOrigin(opaque, urlOrigin('data:text/plain,x'))).toBe(false);
    expect(isSameOrigin('data:,x', 'data:,x')).toBe(false);
    expect(isSameOrigin('https://example.org/a', 'https://EXAMPLE.org:443/b?c')).toBe(true);
    expect(isSameOrigin('https://example.org/', 'http://example.org/')).toBe(false);
    expect(isSameOrigin(parseURL('https://example.org:8443/') as NonNullable<ReturnType<typeof parseURL>>, new URL('https://example.org:8443/x'))).toBe(true);
    expect(isSameOrigin('blob:https://example.org/uuid', 'https://example.org/')).toBe(true);
    expect(() => isSameOrigin('not a url', 'https://example.org/')).toThrow(TypeError);
    expect(() => isSameOrigin(42 as unknown as string, 'https://example.org/')).toThrow(TypeError);
  });
});

describe("HTML's same site table", () => {
  // https://html.spec.whatwg.org/multipage/browsers.html#same-site (the example table)
  it.each([
    ['https', 'example.com', 'https', 'sub.example.com', true, true],
    ['https', 'example.com', 'https', 'sub.other.example', false, false],
    ['https', 'example.com', 'http', 'non-secure.example.com', true, false],
    ['https', 'example.com', 'https', 'example.com.', false, false],
  ])('(%s, %s) / (%s, %s)', (sa, ha, sb, hb, schemelessly, sameSite) => {
    const a = tuple(sa, ha);
    const b = tuple(sb, hb);
    expect(isSameSchemelessSite(a, b)).toBe(schemelessly);
    expect(isSameSite(a, b)).toBe(sameSite);
    expect(isSameSchemelessSite(b, a)).toBe(schemelessly);
    expect(isSameSite(b, a)).toBe(sameSite);
  });

  it("@x/url-parser's opaque origins are opaque here too", () => {
    const opaque = urlOrigin('data:,x');
    expect(isSameSite(opaque, opaque)).toBe(true);
    expect(isSameSite(opaque, urlOrigin('data:,x'))).toBe(false);
    expect(isSameSchemelessSite(opaque, urlOrigin('https://example.com/'))).toBe(false);
  });
});

describe('obtain a site and its serialization', () => {
  it.each([
    ['https://www.example.com:8443/a', 'https://example.com', 'example.com'],
    ['http://example.com/', 'http://example.com', 'example.com'],
    ['https://a.b.github.io/', 'https://b.github.io', 'b.github.io'], // github.io is a public suffix
    ['https://github.io/', 'https://github.io', 'github.io'], // no registrable domain: the host
    ['http://127.0.0.1:8080/', 'http://127.0.0.1', '127.0.0.1'],
    ['http://[::1]/', 'http://[::1]', '[::1]'],
    ['https://localhost/', 'https://localhost', 'localhost'],
    ['https://shop.xn--55qx5d.xn--j6w193g/', 'https://shop.xn--55qx5d.xn--j6w193g', 'shop.xn--55qx5d.xn--j6w193g'],
    ['data:,x', 'null', 'null'],
    ['file:///etc/hosts', 'null', 'null'],
  ])('%s', (url, site, schemelessSite) => {
    const origin = urlOrigin(url);
    expect(serializeSite(obtainSite(origin))).toBe(site);
    expect(serializeSchemelessSite(origin)).toBe(schemelessSite);
  });

  it('an opaque origin is its own site; null has none', () => {
    const opaque = urlOrigin('data:,x');
    expect(obtainSite(opaque)).toBe(opaque);
    expect(() => obtainSite(null as unknown as Origin)).toThrow(TypeError);
    expect(() => serializeSite({ scheme: 1 } as unknown as Origin)).toThrow(TypeError);
  });
});
