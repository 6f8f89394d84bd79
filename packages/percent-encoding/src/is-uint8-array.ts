// Argument checking for the byte-sequence functions.

/**
 * Whether `value` is a Uint8Array (a Node.js Buffer is one), including one from another
 * realm (an iframe, a vm context), where `instanceof` is false.
 */
export function isUint8Array(value: unknown): value is Uint8Array {
  return (
    value instanceof Uint8Array ||
    (ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === '[object Uint8Array]')
  );
}
