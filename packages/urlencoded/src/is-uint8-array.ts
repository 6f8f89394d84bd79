// Argument checking for the byte parser.

/** Whether `value` is a Uint8Array (a Buffer is one), also one from another realm. */
export function isUint8Array(value: unknown): value is Uint8Array {
  return (
    value instanceof Uint8Array ||
    (ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === '[object Uint8Array]')
  );
}
