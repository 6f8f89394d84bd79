// The native scans for long domains against the loops and tables they stand for.
import { describe, expect, test } from 'vitest';
import { LONG_DOMAIN, RunEnds, isPlainDomain, nonASCIIFrom } from '../src/long-domain-scan';
import { FORBIDDEN_DOMAIN_CODE_POINT, containsForbiddenDomainCodePoint } from '../src/forbidden-domain-code-point';
import { VALID, decodeTables, mappingValue, plainBMPRanges } from '../src/uts46-tables';

const PAD = 'a'.repeat(LONG_DOMAIN);

describe('long-domain-scan', () => {
  test('forbidden domain code points: the expression (long strings) agrees with the table (short ones), unit by unit', () => {
    for (let c = 0; c <= 0xffff; c++) {
      const ch = String.fromCharCode(c);
      const expected = c < 0x80 && FORBIDDEN_DOMAIN_CODE_POINT[c] === 1;
      if (containsForbiddenDomainCodePoint(PAD + ch) !== expected || containsForbiddenDomainCodePoint(ch) !== expected) {
        throw new Error(`U+${c.toString(16)}: expected ${expected}`);
      }
    }
    // https://url.spec.whatwg.org/#forbidden-domain-code-point, spelled out.
    const spec = [...'\u0000\t\n\r #/:<>?@[\\]^|%\u007f'].map((c) => c.charCodeAt(0));
    for (let c = 0; c < 0x80; c++) {
      expect(FORBIDDEN_DOMAIN_CODE_POINT[c] === 1, `U+${c.toString(16)}`).toBe(spec.includes(c) || c <= 0x1f);
    }
  });

  test('plain code points: exactly the BMP ones above U+007F whose mapping value is VALID with no flag, and - . 0-9 a-z', () => {
    decodeTables();
    const ranges = plainBMPRanges();
    expect(ranges.length).toBeGreaterThan(100);
    const inRanges = (cp: number): boolean => {
      for (let i = 0; i < ranges.length; i += 2) if (cp >= (ranges[i] as number) && cp <= (ranges[i + 1] as number)) return true;
      return false;
    };
    for (let c = 0; c <= 0xffff; c++) {
      const expected = c < 0x80 ? /[-.0-9a-z]/.test(String.fromCharCode(c)) : mappingValue(c) === VALID;
      if (c >= 0x80 && inRanges(c) !== expected) throw new Error(`range U+${c.toString(16)}`);
      if (isPlainDomain(String.fromCharCode(c)) !== expected) throw new Error(`isPlainDomain U+${c.toString(16)}: expected ${expected}`);
    }
    // No surrogate, so no pair either: a code point above U+FFFF takes the loops.
    for (let c = 0xd800; c <= 0xdfff; c++) expect(inRanges(c)).toBe(false);
    expect(isPlainDomain('\u{20000}')).toBe(false);
    expect(isPlainDomain(`${PAD}\u00e9.\u0431`)).toBe(true);
    expect(isPlainDomain(`${PAD}\u00e9.\u0431A`)).toBe(false);
  });

  test('nonASCIIFrom', () => {
    expect(nonASCIIFrom('ab\u00e9cd\u00e9', 0)).toBe(2);
    expect(nonASCIIFrom('ab\u00e9cd\u00e9', 3)).toBe(5);
    expect(nonASCIIFrom('ab\u00e9cd', 3)).toBe(5);
    expect(nonASCIIFrom('', 0)).toBe(0);
  });

  test('RunEnds: a run is taken whole after 32 in a row, up to the given end', () => {
    /** The counts take() gives over s[0, end), as a pass reads it. */
    const pass = (runs: RunEnds, s: string, end = s.length): number[] => {
      const steps: number[] = [];
      for (let j = 0; j < end; ) {
        const k = runs.take(s, s.charCodeAt(j), j, end);
        steps.push(k);
        j += k;
      }
      return steps;
    };
    const s = `${'\u00e9'.repeat(40)}a${'\u00e9'.repeat(5)}`;
    const steps = pass(new RunEnds(), s);
    expect(steps.indexOf(8)).toBe(32);
    expect(steps.filter((k) => k > 1)).toEqual([8]);
    expect(pass(new RunEnds(), s, 20).filter((k) => k > 1)).toEqual([]);
    expect(pass(new RunEnds(), s, 35).filter((k) => k > 1)).toEqual([3]);
    // restart(): a pass counts from its own first code point, not the last pass's.
    const runs = new RunEnds();
    const long = '\u00e9'.repeat(100);
    pass(runs, long, 31);
    runs.restart();
    expect(pass(runs, long).indexOf(68)).toBe(32);
    // Never a run of surrogates; units special in a class are taken literally.
    expect(pass(new RunEnds(), '\ud800'.repeat(100)).every((k) => k === 1)).toBe(true);
    for (const ch of '^]\\-[') expect(pass(new RunEnds(), `${ch.repeat(40)}x`).filter((k) => k > 1)).toEqual([8]);
  });
});
