// https://encoding.spec.whatwg.org/#get-an-output-encoding of a label, for the encoder
// entries (encodings.ts, single-byte-encodings.ts).
import { labelToName } from '@exodus/bytes/encoding-lite.js';

/**
 * The name of the encoding `label` stands for (https://encoding.spec.whatwg.org/#concept-encoding-get)
 * — "UTF-8" for replacement, UTF-16BE and UTF-16LE, which a URL or a form is never encoded
 * in. Errors name `functionName`, the caller's entry point.
 *
 * @throws {TypeError} when `label` is not a string. @throws {RangeError} when it is no label.
 */
export function outputEncodingName(functionName: string, label: unknown): string {
  const name = encodingName(functionName, label);
  return name === 'replacement' || name === 'UTF-16BE' || name === 'UTF-16LE' ? 'UTF-8' : name;
}

/** https://encoding.spec.whatwg.org/#concept-encoding-get, or a TypeError/RangeError naming `functionName`. */
export function encodingName(functionName: string, label: unknown): string {
  if (typeof label !== 'string') {
    throw new TypeError(`${functionName}: label must be a string, got ${typeof label}`);
  }
  const name = labelToName(label);
  if (name === null) throw new RangeError(`${functionName}: "${label}" is not an encoding label`);
  return name;
}
