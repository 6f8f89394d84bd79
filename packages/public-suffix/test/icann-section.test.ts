// publicSuffix / registrableDomain with { includePrivate: false }: the ICANN section of the
// list alone. Checked against the list's own section markers ("// ===BEGIN ICANN
// DOMAINS===" ... "// ===BEGIN PRIVATE DOMAINS===") in a raw copy of the list: Debian's
// publicsuffix package (/usr/share/publicsuffix/public_suffix_list.dat, which .ci/run
// installs). That copy is older than the one tldts ships, so only the rules in both are
// compared, and there must be thousands of them in each section.
import { existsSync, readFileSync } from 'node:fs';
import { domainToASCII } from '@x/idna';
import { describe, expect, it } from 'vitest';
import { publicSuffix, registrableDomain } from '../src/index';
import { asciiRules } from './source-list';

const RAW_LIST = process.env.X_PSL_DAT ?? '/usr/share/publicsuffix/public_suffix_list.dat';

/**
 * Rules the list itself has moved between its sections since Debian's copy of 2023-02-09
 * (Debian 13's is of 2025-03-28): ten .fr names not run by the .fr registry went from the
 * ICANN to the PRIVATE section. A rule in both lists may differ in section only if listed
 * here.
 */
const MOVED_SINCE_THE_RAW_COPY = new Set([
  'aeroport.fr', 'avocat.fr', 'chambagri.fr', 'chirurgiens-dentistes.fr', 'experts-comptables.fr', 'medecin.fr',
  'notaires.fr', 'pharmacien.fr', 'port.fr', 'veterinaire.fr',
]);

/** The rules of a raw list by section, from its markers; the rules ASCII as asciiRules keys. */
function sections(text: string): { icann: Set<string>; private: Set<string> } {
  const out = { icann: new Set<string>(), private: new Set<string>() };
  let section: 'icann' | 'private' | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '// ===BEGIN ICANN DOMAINS===') section = 'icann';
    else if (line === '// ===BEGIN PRIVATE DOMAINS===') section = 'private';
    else if (line === '// ===END ICANN DOMAINS===' || line === '// ===END PRIVATE DOMAINS===') section = null;
    else if (section !== null && line !== '' && !line.startsWith('//')) {
      const rule = line.split(/\s/)[0] ?? '';
      const exception = rule.startsWith('!');
      const labels = (exception ? rule.slice(1) : rule).split('.').map((l) => (l === '*' ? l : domainToASCII(l, false)));
      if (labels.includes(null)) continue;
      out[section].add((exception ? '!' : '') + labels.join('.'));
    }
  }
  return out;
}

describe('{ includePrivate: false }', () => {
  it('the ICANN section alone: PRIVATE rules such as github.io no longer count', () => {
    expect(publicSuffix('whatwg.github.io')).toBe('github.io');
    expect(publicSuffix('whatwg.github.io', { includePrivate: false })).toBe('io');
    expect(registrableDomain('whatwg.github.io')).toBe('whatwg.github.io');
    expect(registrableDomain('whatwg.github.io', { includePrivate: false })).toBe('github.io');
    expect(registrableDomain('github.io', { includePrivate: false })).toBe('github.io');
    expect(registrableDomain('github.io')).toBeNull();
    // ICANN rules are unchanged, and the default is the whole list.
    expect(publicSuffix('www.example.co.uk', { includePrivate: false })).toBe('co.uk');
    expect(publicSuffix('a.b.kawasaki.jp', { includePrivate: false })).toBe('b.kawasaki.jp');
    expect(publicSuffix('www.city.kawasaki.jp', { includePrivate: false })).toBe('kawasaki.jp');
    expect(publicSuffix('whatwg.github.io', { includePrivate: true })).toBe('github.io');
    expect(publicSuffix('whatwg.github.io', {})).toBe('github.io');
    expect(publicSuffix('127.0.0.1', { includePrivate: false })).toBeNull();
  });
  it('wrong option types throw a TypeError', () => {
    expect(() => publicSuffix('a.com', null as never)).toThrow(TypeError);
    expect(() => publicSuffix('a.com', { includePrivate: 'no' } as never)).toThrow('publicSuffix: options.includePrivate must be a boolean, got string');
    expect(() => registrableDomain('a.com', 1 as never)).toThrow('registrableDomain: options must be an object, got number');
  });
});

describe("against the list's section markers", () => {
  it(`${RAW_LIST} is there (install Debian's publicsuffix package)`, () => {
    expect(existsSync(RAW_LIST)).toBe(true);
  });
  const raw = existsSync(RAW_LIST) ? sections(readFileSync(RAW_LIST, 'utf8')) : { icann: new Set<string>(), private: new Set<string>() };

  it('every rule in both lists is in the same section in both', () => {
    const moved: string[] = [];
    let compared = 0;
    for (const [key, rule] of asciiRules) {
      const section = raw.icann.has(key) ? 'icann' : raw.private.has(key) ? 'private' : null;
      if (section === null) continue;
      compared++;
      if (section !== rule.section) moved.push(`${key}: ${section} there, ${rule.section} here`);
    }
    expect(moved.filter((m) => !MOVED_SINCE_THE_RAW_COPY.has(m.slice(0, m.indexOf(':'))))).toEqual([]);
    expect(compared).toBeGreaterThan(8_000);
  });

  it('a rule of the ICANN section is its own public suffix with and without the PRIVATE section', () => {
    let checked = 0;
    const wrong: string[] = [];
    for (const key of raw.icann) {
      if (key.startsWith('!') || key.startsWith('*') || asciiRules.get(key)?.section !== 'icann') continue;
      for (const options of [undefined, { includePrivate: false }]) {
        if (publicSuffix({ kind: 'domain', value: key }, options) !== key) wrong.push(`${key} ${JSON.stringify(options)}`);
      }
      checked++;
    }
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(checked).toBeGreaterThan(5_000);
  });

  it('a rule of the PRIVATE section is a public suffix only with it', () => {
    let checked = 0;
    const wrong: string[] = [];
    for (const key of raw.private) {
      if (key.startsWith('!') || key.startsWith('*') || asciiRules.get(key)?.section !== 'private') continue;
      // An ICANN wildcard over the rule's parent ("*.parent") would match it too.
      const parent = key.slice(key.indexOf('.') + 1);
      if (asciiRules.get(`*.${parent}`)?.section === 'icann') continue;
      const host = { kind: 'domain', value: `x.${key}` } as const;
      if (publicSuffix(host) !== key) wrong.push(`${key}: ${publicSuffix(host)} with the PRIVATE section`);
      const icann = publicSuffix(host, { includePrivate: false });
      if (icann === null || icann.length >= key.length || !key.endsWith(`.${icann}`)) wrong.push(`${key}: ${icann} without it`);
      checked++;
    }
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(checked).toBeGreaterThan(1_500);
  });
});
