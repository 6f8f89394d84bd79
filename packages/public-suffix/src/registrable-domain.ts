// https://url.spec.whatwg.org/#host-registrable-domain
import type { Host } from '@x/host';
import { includePrivateOf, toDomain, type PublicSuffixOptions, type URLWithHostname } from './host-input';
import { publicSuffixStart, registrableDomainStart } from './public-suffix-list-algorithm';

/**
 * The registrable domain of a host: its public suffix plus the domain label before it,
 * e.g. `example.com` for `sub.www.example.com`, `whatwg.github.io` for
 * `whatwg.github.io`, `example.com.` for `example.com.`; null when the host is not a
 * domain or is itself a public suffix (`com`, `github.io`). A string is parsed with
 * `parseHost` first (null if that fails). The result is ASCII (punycode).
 * `{ includePrivate: false }` uses the ICANN section alone (`github.io` for
 * `whatwg.github.io`).
 */
export function registrableDomain(host: Host | string | URLWithHostname, options?: PublicSuffixOptions): string | null {
  const includePrivate = includePrivateOf('registrableDomain', options);
  const domain = toDomain('registrableDomain', 'host', host);
  if (domain === null) return null;
  return registrableDomainOf(domain, includePrivate);
}

/** The algorithm on a domain (shared with the same-site checks, which use the whole list). */
export function registrableDomainOf(domain: string, includePrivate = true): string | null {
  // Step 1: If host's public suffix is null or equals host, return null. (The public
  // suffix equals the host exactly when it starts at index 0.)
  // Steps 2-5: the list's algorithm keeps the trailing dot (its Note 3).
  const start = registrableDomainStart(domain, publicSuffixStart(domain, includePrivate));
  if (start === -1) return null;
  return start === 0 ? domain : domain.slice(start);
}
