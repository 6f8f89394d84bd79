// The 'linear' regular expressions (regexp-generation.ts) against the spec's forms: random
// pattern strings over a small alphabet, parsed with each options struct, and random short
// inputs (short, so that the spec forms' exponential backtracking stays cheap). Both must
// give the same exec() result — match or not, and every capture. Fixed seed.
import { rng } from '@x/tooling/random';
import { describe, expect, it } from 'vitest';
import { OPTION_SETS, partsOf, randomPattern } from './random-patterns';
import { generateRegularExpressionAndNameList } from '../src/regexp-generation';

// Repeated groups (the rewritten ones) as whole pieces too, so that they are common.
const PIECES = ['a', 'b', '/', '.', '-', ':n', '*', '(a|b)', '{', '}', '{a', 'b}', '{/', '.}', '+', '*', '?', ':n+', ':n*', '*+', '{a:n}+', '{/*}+', '{.*a}*', '{-:n.}*'];
const INPUT_UNITS = ['a', 'b', '/', '.', '-', '\n', 'A'];

describe('linear regexp forms ≡ spec forms', () => {
  // The first four option sets: their test seed and counts predate "default ignoreCase".
  for (const [label, options] of OPTION_SETS.slice(0, 4)) {
    it(`${label} options, 10,000 pattern strings × 25 inputs (seed 20261125)`, () => {
      const r = rng(20261125);
      const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
      let compared = 0;
      let rewritten = 0;
      for (let i = 0; i < 10000; i++) {
        const pattern = randomPattern(r, PIECES);
        const parts = partsOf(pattern, options);
        if (parts === null) continue; // not a well formed pattern string
        const spec = generateRegularExpressionAndNameList(parts, options, 'spec').regexp;
        const linear = generateRegularExpressionAndNameList(parts, options, 'linear').regexp;
        const flags = options.ignoreCase ? 'vi' : 'v';
        let specRe: RegExp;
        try {
          specRe = new RegExp(spec.replaceAll('[^]', '[\\s\\S]'), flags);
        } catch {
          continue;
        }
        const linearRe = new RegExp(linear, flags);
        if (spec !== linear) rewritten++;
        for (let j = 0; j < 25; j++) {
          let input = '';
          const len = Math.floor(r() * 10);
          for (let k = 0; k < len; k++) input += pick(INPUT_UNITS);
          expect([pattern, input, linearRe.exec(input)?.slice()]).toEqual([pattern, input, specRe.exec(input)?.slice()]);
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(50_000);
      expect(rewritten).toBeGreaterThan(1_500);
    });
  }
});
