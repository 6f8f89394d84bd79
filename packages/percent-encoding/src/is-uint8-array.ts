// Argument checking for the byte-sequence functions.

const toStringTag = /* @__PURE__ */ Object.getOwnPropertyDescriptor(
  Object.getPrototypeOf(Uint8Array.prototype) as object,
  Symbol.toStringTag,
)?.get;

/**
 * Whether `value` is a Uint8Array (a Node.js Buffer is one), including one from another
 * realm (an iframe, a vm context), where `instanceof` is false.
 */
export function isUint8Array(value: unknown): value is Uint8Array {
  if (value instanceof Uint8Array) return true;
  return typeof value === 'object' && value !== null && toStringTag?.call(value) === 'Uint8Array';
}
