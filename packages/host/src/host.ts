// https://url.spec.whatwg.org/#host-representation

/** https://url.spec.whatwg.org/#concept-ipv6 — eight 16-bit pieces. */
export type IPv6Address = readonly [number, number, number, number, number, number, number, number];

/**
 * https://url.spec.whatwg.org/#concept-host — a domain, an IPv4 address (uint32), an IPv6
 * address, an opaque host, or the empty host.
 */
export type Host =
  | { readonly kind: 'domain'; readonly value: string }
  | { readonly kind: 'ipv4'; readonly value: number }
  | { readonly kind: 'ipv6'; readonly value: IPv6Address }
  | { readonly kind: 'opaque'; readonly value: string }
  | { readonly kind: 'empty' };

/** The kind of a parsed host: "domain", "ipv4", "ipv6", "opaque" or "empty". */
export type HostKind = Host['kind'];
