// The part-list matcher (part-list-matcher.ts) against the spec's regular expressions:
// random pattern strings over a small alphabet, parsed with each options struct, and random
// inputs short enough for the spec forms' backtracking. Both must give the same exec()
// result (match or not, and every capture). Fixed seed. Then match() itself: the patterns
// that need the matcher take it, and answer as the expressions do.
import { rng } from '@x/tooling/random';
import { describe, expect, it, test } from 'vitest';
import { MatchKind } from '../src/component';
import type { ComponentName, URLPatternInit } from '../src/init';
import { createURLPattern, matchURLPattern } from '../src/url-pattern';
import { OPTION_SETS, partsOf, randomPattern } from './random-patterns';
import { generateRegularExpressionAndNameList } from '../src/regexp-generation';
import { createPartListMatcher, needsPartListMatcher } from '../src/part-list-matcher';

const PIECES = ['a', 'b', 'ab', '/', '.', '-', 'K', ':n', '*', '(a|b)', '{', '}', '{a', 'b}', '{/', '.}', '+', '*', '?', ':n+', ':n*', ':n?', '*+', '*?', '{a:n}+', '{/*}+', '{.*a}*', '{-:n.}*', '{ab}*', '{a}+', '{a}?', '{/:n}?'];
// Input code units: pattern text, delimiters, line terminators, an upper-case letter, the
// two non-ASCII letters that fold to ASCII ones (U+017F to "s"... here "K" U+212A to "k"),
// and a surrogate pair and lone surrogates (the v flag matches code points).
const INPUT_UNITS = ['a', 'b', 'a', 'b', '/', '.', '-', '\n', 'A', 'k', '\u212a', '\u2028', '\ud83d\udca9', '\ud800', '\udc00'];

describe('the part-list matcher ≡ the spec forms', () => {
  for (const [label, options] of OPTION_SETS) {
    it(`${label} options, 10,000 pattern strings × 30 inputs (seed 20261126)`, () => {
      const r = rng(20261126);
      const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
      let compared = 0;
      let matched = 0;
      let needed = 0;
      for (let i = 0; i < 10000; i++) {
        const pattern = randomPattern(r, PIECES);
        const parts = partsOf(pattern, options);
        if (parts === null) continue; // not a well formed pattern string
        const matcher = createPartListMatcher(parts, options);
        if (matcher === null) continue; // regexp parts: the expression decides
        if (needsPartListMatcher(parts, options)) needed++;
        const spec = generateRegularExpressionAndNameList(parts, options, 'spec').regexp;
        const specRe = new RegExp(spec.replaceAll('[^]', '[\\s\\S]'), options.ignoreCase ? 'vi' : 'v');
        for (let j = 0; j < 30; j++) {
          let input = '';
          // Inputs built from the pattern's own text match more often.
          if (r() < 0.5) {
            for (const part of parts) {
              if (r() < 0.8) input += part.prefix + (part.type === 'fixed-text' ? part.value : pick(INPUT_UNITS)) + part.suffix;
              if (r() < 0.3) input += pick(INPUT_UNITS);
            }
          } else {
            const length = Math.floor(r() * 10);
            for (let k = 0; k < length; k++) input += pick(INPUT_UNITS);
          }
          const expected = specRe.exec(input)?.slice() ?? null;
          if (expected !== null) matched++;
          expect([pattern, input, matcher.exec(input)]).toEqual([pattern, input, expected]);
          if (matcher.test(input) !== (expected !== null)) expect([pattern, input, 'test()']).toBe(false);
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(100_000);
      expect(matched).toBeGreaterThan(10_000);
      expect(needed).toBeGreaterThan(500);
    });
  }
});

describe('match() takes the matcher where the expression could backtrack long', () => {
  const show = (r: unknown): string => JSON.stringify(r, (_k, v: unknown) => (v === undefined ? '<undefined>' : v));
  const cases: Array<[URLPatternInit, ComponentName, string[]]> = [
    [{ pathname: '/{a:foo}+:bar' }, 'pathname', ['/ab', '/aba', '/abab', '/aaaa', '/a/b', '/abab/', '/']],
    [{ search: '{a:foo}+:bar' }, 'search', ['ab', 'abab', 'aXaYZ', 'a', 'ba']],
    [{ pathname: '/*-*-x' }, 'pathname', ['/a-b-x', '/--x', '/---x', '/a-b-c-x', '/-x', '/a-b-y']],
    [{ search: ':a:b-x' }, 'search', ['ab-x', 'a-x', 'a-b-x', 'ab-xx', 'ab']],
    [{ pathname: '/:a?:b?:c?/x' }, 'pathname', ['/x', '//x', '/a/x', '/ab/x', '/abc/x', '/abcd/x', '/a']],
  ];
  for (const [init, name, inputs] of cases) {
    test(`${JSON.stringify(init)}: same results as its expression`, () => {
      const pattern = createURLPattern(init, null, false);
      expect(pattern[name].matchKind).toBe(MatchKind.PartList);
      let matched = 0;
      for (const value of inputs) {
        const input = { [name]: value };
        const viaRegexp = matchURLPattern(pattern, input, undefined, true, 'regexp');
        expect([value, show(matchURLPattern(pattern, input, undefined, true, 'auto'))]).toEqual([value, show(viaRegexp)]);
        expect([value, matchURLPattern(pattern, input, undefined, false, 'auto') !== null]).toEqual([value, viaRegexp !== null]);
        if (viaRegexp !== null) matched++;
      }
      expect(matched).toBeGreaterThan(0);
      expect(matched).toBeLessThan(inputs.length);
    });
  }

  test('a route pattern whose wildcards end at a delimiter keeps its expression', () => {
    for (const pathname of ['/users/:id', '/api/:version/items/:id?', '/static/*', '/:a/:b/*']) {
      expect([pathname, createURLPattern({ pathname }, null, false).pathname.matchKind]).toEqual([pathname, MatchKind.RegExp]);
    }
  });
});
