// https://url.spec.whatwg.org/#concept-host-equals
import { describeType } from './argument-checks';
import type { Host } from './host';

function checkHost(name: string, host: unknown): asserts host is Host {
  if (typeof host !== 'object' || host === null || typeof (host as { kind?: unknown }).kind !== 'string') {
    throw new TypeError(`hostEquals: ${name} must be a Host object, got ${describeType(host)}`);
  }
}

/**
 * Whether two hosts are the same host (same kind and same value; IPv6 piece by piece).
 * https://url.spec.whatwg.org/#concept-host-equals
 */
export function hostEquals(a: Host, b: Host): boolean {
  checkHost('a', a);
  checkHost('b', b);
  if (a === b) return true;
  switch (a.kind) {
    case 'ipv6': {
      if (b.kind !== 'ipv6') return false;
      for (let i = 0; i < 8; i++) if (a.value[i] !== b.value[i]) return false;
      return true;
    }
    case 'empty':
      return b.kind === 'empty';
    case 'domain':
    case 'opaque':
    case 'ipv4':
      return a.kind === b.kind && a.value === b.value;
    default:
      return false;
  }
}
