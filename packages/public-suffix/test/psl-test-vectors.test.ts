// Test vectors of the Public Suffix List project (tests/test_psl.txt, "checkPublicSuffix":
// the expected value is the registrable domain). Expectations given in Unicode are
// converted to ASCII with the domain parser, as the URL Standard returns ASCII.
// Left out: the "null input" case (a type error here) and the leading-dot cases, where
// the PSL file treats ".example.com" as invalid (null) while the URL Standard's host parser
// accepts it as a domain and this package applies the algorithm to its labels as written
// (see README "Empty labels" and public-suffix.test.ts).
import { domainToASCII } from '@x/idna';
import { describe, expect, it } from 'vitest';
import { registrableDomain } from '../src/index';

const VECTORS: ReadonlyArray<readonly [string, string | null]> = [
  // Mixed case.
  ['COM', null],
  ['example.COM', 'example.com'],
  ['WwW.example.COM', 'example.com'],
  // Unlisted TLD.
  ['example', null],
  ['example.example', 'example.example'],
  ['b.example.example', 'example.example'],
  ['a.b.example.example', 'example.example'],
  // TLD with only 1 rule.
  ['biz', null],
  ['domain.biz', 'domain.biz'],
  ['b.domain.biz', 'domain.biz'],
  ['a.b.domain.biz', 'domain.biz'],
  // TLD with some 2-level rules.
  ['com', null],
  ['example.com', 'example.com'],
  ['b.example.com', 'example.com'],
  ['a.b.example.com', 'example.com'],
  ['uk.com', null],
  ['example.uk.com', 'example.uk.com'],
  ['b.example.uk.com', 'example.uk.com'],
  ['a.b.example.uk.com', 'example.uk.com'],
  ['test.ac', 'test.ac'],
  // More complex TLD.
  ['jp', null],
  ['test.jp', 'test.jp'],
  ['www.test.jp', 'test.jp'],
  ['ac.jp', null],
  ['test.ac.jp', 'test.ac.jp'],
  ['www.test.ac.jp', 'test.ac.jp'],
  ['kyoto.jp', null],
  ['test.kyoto.jp', 'test.kyoto.jp'],
  ['ide.kyoto.jp', null],
  ['b.ide.kyoto.jp', 'b.ide.kyoto.jp'],
  ['a.b.ide.kyoto.jp', 'b.ide.kyoto.jp'],
  ['c.kobe.jp', null],
  ['b.c.kobe.jp', 'b.c.kobe.jp'],
  ['a.b.c.kobe.jp', 'b.c.kobe.jp'],
  ['city.kobe.jp', 'city.kobe.jp'],
  ['www.city.kobe.jp', 'city.kobe.jp'],
  // TLD with a wildcard rule and exceptions.
  ['ck', null],
  ['test.ck', null],
  ['b.test.ck', 'b.test.ck'],
  ['a.b.test.ck', 'b.test.ck'],
  ['www.ck', 'www.ck'],
  ['www.www.ck', 'www.ck'],
  // US K12.
  ['us', null],
  ['test.us', 'test.us'],
  ['www.test.us', 'test.us'],
  ['ak.us', null],
  ['test.ak.us', 'test.ak.us'],
  ['www.test.ak.us', 'test.ak.us'],
  ['k12.ak.us', null],
  ['test.k12.ak.us', 'test.k12.ak.us'],
  ['www.test.k12.ak.us', 'test.k12.ak.us'],
  // IDN labels.
  ['食狮.com.cn', '食狮.com.cn'],
  ['食狮.公司.cn', '食狮.公司.cn'],
  ['www.食狮.公司.cn', '食狮.公司.cn'],
  ['shishi.公司.cn', 'shishi.公司.cn'],
  ['公司.cn', null],
  ['食狮.中国', '食狮.中国'],
  ['www.食狮.中国', '食狮.中国'],
  ['shishi.中国', 'shishi.中国'],
  ['中国', null],
  // Same as above, but punycoded.
  ['xn--85x722f.com.cn', 'xn--85x722f.com.cn'],
  ['xn--85x722f.xn--55qx5d.cn', 'xn--85x722f.xn--55qx5d.cn'],
  ['www.xn--85x722f.xn--55qx5d.cn', 'xn--85x722f.xn--55qx5d.cn'],
  ['shishi.xn--55qx5d.cn', 'shishi.xn--55qx5d.cn'],
  ['xn--55qx5d.cn', null],
  ['xn--85x722f.xn--fiqs8s', 'xn--85x722f.xn--fiqs8s'],
  ['www.xn--85x722f.xn--fiqs8s', 'xn--85x722f.xn--fiqs8s'],
  ['shishi.xn--fiqs8s', 'shishi.xn--fiqs8s'],
  ['xn--fiqs8s', null],
];

describe('Public Suffix List test vectors', () => {
  it.each(VECTORS)('%s → %s', (input, expected) => {
    expect(registrableDomain(input)).toBe(expected === null ? null : domainToASCII(expected, false));
  });
});
