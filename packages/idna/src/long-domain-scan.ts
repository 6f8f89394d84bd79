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

/** An expression that matches any one of `units` (code units, not surrogates). */
export function anyOf(units: readonly number[]): RegExp {
  return new RegExp(`[${units.map(escaped).join('')}]`);
}

/**
 * Punycode's passes over a label longer than LONG_DOMAIN take a run of one code point as a
 * whole once they have met this many of it in a row: one native search for its end
 * instead of about 2 ns a code unit.
 */
const LONG_RUN = 32;

/**
 * Runs of one code unit in a label, for Punycode's passes (a label like "ééé…" is one
 * run): each pass reports every code point it reads to take(), which counts repeats and,
 * at LONG_RUN in a row, finds where the run ends by a native search for any other unit.
 * One expression per unit met, made on first use, for one label.
 */
export class RunEnds {
  private readonly expressions = new Map<number, RegExp>();
  /** The code point read last, and how many times in a row before it. */
  private previous = -1;
  private same = 0;

  /** Starts a pass over the label: no code point read yet. */
  restart(): void {
    this.previous = -1;
  }

  /**
   * How many code units from `j` (where `c` was read) the pass takes at once: 1, or, after
   * LONG_RUN of `c` in a row, the rest of its run up to `end`. Only code points of one code
   * unit that are not surrogates (a run of lone high surrogates could end in a pair).
   */
  take(s: string, c: number, j: number, end: number): number {
    if (c !== this.previous) {
      this.previous = c;
      this.same = 0;
      return 1;
    }
    if (++this.same !== LONG_RUN || (c >= 0xd800 && c <= 0xdfff) || c > 0xffff) return 1;
    this.same = 0;
    return this.runEnd(s, c, j, end) - j;
  }

  /**
   * The index of the first code unit of `s` at or after `from` that is not `unit`, or `end`
   * if there is none before it. The search stops at the first other unit: past a label
   * that is the "." after it, or the string's end.
   */
  private runEnd(s: string, unit: number, from: number, end: number): number {
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
