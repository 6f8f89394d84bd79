// The Encoding API's TextEncoder and TextDecoder, which the @x packages need (UTF-8), for
// an engine that has neither (QuickJS): @exodus/bytes' implementations, put on globalThis
// only where absent. polyfill-suites.mjs imports it before the polyfill entries.
import { TextDecoder, TextEncoder } from '@exodus/bytes/encoding-lite.js';

const g = /** @type {Record<string, unknown>} */ (globalThis);
/** Which of the two this module installed. */
export const encodingStandIns = /** @type {string[]} */ ([]);
if (typeof g.TextEncoder !== 'function') {
  g.TextEncoder = TextEncoder;
  encodingStandIns.push('TextEncoder');
}
if (typeof g.TextDecoder !== 'function') {
  g.TextDecoder = TextDecoder;
  encodingStandIns.push('TextDecoder');
}
