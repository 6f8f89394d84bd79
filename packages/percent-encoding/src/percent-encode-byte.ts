// https://url.spec.whatwg.org/#percent-encode

/** "%00" … "%FF": percent-encoding a byte is one table read. */
// Frozen: the encoders read it on every call, so no code in the process may change it.
export const PERCENT_ENCODED_BYTES: readonly string[] = /* @__PURE__ */ Object.freeze(
  Array.from({ length: 256 }, (_, b) => `%${b < 16 ? '0' : ''}${b.toString(16).toUpperCase()}`),
);

/** https://url.spec.whatwg.org/#percent-encode — U+0025 (%) and two ASCII upper hex digits. */
export function percentEncodeByte(byte: number): string {
  if (typeof byte !== 'number' || !Number.isInteger(byte) || byte < 0 || byte > 255) {
    throw new TypeError(`percentEncodeByte: byte must be an integer from 0 to 255, got ${typeof byte === 'number' ? byte : typeof byte}`);
  }
  return PERCENT_ENCODED_BYTES[byte] as string;
}
