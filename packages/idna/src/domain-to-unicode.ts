// https://url.spec.whatwg.org/#concept-domain-to-unicode
import { codeUnitAt } from './code-unit';
import { checkBoolean, checkString } from './argument-checks';
import { uts46Backend, type Uts46Flags } from './uts46-backend';

const RELAXED: Uts46Flags = /* @__PURE__ */ Object.freeze({
  checkHyphens: false,
  checkBidi: true,
  checkJoiners: true,
  useSTD3ASCIIRules: false,
  transitionalProcessing: false,
  ignoreInvalidPunycode: false,
});
// The older text of the spec (and whatwg-url) takes beStrict for CheckHyphens and
// UseSTD3ASCIIRules; kept as an option for validators.
const STRICT: Uts46Flags = /* @__PURE__ */ Object.freeze({ ...RELAXED, checkHyphens: true, useSTD3ASCIIRules: true });

/**
 * Whether UTS #46 ToUnicode with the relaxed flags is plain ASCII lowercasing for `s`:
 * every ASCII code point has UTS #46 status "valid" except A–Z ("mapped" to a–z), so an
 * ASCII domain none of whose labels starts with "xn--" (after that mapping) has no
 * Punycode to decode, no Bidi label, no joiner and nothing to validate.
 */
function isPlainASCIIDomain(s: string): boolean {
  let labelStart = 0;
  for (let i = 0; i < s.length; i++) {
    const c = codeUnitAt(s, i);
    if (c >= 0x80) return false;
    if (c === 0x2e) {
      labelStart = i + 1;
    } else if (i === labelStart && (c | 0x20) === 0x78 && i + 3 < s.length) {
      // "xn--", case-insensitively (mapping lowercases before the label check).
      if ((codeUnitAt(s, i + 1) | 0x20) === 0x6e && codeUnitAt(s, i + 2) === 0x2d && codeUnitAt(s, i + 3) === 0x2d) {
        return false;
      }
    }
  }
  return true;
}

/**
 * Domain to Unicode: UTS #46 ToUnicode with the spec's flags; returns `domain` unchanged
 * when an error was recorded (so `xn--8i7caa` round-trips with the domain parser).
 * `beStrict` also turns on CheckHyphens and UseSTD3ASCIIRules.
 *
 * https://url.spec.whatwg.org/#concept-domain-to-unicode
 */
export function domainToUnicode(domain: string, beStrict = false): string {
  checkString('domainToUnicode', 'domain', domain);
  checkBoolean('domainToUnicode', 'beStrict', beStrict);
  // Spec divergence (performance): for a plain ASCII domain ToUnicode is ASCII
  // lowercasing and records no error, so UTS #46 is skipped (see isPlainASCIIDomain).
  if (!beStrict && isPlainASCIIDomain(domain)) return domain.toLowerCase();
  const well = domain.isWellFormed() ? domain : domain.toWellFormed();
  // Step 1:
  const result = uts46Backend.toUnicode(well, beStrict ? STRICT : RELAXED);
  // Step 2:
  if (result.error) return domain;
  // Step 3:
  return result.domain;
}
