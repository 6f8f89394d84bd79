// https://www.unicode.org/reports/tr46/#Validity_Criteria (criteria 1 to 8; criterion 9,
// the Bidi Rule, needs the whole domain and runs in uts46-processing.ts).
import { isNFC } from './nfc';
import { codeUnitAt } from './code-unit';
import { satisfiesContextJ } from './contextj';
import { DEVIATION, MARK, NFC_UNSAFE, RTL, STATUS, VALID, mappingValue } from './uts46-tables';
import type { Uts46Flags } from './uts46-backend';

/** checkValidity's result bits (or INVALID). */
export const INVALID = -1;
/** The label has a code point above U+007F. */
export const NON_ASCII = 1;
/** The label has a code point with Bidi_Class R, AL or AN. */
export const HAS_RTL = 2;

/**
 * Validity criteria 2 and 3 (CheckHyphens) for the non-empty label s[start..end): no "-" in
 * both the third and fourth positions (code points: a surrogate pair is one), and none
 * first or last.
 */
export function satisfiesHyphenRules(s: string, start: number, end: number): boolean {
  if (codeUnitAt(s, start) === 0x2d || codeUnitAt(s, end - 1) === 0x2d) return false;
  // The third code point: past the first two.
  let i = start;
  for (let k = 0; k < 2 && i < end; k++) {
    const c = codeUnitAt(s, i);
    const d = codeUnitAt(s, i + 1);
    i += c >= 0xd800 && c <= 0xdbff && i + 1 < end && d >= 0xdc00 && d <= 0xdfff ? 2 : 1;
  }
  return !(i + 1 < end && codeUnitAt(s, i) === 0x2d && codeUnitAt(s, i + 1) === 0x2d);
}

/**
 * Validity criteria 1 to 8 for the label s[start..end) (every one holds for an empty label).
 * `transitional` chooses criterion 7's statuses; `checkNFC` asks for criterion 1, which
 * only a label decoded from Punycode can fail (UTS #46 section 4.5: after Step 2 every
 * label is in NFC). Returns INVALID, or NON_ASCII / HAS_RTL bits for the caller.
 */
export function checkValidity(
  s: string,
  start: number,
  end: number,
  flags: Uts46Flags,
  transitional: boolean,
  checkNFC: boolean,
): number {
  if (start === end) return 0;
  const std3 = flags.useSTD3ASCIIRules;
  let seen = 0; // mapping values of the non-ASCII code points, OR-ed
  let nonASCII = false;
  let joiners = false;
  let index = 0; // in code points
  // The last table lookup (see mapAndNormalize).
  let lastCp = -1;
  let lastValue = 0;
  for (let i = start; i < end; i++, index++) {
    const c = codeUnitAt(s, i);
    if (c < 0x80) {
      // ASCII statuses (checked by scripts/generate.mjs): A-Z mapped, the rest valid.
      if (c === 0x2e) {
        return INVALID; // criterion 5
      } else if (c >= 0x41 && c <= 0x5a) {
        return INVALID; // criterion 7: A-Z are mapped
      } else if (std3 && c !== 0x2d && !((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39))) {
        return INVALID; // criterion 7, UseSTD3ASCIIRules: a-z, 0-9 and "-" only
      }
      continue;
    }
    let cp = c;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
      const d = codeUnitAt(s, i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      }
    }
    if (cp !== lastCp) {
      lastCp = cp;
      lastValue = mappingValue(cp);
    }
    const value = lastValue;
    // Criterion 7: valid, or (nontransitional) deviation.
    const status = value & STATUS;
    if (status !== VALID && (status !== DEVIATION || transitional)) return INVALID;
    // Criterion 6: no combining mark first.
    if (index === 0 && (value & MARK) !== 0) return INVALID;
    if (cp === 0x200c || cp === 0x200d) joiners = true;
    seen |= value;
    nonASCII = true;
  }
  if (flags.checkHyphens) {
    if (!satisfiesHyphenRules(s, start, end)) return INVALID;
  } else if (s.startsWith('xn--', start) && end - start >= 4) {
    return INVALID; // criterion 4
  }
  // Criterion 1 (a label of NFC-inert code points is in NFC).
  if (checkNFC && (seen & NFC_UNSAFE) !== 0) {
    const label = s.slice(start, end);
    if (!isNFC(label)) return INVALID;
  }
  // Criterion 8.
  if (joiners && flags.checkJoiners && !satisfiesContextJ(s, start, end)) return INVALID;
  return (nonASCII ? NON_ASCII : 0) | ((seen & RTL) !== 0 ? HAS_RTL : 0);
}
