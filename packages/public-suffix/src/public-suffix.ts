// https://url.spec.whatwg.org/#host-public-suffix
import type { Host } from '@x/host';
import { includePrivateOf, toDomain, type PublicSuffixOptions, type URLWithHostname } from './host-input';
import { publicSuffixStart } from './public-suffix-list-algorithm';

/**
 * The public suffix of a host: the portion of a domain that is on the Public Suffix List
 * (ICANN and PRIVATE sections, with `*` and `!` rules, and the implicit `*` rule), e.g.
 * `com` for `www.example.com`, `github.io` for `whatwg.github.io`, `com.` for
 * `example.com.`; null when the host is not a domain. A string is parsed with
 * `parseHost` first (null if that fails). The result is ASCII (punycode).
 * `{ includePrivate: false }` uses the ICANN section alone (`io` for `whatwg.github.io`).
 */
export function publicSuffix(host: Host | string | URLWithHostname, options?: PublicSuffixOptions): string | null {
  const includePrivate = includePrivateOf('publicSuffix', options);
  // Step 1: If host is not a domain, then return null.
  const domain = toDomain('publicSuffix', 'host', host);
  if (domain === null) return null;
  // Steps 2-5: the Public Suffix List algorithm keeps a trailing dot (the list's Note 3),
  // so the result ends with trailingDot, as the spec asserts.
  const start = publicSuffixStart(domain, includePrivate);
  return start === 0 ? domain : domain.slice(start);
}
