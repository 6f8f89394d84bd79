// https://encoding.spec.whatwg.org/#decoder, for the legacy-encoding entry.
import { TextDecoder as EncodingDecoder } from '@exodus/bytes/encoding.js';
import { isUint8Array } from './is-uint8-array';
import { utf8DecodeRange } from './utf8-decode';

/** A decoder for one encoding, in replacement mode (never fails). */
export interface Decoder {
  /** The encoding's name as the Encoding Standard spells it. */
  readonly name: string;
  /** Decodes `bytes`; each invalid sequence becomes U+FFFD and a BOM is not stripped. */
  decode(bytes: Uint8Array): string;
}

function checked(name: string, decode: (bytes: Uint8Array) => string): Decoder {
  return Object.freeze({
    name,
    decode: (bytes: Uint8Array): string => {
      if (!isUint8Array(bytes)) {
        throw new TypeError(`Decoder.decode (${name}): bytes must be a Uint8Array, got ${typeof bytes}`);
      }
      return decode(bytes);
    },
  });
}

/** The decoder for the encoding named `name` (as `labelToName` spells it). */
export function createDecoder(name: string): Decoder {
  // https://encoding.spec.whatwg.org/#utf-8-decode-without-bom
  if (name === 'UTF-8') return checked(name, (bytes) => utf8DecodeRange(bytes, 0, bytes.length));
  // https://encoding.spec.whatwg.org/#replacement-decoder: one error for any input.
  if (name === 'replacement') return checked(name, (bytes) => (bytes.length === 0 ? '' : '\uFFFD'));
  // @exodus/bytes' TextDecoder implements every other decoder of the Encoding Standard;
  // ignoreBOM keeps a BOM as data instead of sniffing or stripping it.
  const textDecoder = new EncodingDecoder(name.toLowerCase(), { ignoreBOM: true });
  return checked(name, (bytes) => textDecoder.decode(bytes));
}
