// HTML's sites: https://html.spec.whatwg.org/multipage/browsers.html#sites
import { serializeHost, type Host } from '@x/host';
import { toHost } from './host-input';
import { registrableDomainOf } from './registrable-domain';
import { checkOrigin, type OpaqueOrigin, type SiteInput } from './same-site';

/** HTML's scheme-and-host: a site that is not an opaque origin. `host` is serialized. */
export interface SchemeAndHost {
  readonly scheme: string;
  /** The registrable domain, or the whole host when it has none (IP addresses, "localhost", a public suffix). */
  readonly host: string;
}

/** https://html.spec.whatwg.org/multipage/browsers.html#site: an opaque origin or a scheme-and-host. */
export type Site = OpaqueOrigin | SchemeAndHost;

/** The host a site keeps: the registrable domain when there is one, else the host itself. */
function siteHost(fn: string, host: Host | string): string {
  const parsed = toHost(fn, 'origin.host', host);
  if (parsed === null) throw new TypeError(`${fn}: origin.host is not a valid host: ${JSON.stringify(host)}`);
  return (parsed.kind === 'domain' ? registrableDomainOf(parsed.value) : null) ?? serializeHost(parsed);
}

/**
 * HTML's "obtain a site" (https://html.spec.whatwg.org/multipage/browsers.html#obtain-a-site):
 * an opaque origin is its own site; a tuple origin's site is its scheme with its host's
 * registrable domain, or with the host itself when that is null. `null` (an opaque origin
 * without identity) is a TypeError: it has no site to return.
 */
export function obtainSite(origin: Exclude<SiteInput, null>): Site {
  const tuple = checkOrigin('obtainSite', 'origin', origin);
  if (tuple === undefined) {
    if (origin === null) throw new TypeError('obtainSite: origin must be an origin, got null');
    return origin as OpaqueOrigin;
  }
  return { scheme: tuple.scheme, host: siteHost('obtainSite', tuple.host as Host | string) };
}

/**
 * HTML's serialization of a site: "null" for an opaque origin, else scheme "://" host
 * (`https://example.com` for the origin `https://www.example.com:8443`).
 */
export function serializeSite(site: Site): string {
  const tuple = checkOrigin('serializeSite', 'site', site);
  return tuple === undefined ? 'null' : `${tuple.scheme}://${String(tuple.host)}`;
}

/**
 * The schemeless site of an origin — what "schemelessly same site" compares: its host's
 * registrable domain, or the host itself when that is null, serialized (`example.com` for
 * both `http://www.example.com` and `https://example.com`); "null" for an opaque origin.
 */
export function serializeSchemelessSite(origin: Exclude<SiteInput, null>): string {
  const tuple = checkOrigin('serializeSchemelessSite', 'origin', origin);
  return tuple === undefined ? 'null' : siteHost('serializeSchemelessSite', tuple.host as Host | string);
}
