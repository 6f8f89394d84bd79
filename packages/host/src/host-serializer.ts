// https://url.spec.whatwg.org/#concept-host-serializer
import { describeType } from './argument-checks';
import type { Host } from './host';
import { serializeIPv4 } from './ipv4-serializer';
import { serializeIPv6 } from './ipv6-serializer';

/**
 * Serializes a host: IPv4 as dotted decimal, IPv6 as "[" + compressed form + "]", a
 * domain or opaque host as itself, the empty host as "".
 * https://url.spec.whatwg.org/#concept-host-serializer
 */
export function serializeHost(host: Host): string {
  if (typeof host !== 'object' || host === null) {
    throw new TypeError(`serializeHost: host must be a Host object, got ${describeType(host)}`);
  }
  switch (host.kind) {
    // Step 1:
    case 'ipv4':
      return serializeIPv4(host.value);
    // Step 2:
    case 'ipv6':
      return `[${serializeIPv6(host.value)}]`;
    // Step 3:
    case 'domain':
    case 'opaque':
      if (typeof host.value !== 'string') {
        throw new TypeError(`serializeHost: host.value must be a string for kind "${host.kind}"`);
      }
      return host.value;
    case 'empty':
      return '';
    default:
      throw new TypeError(`serializeHost: host.kind must be a host kind, got ${typeof (host as { kind: unknown }).kind === 'string' ? JSON.stringify((host as { kind: string }).kind) : typeof (host as { kind: unknown }).kind}`);
  }
}
