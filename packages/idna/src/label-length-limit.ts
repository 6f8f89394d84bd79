// A bound on the work UTS #46 may do on one label.
//
// Spec divergence (security): UTS #46 with VerifyDnsLength false puts no limit on label
// length, but Punycode encoding (RFC 3492 section 6.3) takes time quadratic in the
// label's length: src/punycode.ts needs about 0.3 s for one 16,000-code-point label of
// distinct code points (tr46, the previous back end, over 2 s), and decoding inserts into
// its output. So a domain with a label longer than
// MAX_LABEL_CODE_POINTS code points is treated as failing UTS #46 (domain parser:
// failure; domain to Unicode: "an error was recorded"). DNS limits a label to 63 octets,
// and any label over 63 code points encodes to more than that, so no DNS-usable domain is
// affected; the bound is 8 times that.
import { codeUnitAt } from './code-unit';

/** The longest label, in code points before UTS #46 mapping, handed to the back end. */
export const MAX_LABEL_CODE_POINTS = 512;

/**
 * Whether every label of `domain` has at most MAX_LABEL_CODE_POINTS code points. Labels
 * are split on the four code points UTS #46 maps to U+002E (. 。 ． ｡); other mappings can
 * only add dots, which makes labels shorter, so this is the conservative direction up to
 * a constant: mapping expands a code point to at most 18.
 */
export function labelsWithinLimit(domain: string): boolean {
  // No label of a short enough domain can be too long (code units ≥ code points).
  if (domain.length <= MAX_LABEL_CODE_POINTS) return true;
  let count = 0;
  for (let i = 0; i < domain.length; i++) {
    const c = codeUnitAt(domain, i);
    if (c === 0x2e || c === 0x3002 || c === 0xff0e || c === 0xff61) {
      count = 0;
    } else if (c < 0xdc00 || c > 0xdfff) {
      // A low surrogate completes a code point its high surrogate already counted.
      if (++count > MAX_LABEL_CODE_POINTS) return false;
    }
  }
  return true;
}
