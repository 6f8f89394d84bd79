// The functions of this package take a host as a Host record (@x/host), as a string,
// which is run through the host parser first (isOpaque false, as for a special URL's
// host: https://url.spec.whatwg.org/#concept-host-parser), or as a URL object (ours or
// the platform's), whose hostname is that string. A string that is a whole URL
// ("https://…") is a TypeError saying so, not a silent null.
import { hostKindOfSerialized, parseHost, parseHostToString, type Host } from '@x/host';

function describe(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/**
 * A URL object (@x/url's or the platform's `URL`): its `hostname` is the host. At run time
 * its Symbol.toStringTag must be "URL" (TypeScript's URL types do not declare it).
 */
export interface URLWithHostname {
  /** The URL's serialization (https://url.spec.whatwg.org/#dom-url-href). */
  readonly href: string;
  /** The URL's host, serialized, without the port (https://url.spec.whatwg.org/#dom-url-hostname). */
  readonly hostname: string;
}

/**
 * The host string of a URL object, or `input` itself; a TypeError for a string holding
 * "://", which is a URL where a host was meant (the host parser would reject it anyway).
 */
function hostString(fn: string, name: string, input: unknown): unknown {
  if (typeof input === 'string') {
    if (input.includes('://')) {
      throw new TypeError(`${fn}: ${name} must be a host, not a URL (${JSON.stringify(input.length > 60 ? `${input.slice(0, 59)}…` : input)}); pass the URL object or new URL(…).hostname`);
    }
    return input;
  }
  // A URL object, ours or the platform's, is recognized by its Symbol.toStringTag "URL"
  // (a prototype property, so an arbitrary object's getters never run), as
  // @x/url-parser's url-like.ts does.
  if (typeof input === 'object' && input !== null && Object.prototype.toString.call(input) === '[object URL]') {
    return String((input as { hostname: unknown }).hostname);
  }
  return input;
}

/**
 * The host as a Host record, or null when a string fails to parse. Throws a TypeError
 * naming `fn` and `name` when the argument is neither a string nor a Host record.
 */
export function toHost(fn: string, name: string, hostInput: unknown): Host | null {
  const input = hostString(fn, name, hostInput);
  if (typeof input === 'string') return parseHost(input);
  if (typeof input === 'object' && input !== null) {
    const { kind, value } = input as { kind?: unknown; value?: unknown };
    switch (kind) {
      case 'domain':
      case 'opaque':
        if (typeof value === 'string') return input as Host;
        break;
      case 'ipv4':
        if (typeof value === 'number') return input as Host;
        break;
      case 'ipv6':
        if (Array.isArray(value) && value.length === 8) return input as Host;
        break;
      case 'empty':
        return input as Host;
    }
  }
  throw new TypeError(`${fn}: ${name} must be a string, a Host record or a URL, got ${describe(input)}`);
}

/** Options of publicSuffix and registrableDomain. */
export interface PublicSuffixOptions {
  /**
   * Whether the list's PRIVATE section counts (default true, as the URL Standard uses the
   * whole list): with false, only the ICANN section's rules match, so `github.io` is not a
   * public suffix and `whatwg.github.io`'s is `io` (what the tldts-icann package offers).
   */
  readonly includePrivate?: boolean;
}

/**
 * `options.includePrivate` (true when absent). Throws a TypeError naming `fn` for options
 * that are not an object, or an includePrivate that is not a boolean.
 */
export function includePrivateOf(fn: string, options: unknown): boolean {
  if (options === undefined) return true;
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`${fn}: options must be an object, got ${describe(options)}`);
  }
  const { includePrivate } = options as { includePrivate?: unknown };
  if (includePrivate === undefined) return true;
  if (typeof includePrivate !== 'boolean') {
    throw new TypeError(`${fn}: options.includePrivate must be a boolean, got ${describe(includePrivate)}`);
  }
  return includePrivate;
}

/**
 * The domain of a host, or null for anything else (IPv4, IPv6, opaque and empty hosts, or
 * a string the host parser rejects): the public suffix and registrable domain algorithms
 * both start with "if host is not a domain, return null".
 */
export function toDomain(fn: string, name: string, hostInput: unknown): string | null {
  const input = hostString(fn, name, hostInput);
  if (typeof input === 'string') {
    // Performance (unobservable): parseHostToString is parseHost followed by the host
    // serializer, without building the record, and a domain serializes to itself; its
    // ASCII fast path returns the input string itself. Same result as parseHost's domain.
    const serialized = parseHostToString(input, false);
    return serialized !== null && hostKindOfSerialized(serialized, false) === 'domain' ? serialized : null;
  }
  const host = toHost(fn, name, input);
  return host !== null && host.kind === 'domain' ? host.value : null;
}
