// HTML's "same site" and "schemelessly same site" (origins), which the URL Standard's
// warning (#warning-avoid-psl) points to:
// https://html.spec.whatwg.org/multipage/browsers.html#same-site
// https://html.spec.whatwg.org/multipage/browsers.html#schemelessly-same-site
import { hostEquals, type Host } from '@x/host';
import { toHost, type URLWithHostname } from './host-input';
import { registrableDomainOf } from './registrable-domain';

/** A tuple origin; only its scheme and host take part in site checks. */
export interface TupleOrigin {
  /** The origin's scheme, e.g. "https". */
  readonly scheme: string;
  /** The origin's host: a parsed host or its serialization. */
  readonly host: Host | string;
}

/**
 * An opaque origin. Opaque origins have identity: pass the same object for the same
 * origin (HTML: an opaque origin is same site only with itself). `{ opaque: true }`, or
 * @x/url-parser's opaque origin `{ type: 'opaque' }` (what urlOrigin returns).
 */
export type OpaqueOrigin = { readonly opaque: true } | { readonly type: 'opaque' };

/**
 * An origin for `isSameSite`: a tuple origin, an opaque origin, or `null` for an opaque
 * origin whose identity is not tracked (never same site with anything, not even `null`).
 */
export type SiteInput = TupleOrigin | OpaqueOrigin | null;

function describe(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/** Returns the tuple origin's host, or undefined for an opaque origin (null included). */
export function checkOrigin(fn: string, name: string, origin: unknown): { readonly scheme: string; readonly host: unknown } | undefined {
  if (origin === null) return undefined;
  if (typeof origin === 'object') {
    const o = origin as { opaque?: unknown; type?: unknown; scheme?: unknown; host?: unknown };
    if (o.opaque === true || o.type === 'opaque') return undefined;
    if (typeof o.scheme === 'string') return { scheme: o.scheme, host: o.host };
  }
  throw new TypeError(
    `${fn}: ${name} must be an origin ({ scheme, host }), an opaque origin ({ opaque: true }) or null, got ${describe(origin)}`,
  );
}

/** https://html.spec.whatwg.org/multipage/browsers.html#schemelessly-same-site, step 2 */
function hostsSchemelesslySameSite(fn: string, a: unknown, b: unknown, nameA: string, nameB: string): boolean {
  // Step 2.1: Let hostA be A's host, and let hostB be B's host. (A string that the host
  // parser rejects is no host, so it is same site with nothing.)
  const hostA = toHost(fn, nameA, a);
  const hostB = toHost(fn, nameB, b);
  if (hostA === null || hostB === null) return false;
  // Step 2.2: If hostA equals hostB and hostA's registrable domain is null, return true.
  // When the registrable domain is non-null, equal hosts have equal registrable domains
  // and step 2.3 returns true: equal hosts are always schemelessly same site.
  if (hostEquals(hostA, hostB)) return true;
  // Step 2.3: If hostA's registrable domain equals hostB's registrable domain and is
  // non-null, then return true. (Only domains have registrable domains.)
  if (hostA.kind !== 'domain' || hostB.kind !== 'domain') return false;
  const siteA = registrableDomainOf(hostA.value);
  return siteA !== null && siteA === registrableDomainOf(hostB.value);
}

/**
 * Whether two hosts are schemelessly same site (HTML, for tuple origins with these hosts):
 * equal hosts, or domains with the same non-null registrable domain. `www.example.com`
 * and `example.com` are; `a.github.io` and `b.github.io` are not (github.io is a public
 * suffix). Strings are parsed with `parseHost` first; one that fails is same site with
 * nothing.
 */
export function isSchemelesslySameSite(a: Host | string | URLWithHostname, b: Host | string | URLWithHostname): boolean {
  return hostsSchemelesslySameSite('isSchemelesslySameSite', a, b, 'a', 'b');
}

/**
 * HTML's "same site" for two origins: schemelessly same site, and either both opaque or
 * both tuple origins with the same scheme (`https://example.com` and
 * `https://www.example.com` are; `http://example.com` and `https://example.com` are not).
 */
export function isSameSite(a: SiteInput, b: SiteInput): boolean {
  const tupleA = checkOrigin('isSameSite', 'a', a);
  const tupleB = checkOrigin('isSameSite', 'b', b);
  if (tupleA === undefined || tupleB === undefined) {
    // Schemelessly same site, step 1: A and B are the same opaque origin. `null` carries
    // no identity, so it is never known to be the same origin as anything.
    return tupleA === undefined && tupleB === undefined && a !== null && a === b;
  }
  if (tupleA.scheme !== tupleB.scheme) return false;
  return hostsSchemelesslySameSite('isSameSite', tupleA.host, tupleB.host, 'a.host', 'b.host');
}

/**
 * HTML's "schemelessly same site" for two origins
 * (https://html.spec.whatwg.org/multipage/browsers.html#schemelessly-same-site): the same
 * opaque origin, or tuple origins whose hosts are equal or have the same non-null
 * registrable domain, whatever their schemes (`http://example.com` and
 * `https://www.example.com` are).
 */
export function isSameSchemelessSite(a: SiteInput, b: SiteInput): boolean {
  const tupleA = checkOrigin('isSameSchemelessSite', 'a', a);
  const tupleB = checkOrigin('isSameSchemelessSite', 'b', b);
  if (tupleA === undefined || tupleB === undefined) return tupleA === undefined && tupleB === undefined && a !== null && a === b;
  return hostsSchemelesslySameSite('isSameSchemelessSite', tupleA.host, tupleB.host, 'a.host', 'b.host');
}
