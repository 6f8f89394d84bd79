// Construction and matching run in linear time on long inputs: the fitted exponent of time
// over input length stays below 1.3 (quadratic would be about 2). The matching cases are the
// library's own expressions (wildcards, named groups, repeated groups, several wildcards
// in a row, matched by part-list-matcher.ts where the expression would backtrack long); a
// pattern's own regexp groups are the user's (README "Safety").
import { bestThunkGrowthExponent } from '@x/tooling/growth';
import { describe, expect, test } from 'vitest';
import { URLPattern, type URLPatternInit } from '../src/index';

const bestExponent = (make: (n: number) => () => unknown, sizes: readonly number[]): number =>
  bestThunkGrowthExponent(make, sizes, { windowMs: 15 });

const SIZES = [1 << 10, 1 << 11, 1 << 12, 1 << 13, 1 << 14];

const patterns: ReadonlyArray<readonly [string, (n: number) => string | URLPatternInit]> = [
  ['pathname "/a" × n', (n) => ({ pathname: '/a'.repeat(n) })],
  ['pathname "/:g<i>" × n (n named groups)', (n) => ({ pathname: Array.from({ length: n }, (_, i) => `/:g${i}`).join('') })],
  ['pathname "{" × n (unclosed groups)', (n) => ({ pathname: '{'.repeat(n) })],
  ['string "a" × n (no protocol: a relative pattern, rewound once)', (n) => `${'a'.repeat(n)}:`],
  ['string "https://" + "a" × n + "@" (authority rewound once)', (n) => `https://${'a'.repeat(n)}@h/`],
  ['search "(a)" × n', (n) => ({ search: '(a)'.repeat(n) })],
];

const matches: ReadonlyArray<readonly [string, URLPatternInit, (n: number) => URLPatternInit]> = [
  ['"/*" against "/a" × n', { pathname: '/*' }, (n) => ({ pathname: '/a'.repeat(n) })],
  ['"/*/x" against "/a" × n (no match)', { pathname: '/*/x' }, (n) => ({ pathname: '/a'.repeat(n) })],
  ['"/:a/:b" against "/" + "a" × n + "/b"', { pathname: '/:a/:b' }, (n) => ({ pathname: `/${'a'.repeat(n)}/b` })],
  ['"/:a+" against "/a" × n + "/" (no match)', { pathname: '/:a+' }, (n) => ({ pathname: `${'/a'.repeat(n)}/` })],
  ['"/:a*/x" against "/a" × n', { pathname: '/:a*/x' }, (n) => ({ pathname: '/a'.repeat(n) })],
  ['"/*+/x" against "/a" × n (no match)', { pathname: '/*+/x' }, (n) => ({ pathname: '/a'.repeat(n) })],
  ['search ":foo+x" against "a" × n (no match; exponential in the spec\'s form)', { search: ':foo+x' }, (n) => ({ search: 'a'.repeat(n) })],
  ['search "*+x" against "a" × n (no match)', { search: '*+x' }, (n) => ({ search: 'a'.repeat(n) })],
  ['search "{a:foo}+x" against "a" × n (no match; exponential in the spec\'s form)', { search: '{a:foo}+x' }, (n) => ({ search: 'a'.repeat(n) })],
  ['pathname "/{-:id.}*x" against "/" + "-a." × n (no match)', { pathname: '/{-:id.}*x' }, (n) => ({ pathname: `/${'-a.'.repeat(n)}` })],
  ['hostname ":sub.example.com" against "a" × n + ".example.org"', { hostname: ':sub.example.com' }, (n) => ({ hostname: `${'a'.repeat(n)}.example.org` })],
  ['hostname "{:sub.}*example.com" against "a." × n + "example.org"', { hostname: '{:sub.}*example.com' }, (n) => ({ hostname: `${'a.'.repeat(n)}example.org` })],
  ['pathname "/{a:foo}+:bar" against "/" + "a" × n + "/" (no match; exponential in the spec\'s form)', { pathname: '/{a:foo}+:bar' }, (n) => ({ pathname: `/${'a'.repeat(n)}/` })],
  ['pathname "/*-*-x" against "/" + "-" × n (no match; quadratic in the spec\'s form)', { pathname: '/*-*-x' }, (n) => ({ pathname: `/${'-'.repeat(n)}` })],
  ['search ":a:b-x" against "a" × n (no match; quadratic in the spec\'s form)', { search: ':a:b-x' }, (n) => ({ search: 'a'.repeat(n) })],
  ['pathname "/:a?:b?:c?/x" against "/" + "a" × n (no match)', { pathname: '/:a?:b?:c?/x' }, (n) => ({ pathname: `/${'a'.repeat(n)}` })],
];

describe('linear time', () => {
  for (const [name, make] of patterns) {
    test(`new URLPattern(${name})`, () => {
      expect(bestExponent((n) => { const input = make(n); return () => { try { new URLPattern(input as string); } catch { /* a TypeError is an answer too */ } }; }, SIZES)).toBeLessThan(1.3);
    });
  }
  for (const [name, init, make] of matches) {
    test(`test(): ${name}`, () => {
      const pattern = new URLPattern(init);
      expect(bestExponent((n) => { const input = make(n); return () => pattern.test(input); }, SIZES)).toBeLessThan(1.3);
    });
  }
});
