// https://url.spec.whatwg.org/#concept-ipv4-serializer

/** Dotted decimal without argument checks (address is a uint32). */
export function ipv4Serialize(address: number): string {
  // Step 3: the four bytes, most significant first.
  return `${(address >>> 24) & 0xff}.${(address >>> 16) & 0xff}.${(address >>> 8) & 0xff}.${address & 0xff}`;
}

/**
 * Serializes an IPv4 address (a uint32) as dotted decimal.
 * https://url.spec.whatwg.org/#concept-ipv4-serializer
 */
export function serializeIPv4(address: number): string {
  if (typeof address !== 'number' || !Number.isInteger(address) || address < 0 || address > 0xffffffff) {
    throw new TypeError(`serializeIPv4: address must be an integer from 0 to 0xFFFFFFFF, got ${typeof address === 'number' ? address : address === null ? 'null' : typeof address}`);
  }
  return ipv4Serialize(address);
}
