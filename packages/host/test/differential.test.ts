// Differential property test: parseHostToString against whatwg-url 17.3 (the JS
// reference implementation, same tr46 7.0.0 back end) on generated host strings, through
// the URL parser's host state: "https://" + host + "/" for a special URL (isOpaque false)
// and "foo://" + host + "/" for a non-special one (isOpaque true). The alphabet leaves out
// everything the URL parser would treat as a delimiter or strip (/ \ ? # @ :, tab,
// newline), except ":" right inside brackets; so the URL's host is the whole string.
// Also checks idempotence (a serialized host parses to itself) and hostKindOfSerialized.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import * as whatwg from 'whatwg-url';
import { hostKindOfSerialized, parseHost, parseHostToString } from '../src/index';

const pieces = [
  'a', 'B', 'x', 'n', '-', '.', '0', '1', '9', 'f', 'F', 'x', 'X', '%', '%2e', '%2E', '%41', '%zz', '%25', '%C3%9F', '%ff', '%00',
  'ß', 'é', 'Ü', '💩', 'ｗ', '。', '\u200D', '\u00AD', 'ا', '٠', '\uFFFD', '\u0338', '<', '>', '^', '|', ' ', '{', '"', '\u007f',
  'xn--', 'XN--', 'xn--zca', '0x', '0X', '255', '256', '4294967295', '4294967296', '09', '077', '[', ']', '[::1]', '[1:2::3]',
  '[::ffff:1.2.3.4]', '[:', '::', ':1', '1.2.3.4', '127.0.0.1.', '..', '\u0000', '\u001f', '\uD800', 'ᵃ', '⒈', '🄁',
];
const hostString = fc.array(fc.constantFrom(...pieces), { minLength: 0, maxLength: 8 }).map((a) => a.join(''));

/** Whether the URL parser would cut or strip inside `s` (then the comparison is meaningless). */
function delimited(s: string): boolean {
  let inBrackets = false;
  for (const ch of s) {
    if (ch === '[') inBrackets = true;
    else if (ch === ']') inBrackets = false;
    else if (ch === ':' && !inBrackets) return true;
    else if ('/\\?#@\t\n\r'.includes(ch)) return true;
  }
  return false;
}

function reference(host: string, isOpaque: boolean): string | null {
  const url = whatwg.parseURL(`${isOpaque ? 'foo' : 'https'}://${host}/`);
  return url === null || url.host === null ? null : whatwg.serializeHost(url.host);
}

describe('parseHostToString vs whatwg-url 17.3', () => {
  for (const isOpaque of [false, true]) {
    test(`isOpaque ${isOpaque}: same result, idempotent, right kind`, () => {
      let compared = 0;
      fc.assert(
        fc.property(hostString, (host) => {
          if (delimited(host)) return;
          // The URL parser never gives the host parser an empty special host (host-missing).
          if (host === '' && !isOpaque) return;
          compared++;
          const ours = parseHostToString(host, isOpaque);
          expect(ours, JSON.stringify(host)).toBe(reference(host, isOpaque));
          if (ours !== null) {
            expect(parseHostToString(ours, isOpaque)).toBe(ours);
            expect(hostKindOfSerialized(ours, isOpaque)).toBe(parseHost(host, isOpaque)?.kind);
          }
        }),
        { numRuns: 20_000 },
      );
      expect(compared).toBeGreaterThan(10_000);
    });
  }
});
