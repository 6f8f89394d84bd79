// normalizeNFC (src/nfc.ts) against the runtime's String.prototype.normalize: the same
// result on strings with long runs of marks (where the module does the canonical
// ordering itself) and on short ones (where it hands the string over as it is).
import { describe, expect, test } from 'vitest';
import { isNFC, normalizeNFC } from '../src/nfc';

// Starters, marks of many classes (1, 7, 9, 202, 216, 220, 230, 232, 233, 234, 240, and
// the Tibetan 129/130/132), marks that decompose (U+0344, U+0F73, U+0F75, U+0F81, U+0340),
// starters that decompose into a starter and marks, composable pairs, Hangul, astral
// marks (U+1D165..U+1D169, U+1D16D) and a musical symbol that decomposes into them.
const POOL = [
  'a', 'e', 'o', 'u', 'A', '\u00E1', '\u1EA1', '\u01D5', '\u1100', '\u1161', '\u11A8', '\uAC00',
  '\u0301', '\u0300', '\u0316', '\u0323', '\u0327', '\u0328', '\u031B', '\u0334', '\u0345', '\u035C', '\u035D',
  '\u0362', '\u093C', '\u094D', '\u0F71', '\u0F72', '\u0F74', '\u0F80', '\u0344', '\u0F73', '\u0F75',
  '\u0F81', '\u0340', '\u0308', '\u05B0', '\u05BC', '\u0651', '\u064E', '\u302A', '\u302F', '\u3099',
  '\u{1D165}', '\u{1D167}', '\u{1D16D}', '\u{1D15E}', '\u{1D1BB}', '\u{16FF0}', '\u{1E94A}',
];

function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

describe('normalizeNFC agrees with String.prototype.normalize', () => {
  test('2,000 generated strings with long runs of marks (seed 20261124)', () => {
    const random = generator(20261124);
    for (let n = 0; n < 2000; n++) {
      const length = 60 + Math.floor(random() * 200);
      // Mostly marks, so that runs exceed the short-run limit.
      let s = POOL[Math.floor(random() * 12)] as string;
      for (let i = 0; i < length; i++) {
        s += random() < 0.03 ? (POOL[Math.floor(random() * 12)] as string) : (POOL[12 + Math.floor(random() * (POOL.length - 12))] as string);
      }
      expect(normalizeNFC(s)).toBe(s.normalize('NFC'));
      const nfc = s.normalize('NFC');
      expect(isNFC(nfc)).toBe(true);
      expect(isNFC(s)).toBe(nfc === s);
    }
  });
  test('short strings go straight through', () => {
    for (const s of ['', 'abc', '\u00E1', 'a\u0301', 'a\u0301\u0316', '\u1100\u1161']) {
      expect(normalizeNFC(s)).toBe(s.normalize('NFC'));
    }
  });
  test('a run of 100,000 alternating marks in the wrong order (quadratic in ICU alone)', () => {
    const s = `a${'\u0301\u0316'.repeat(50_000)}`;
    const result = normalizeNFC(s);
    expect(result).toBe(`\u00E1${'\u0316'.repeat(50_000)}${'\u0301'.repeat(49_999)}`);
  });
});
