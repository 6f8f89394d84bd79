// https://encoding.spec.whatwg.org/#get-an-output-encoding of a label, and which kind of
// encoding a name is, for the encoder entries (encodings.ts, single-byte-encodings.ts).
import { labelToName } from '@exodus/bytes/encoding-lite.js';

/** A TypeError naming `functionName` unless `label` is a string. */
export function checkLabel(functionName: string, label: unknown): asserts label is string {
  if (typeof label !== 'string') {
    throw new TypeError(`${functionName}: label must be a string, got ${typeof label}`);
  }
}

/**
 * https://encoding.spec.whatwg.org/#get-an-output-encoding for the encoding named `name`:
 * "UTF-8" for replacement, UTF-16BE and UTF-16LE, which a URL or a form is never encoded in.
 */
export function outputEncoding(name: string): string {
  return name === 'replacement' || name === 'UTF-16BE' || name === 'UTF-16LE' ? 'UTF-8' : name;
}

/** https://encoding.spec.whatwg.org/#concept-encoding-get, or a TypeError/RangeError naming `functionName`. */
export function encodingName(functionName: string, label: unknown): string {
  checkLabel(functionName, label);
  const name = labelToName(label);
  if (name === null) throw new RangeError(`${functionName}: "${label}" is not an encoding label`);
  return name;
}

/** The output encoding of `label` (see outputEncoding); errors as encodingName's. */
export function outputEncodingName(functionName: string, label: unknown): string {
  return outputEncoding(encodingName(functionName, label));
}

/** The multi-byte encodings' names, lowercased (https://encoding.spec.whatwg.org/#legacy-multi-byte-chinese-(simplified)-encodings and after). */
const MULTI_BYTE = new Set(['gbk', 'gb18030', 'big5', 'euc-jp', 'iso-2022-jp', 'shift_jis', 'euc-kr']);

/** Whether the encoding named `name` (the spec's spelling) is a legacy multi-byte one. */
export function isMultiByteEncoding(name: string): boolean {
  return MULTI_BYTE.has(name.toLowerCase());
}
