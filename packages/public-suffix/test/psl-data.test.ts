// The generated data module: up to date with the tldts devDependency, decodable, and
// complete (every rule of the source list, nothing else).
import { readFileSync } from 'node:fs';
import { domainToASCII } from '@x/idna';
import { describe, expect, it } from 'vitest';
import { compileRules, readPublished, renderDataModule } from '../scripts/compile-list';
import { PSL_PUBLISHED, PSL_SOURCE, PSL_TRIE } from '../src/psl-data';
import { EXCEPTION, FLAG_BITS, RULE, WILDCARD, decode } from '../src/rule-trie';
import { asciiRules, sourceRules, tldtsVersion } from './source-list';

const dataFile = new URL('../src/psl-data.ts', import.meta.url);

describe('src/psl-data.ts', () => {
  it('is what `pnpm generate` writes for the installed tldts (run it after bumping tldts)', () => {
    const committed = readFileSync(dataFile, 'utf8');
    const source = { packageName: 'tldts', version: tldtsVersion };
    const published = readPublished(committed, source);
    expect(published, `generated from another tldts version than ${tldtsVersion}`).not.toBeNull();
    const list = compileRules(sourceRules, (d) => domainToASCII(d, false));
    expect(committed === renderDataModule(list, { ...source, published: published ?? '' })).toBe(true);
    expect(PSL_SOURCE).toBe(`tldts@${tldtsVersion}`);
    expect(PSL_PUBLISHED).toBe(published);
  });

  it('the source list holds the rules the tests rely on', () => {
    const has = (rule: string, section: 'icann' | 'private'): void => {
      expect(asciiRules.get(rule)?.section, rule).toBe(section);
    };
    has('com', 'icann');
    has('*.ck', 'icann');
    has('!www.ck', 'icann');
    has('*.kawasaki.jp', 'icann');
    has('!city.kawasaki.jp', 'icann');
    has('github.io', 'private');
    has('blogspot.com', 'private');
    has('*.compute.amazonaws.com', 'private');
    has('co.uk', 'icann');
    has('*.sch.uk', 'icann');
    has('xn--j6w193g', 'icann'); // 香港 (Hong Kong), listed in Unicode
    has('xn--55qx5d.xn--j6w193g', 'icann'); // 公司.香港
    expect(asciiRules.has('xn--kgbechtv')).toBe(false); // إختبار: the spec table's default-rule row
    // The list has `*.ck` and `*.kawasaki.jp` but not their parents (tldts's trie marks
    // them; decodeTldtsTrie undoes that). No wildcard's parent is listed.
    expect(asciiRules.has('ck')).toBe(false);
    expect(asciiRules.has('kawasaki.jp')).toBe(false);
    for (const [text, rule] of asciiRules) {
      if (rule.labels[0] === '*') expect(asciiRules.has(text.slice(2)), text).toBe(false);
    }
    expect(asciiRules.size).toBeGreaterThan(9000);
  });

  it('decodes to exactly the rules of the source list', () => {
    const maps = decode(PSL_TRIE);
    const found = new Set<string>();
    const walk = (index: number, suffix: string): void => {
      const map = maps[index];
      if (map === undefined) throw new Error(`missing node ${index}`);
      for (const [label, value] of map) {
        const name = suffix === '' ? label : `${label}.${suffix}`;
        if ((value & RULE) !== 0) found.add(name);
        if ((value & EXCEPTION) !== 0) found.add(`!${name}`);
        if ((value & WILDCARD) !== 0) found.add(`*.${name}`);
        const child = value >>> FLAG_BITS;
        if (child !== 0) walk(child, name);
      }
    };
    walk(0, '');
    expect([...found].sort()).toEqual([...asciiRules.keys()].sort());
  });

  it('the decoder tolerates malformed text without looping', () => {
    for (const text of ['', '(', ')', ')))', 'a(b', 'a!!b', '!?()', 'a(*(b))', '*', 'a,,b\n\n']) {
      expect(() => decode(text)).not.toThrow();
    }
    expect(decode('a(b,*,c!(d))')[0]?.get('a')).toBe((1 << FLAG_BITS) | RULE | WILDCARD);
  });

});
