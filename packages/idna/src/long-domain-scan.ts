// Native scans for long domains. A loop over code units costs about 2 ns each on Node 26;
// a regular expression of one character class about 0.5 ns, plus about 20 ns a call. So a
// domain longer than LONG_DOMAIN code units is checked by these, a shorter one by the
// loops. Each expression is ONE character class, searched for (no quantifier, nothing to
// backtrack into): a single linear pass (STYLE.md "Untrusted input"; this file is on the
// lint allowlist).
import { plainBMPRanges } from './uts46-tables';

/** Domains longer than this many code units take the scans (real domains are shorter). */
export const LONG_DOMAIN = 64;

/** \uXXXX of a BMP code point. */
const escaped = (cp: number): string => `\\u${cp.toString(16).padStart(4, '0')}`;

/** Matches a code point that is not plain (see isPlainDomain); built on first use. */
let notPlain: RegExp | null = null;

/**
 * Whether every code point of `domain` is "-", ".", a-z, 0-9 or one of the BMP that UTS #46
 * maps to itself and validates by its status alone (uts46-tables.ts plainBMPRanges): then
 * mapping and normalization change nothing (https://www.unicode.org/reports/tr46/#Processing
 * steps 1 and 2) and of the validity criteria only the hyphen rules and "xn--" labels
 * remain. No surrogate is plain: a domain with a code point above U+FFFF takes the loops
 * (a class with the "u" flag, to take them too, ran at 6 ns a code unit on two-byte
 * strings against 1.2 without it). Call decodeTables() first.
 */
export function isPlainDomain(domain: string): boolean {
  if (notPlain === null) {
    const ranges = plainBMPRanges();
    let members = '\\-.0-9a-z';
    for (let i = 0; i < ranges.length; i += 2) members += `${escaped(ranges[i] as number)}-${escaped(ranges[i + 1] as number)}`;
    notPlain = new RegExp(`[^${members}]`);
  }
  return !notPlain.test(domain);
}

const NON_ASCII = /[^\0-\x7f]/g;

/** The index of the first code unit above U+007F in `s` at or after `from`, or s.length. */
export function nonASCIIFrom(s: string, from: number): number {
  NON_ASCII.lastIndex = from;
  const match = NON_ASCII.exec(s);
  return match === null ? s.length : match.index;
}

/** https://url.spec.whatwg.org/#forbidden-domain-code-point, all below U+0080. */
const FORBIDDEN = /[\0-\x20#%/:<>?@[\\\]^|\x7f]/;

/** Whether `s` contains a forbidden domain code point. */
export function hasForbiddenDomainCodePoint(s: string): boolean {
  return FORBIDDEN.test(s);
}

/**
 * Where runs of one code unit end, by a native search for any other unit: Punycode's
 * passes over a long label skip a run so, once it is LONG_RUN long (a label like "ééé…"
 * is one run). One expression per unit met, made on first use, for one label.
 */
export class RunEnds {
  private readonly expressions = new Map<number, RegExp>();

  /**
   * The index of the first code unit of `s` at or after `from` that is not `unit` (which
   * must not be a surrogate), or `end` if there is none before it. The search stops at the
   * first other unit: past a label that is the "." after it, or the string's end.
   */
  at(s: string, unit: number, from: number, end: number): number {
    let other = this.expressions.get(unit);
    if (other === undefined) {
      other = new RegExp(`[^${escaped(unit)}]`, 'g');
      this.expressions.set(unit, other);
    }
    other.lastIndex = from;
    const match = other.exec(s);
    return match === null || match.index > end ? end : match.index;
  }
}
