// https://encoding.spec.whatwg.org/#utf-8-encode

/** The one TextEncoder (stateless), shared with percent-decode-to-string.ts. */
export const textEncoder = /* @__PURE__ */ new TextEncoder();

/**
 * https://encoding.spec.whatwg.org/#utf-8-encode — the UTF-8 encoding of `input`.
 *
 * JavaScript strings may hold lone surrogates; they become U+FFFD first, as converting
 * to a scalar value string does (https://infra.spec.whatwg.org/#javascript-string-convert).
 * TextEncoder does exactly that, natively.
 */
export function utf8Encode(input: string): Uint8Array {
  if (typeof input !== 'string') {
    throw new TypeError(`utf8Encode: input must be a string, got ${typeof input}`);
  }
  return textEncoder.encode(input);
}
