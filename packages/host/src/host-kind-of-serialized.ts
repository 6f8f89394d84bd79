// The kind of a host from its serialization (https://url.spec.whatwg.org/#concept-host-serializer
// is injective per kind), for the URL parser, which keeps hosts as strings.
import { codeUnitAt } from './code-unit';
import { checkBoolean, checkString } from './argument-checks';
import type { HostKind } from './host';

/**
 * The kind of a string that `parseHostToString(…, isOpaque)` returned, without
 * allocating: "[" → "ipv6"; "" → "empty"; with isOpaque → "opaque"; otherwise "ipv4" when
 * the last label is all ASCII digits (a domain never ends in a number: the host parser
 * turns such a domain into IPv4 or failure), else "domain".
 *
 * Low level, outside the semver promise until 1.0.
 */
export function hostKindOfSerialized(serialized: string, isOpaque: boolean): HostKind {
  checkString('hostKindOfSerialized', 'serialized', serialized);
  checkBoolean('hostKindOfSerialized', 'isOpaque', isOpaque);
  const length = serialized.length;
  if (length === 0) return 'empty';
  if (codeUnitAt(serialized, 0) === 0x5b) return 'ipv6';
  if (isOpaque) return 'opaque';
  // An IPv4 serialization ends in a decimal label; a domain's last label is never all
  // digits (and a trailing dot leaves an empty last label).
  let i = length - 1;
  let c = codeUnitAt(serialized, i);
  if (c < 0x30 || c > 0x39) return 'domain';
  while (i > 0) {
    c = codeUnitAt(serialized, --i);
    if (c === 0x2e) return 'ipv4';
    if (c < 0x30 || c > 0x39) return 'domain';
  }
  return 'ipv4';
}
