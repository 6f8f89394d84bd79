// https://www.rfc-editor.org/rfc/rfc5893#section-2 — the Bidi Rule, which UTS #46
// validity criterion 9 (CheckBidi) applies to every label of a Bidi domain name.
import { codePointsOf } from './code-units';
import {
  BIDI_AL,
  BIDI_AN,
  BIDI_BN,
  BIDI_CLASS,
  BIDI_CS,
  BIDI_EN,
  BIDI_ES,
  BIDI_ET,
  BIDI_L,
  BIDI_NSM,
  BIDI_ON,
  BIDI_R,
  propertyValue,
} from './uts46-tables';

/** A bit set over bidi class numbers. */
function mask(...classes: number[]): number {
  let m = 0;
  for (const c of classes) m |= 1 << c;
  return m;
}
// Rule 2: in an RTL label, only R, AL, AN, EN, ES, CS, ET, ON, BN and NSM.
const RTL_ALLOWED =
  /* @__PURE__ */ mask(BIDI_R, BIDI_AL, BIDI_AN, BIDI_EN, BIDI_ES, BIDI_CS, BIDI_ET, BIDI_ON, BIDI_BN, BIDI_NSM);
// Rule 3: an RTL label ends with R, AL, EN or AN, then any NSM.
const RTL_END = /* @__PURE__ */ mask(BIDI_R, BIDI_AL, BIDI_EN, BIDI_AN);
// Rule 5: in an LTR label, only L, EN, ES, CS, ET, ON, BN and NSM.
const LTR_ALLOWED = /* @__PURE__ */ mask(BIDI_L, BIDI_EN, BIDI_ES, BIDI_CS, BIDI_ET, BIDI_ON, BIDI_BN, BIDI_NSM);
// Rule 6: an LTR label ends with L or EN, then any NSM.
const LTR_END = /* @__PURE__ */ mask(BIDI_L, BIDI_EN);

const bit = (bidiClass: number): number => 1 << bidiClass;
const bidiClass = (cp: number): number => propertyValue(cp) & BIDI_CLASS;

/**
 * Whether the non-empty label s[start..end) satisfies the six conditions of the Bidi
 * Rule. Every code point of the label must have status valid or deviation (criterion 7
 * first).
 */
export function satisfiesBidiRule(s: string, start: number, end: number): boolean {
  const cps = codePointsOf(s, start, end);
  const n = cps.length;
  // Rule 1: the first character has Bidi property L, R or AL.
  const first = bidiClass(cps[0] as number);
  let rtl: boolean;
  if (first === BIDI_R || first === BIDI_AL) rtl = true;
  else if (first === BIDI_L) rtl = false;
  else return false;
  const allowed = rtl ? RTL_ALLOWED : LTR_ALLOWED;
  let seen = 0;
  let last = first; // the last class that is not NSM
  for (let i = 0; i < n; i++) {
    const cls = bidiClass(cps[i] as number);
    if ((bit(cls) & allowed) === 0) return false; // rules 2 and 5
    seen |= bit(cls);
    if (cls !== BIDI_NSM) last = cls;
  }
  if ((bit(last) & (rtl ? RTL_END : LTR_END)) === 0) return false; // rules 3 and 6
  // Rule 4: in an RTL label, EN and AN do not both occur.
  return !(rtl && (seen & (1 << BIDI_EN)) !== 0 && (seen & (1 << BIDI_AN)) !== 0);
}
