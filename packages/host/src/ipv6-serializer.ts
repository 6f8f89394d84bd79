// https://url.spec.whatwg.org/#concept-ipv6-serializer
import type { IPv6Address } from './host';
import { describeType } from './argument-checks';

/**
 * https://url.spec.whatwg.org/#find-the-ipv6-address-compressed-piece-index — the first
 * piece of the longest run of two or more zero pieces (the first such run on a tie), or -1.
 */
function compressedPieceIndex(address: readonly number[]): number {
  let longestIndex = -1;
  let longestSize = 1;
  let foundIndex = -1;
  let foundSize = 0;
  for (let pieceIndex = 0; pieceIndex < 8; pieceIndex++) {
    if (address[pieceIndex] !== 0) {
      if (foundSize > longestSize) {
        longestIndex = foundIndex;
        longestSize = foundSize;
      }
      foundIndex = -1;
      foundSize = 0;
    } else {
      if (foundIndex === -1) foundIndex = pieceIndex;
      foundSize++;
    }
  }
  if (foundSize > longestSize) return foundIndex;
  return longestIndex;
}

/** The IPv6 serializer without argument checks. */
export function ipv6Serialize(address: readonly number[]): string {
  let output = '';
  const compress = compressedPieceIndex(address);
  let ignore0 = false;
  for (let pieceIndex = 0; pieceIndex < 8; pieceIndex++) {
    const piece = address[pieceIndex] ?? 0;
    if (ignore0 && piece === 0) continue;
    ignore0 = false;
    if (compress === pieceIndex) {
      output += pieceIndex === 0 ? '::' : ':';
      ignore0 = true;
      continue;
    }
    output += piece.toString(16);
    if (pieceIndex !== 7) output += ':';
  }
  return output;
}

/**
 * Serializes an IPv6 address (without brackets), lowercase hex, the longest run of zero
 * pieces (two or more, first on a tie) compressed to "::".
 * https://url.spec.whatwg.org/#concept-ipv6-serializer
 */
export function serializeIPv6(address: IPv6Address): string {
  if (!Array.isArray(address) || address.length !== 8) {
    throw new TypeError(`serializeIPv6: address must be an array of 8 pieces, got ${describeType(address)}`);
  }
  for (const piece of address as readonly unknown[]) {
    if (typeof piece !== 'number' || !Number.isInteger(piece) || piece < 0 || piece > 0xffff) {
      throw new TypeError(`serializeIPv6: address pieces must be integers from 0 to 0xFFFF, got ${typeof piece === 'number' ? piece : typeof piece}`);
    }
  }
  return ipv6Serialize(address);
}
