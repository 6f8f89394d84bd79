// https://www.rfc-editor.org/rfc/rfc5892#appendix-A — the CONTEXTJ rules, which UTS #46
// validity criterion 8 (CheckJoiners) applies to every U+200C and U+200D of a label.
import { codePointsOf } from './code-units';
import { JOINING_TYPE, JOINING_TYPE_SHIFT, JT_D, JT_L, JT_R, JT_T, VIRAMA, propertyValue } from './uts46-tables';

const joiningType = (cp: number): number => (propertyValue(cp) >>> JOINING_TYPE_SHIFT) & JOINING_TYPE;

/**
 * Whether every ZERO WIDTH NON-JOINER and ZERO WIDTH JOINER in the label s[start..end)
 * satisfies its rule.
 * Every code point of the label must have status valid or deviation (criterion 7 first).
 * Linear: each run of Joining_Type T between two joiners is walked at most twice.
 */
export function satisfiesContextJ(s: string, start: number, end: number): boolean {
  const cps = codePointsOf(s, start, end);
  const n = cps.length;
  for (let i = 0; i < n; i++) {
    const c = cps[i] as number;
    if (c !== 0x200c && c !== 0x200d) continue;
    // A.1 and A.2: If Canonical_Combining_Class(Before(cp)) .eq. Virama Then True;
    if (i > 0 && (propertyValue(cps[i - 1] as number) & VIRAMA) !== 0) continue;
    // A.2: otherwise False for U+200D.
    if (c === 0x200d) return false;
    // A.1: If RegExpMatch((Joining_Type:{L,D})(Joining_Type:T)*\u200C
    //      (Joining_Type:T)*(Joining_Type:{R,D})) Then True;
    let before = i - 1;
    while (before >= 0 && joiningType(cps[before] as number) === JT_T) before--;
    if (before < 0) return false;
    const left = joiningType(cps[before] as number);
    if (left !== JT_L && left !== JT_D) return false;
    let after = i + 1;
    while (after < n && joiningType(cps[after] as number) === JT_T) after++;
    if (after >= n) return false;
    const right = joiningType(cps[after] as number);
    if (right !== JT_R && right !== JT_D) return false;
  }
  return true;
}
