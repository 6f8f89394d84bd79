// Differential test: the trie walk against a literal transcription of the Public Suffix
// List formal algorithm (https://github.com/publicsuffix/list/wiki/Format#formal-algorithm),
// which matches every rule, on hosts built from every rule of the shipped list.
import { describe, expect, it } from 'vitest';
import { publicSuffix, registrableDomain } from '../src/index';
import { asciiRules, type AsciiRule } from './source-list';

// Rules grouped by their rightmost label, only to keep the reference fast enough to run
// on tens of thousands of hosts; a rule can only match a domain with the same last label
// (or a leading `*`, which no single-label rule of the list has; checked below).
const byTLD = new Map<string, AsciiRule[]>();
for (const rule of asciiRules.values()) {
  const tld = rule.labels[rule.labels.length - 1] ?? '';
  const list = byTLD.get(tld) ?? [];
  list.push(rule);
  byTLD.set(tld, list);
}

/** "A domain is said to match a rule if and only if …" (wiki, Definitions). */
function matches(domainLabels: readonly string[], rule: AsciiRule): boolean {
  if (domainLabels.length < rule.labels.length) return false;
  for (let i = 1; i <= rule.labels.length; i++) {
    const r = rule.labels[rule.labels.length - i];
    if (r !== '*' && r !== domainLabels[domainLabels.length - i]) return false;
  }
  return true;
}

function reference(domain: string, includePrivate = true): { suffix: string; registrable: string | null } {
  // Note 3: the trailing dot is kept in the results.
  const trailingDot = domain.endsWith('.') ? '.' : '';
  const labels = (trailingDot ? domain.slice(0, -1) : domain).split('.');
  // 1. Match domain against all rules and take note of the matching ones.
  // (With includePrivate false, the list is its ICANN section alone.)
  const matching = (byTLD.get(labels[labels.length - 1] ?? '') ?? []).filter(
    (r) => (includePrivate || r.section === 'icann') && matches(labels, r),
  );
  // 2. If no rules match, the prevailing rule is "*".
  let prevailing: AsciiRule = { exception: false, labels: ['*'], section: 'icann' };
  // 3. If more than one rule matches, the prevailing rule is the one which is an exception rule.
  const exception = matching.find((r) => r.exception);
  if (exception !== undefined) prevailing = exception;
  // 4. If there is no matching exception rule, the prevailing rule is the one with the most labels.
  else for (const r of matching) if (r.labels.length > prevailing.labels.length) prevailing = r;
  // 5. If the prevailing rule is a exception rule, modify it by removing the leftmost label.
  const count = prevailing.exception ? prevailing.labels.length - 1 : prevailing.labels.length;
  // 6. The public suffix is the set of labels from the domain which match the labels of the prevailing rule.
  const suffix = labels.slice(labels.length - count).join('.') + trailingDot;
  // 7. The registrable or "registered" domain is the public suffix plus one additional label.
  const registrable = labels.length > count ? labels.slice(labels.length - count - 1).join('.') + trailingDot : null;
  return { suffix, registrable };
}

function hostsFor(rule: AsciiRule): string[] {
  const name = rule.labels.map((l) => (l === '*' ? 'wild' : l)).join('.');
  const parent = rule.labels.slice(1).join('.');
  const hosts = [name, `a.${name}`, `b.a.${name}`, `x.y.z.${name}`, `${name}.`, `a.${name}.`];
  if (parent !== '') hosts.push(parent, `q.${parent}`);
  return hosts;
}

describe('trie walk = formal algorithm (reference implementation)', () => {
  it('no single-label wildcard rule exists (the reference indexes rules by TLD)', () => {
    for (const rule of asciiRules.values()) expect(rule.labels.length > 1 || rule.labels[0] !== '*').toBe(true);
  });

  it('agrees on hosts built from every rule of the list', () => {
    let checked = 0;
    const mismatches: string[] = [];
    for (const rule of asciiRules.values()) {
      for (const host of hostsFor(rule)) {
        const expected = reference(host);
        const domain = { kind: 'domain', value: host } as const;
        const suffix = publicSuffix(domain);
        const registrable = registrableDomain(domain);
        if (suffix !== expected.suffix || registrable !== expected.registrable) {
          mismatches.push(`${host}: got ${suffix} / ${registrable}, expected ${expected.suffix} / ${expected.registrable}`);
        }
        checked++;
      }
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
    expect(checked).toBeGreaterThan(50_000);
  });

  it('agrees with the ICANN section alone ({ includePrivate: false }) on hosts built from every rule', () => {
    let checked = 0;
    let differs = 0;
    const mismatches: string[] = [];
    const options = { includePrivate: false };
    for (const rule of asciiRules.values()) {
      for (const host of hostsFor(rule)) {
        const expected = reference(host, false);
        const domain = { kind: 'domain', value: host } as const;
        const suffix = publicSuffix(domain, options);
        const registrable = registrableDomain(domain, options);
        if (suffix !== expected.suffix || registrable !== expected.registrable) {
          mismatches.push(`${host}: got ${suffix} / ${registrable}, expected ${expected.suffix} / ${expected.registrable}`);
        }
        if (suffix !== publicSuffix(domain)) differs++;
        checked++;
      }
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
    expect(checked).toBeGreaterThan(50_000);
    // Not vacuous: the hosts of the PRIVATE section's rules get other answers.
    expect(differs).toBeGreaterThan(10_000);
  });

  it('agrees on hosts with empty labels and unlisted TLDs', () => {
    const hosts = [
      '.', '..', '.com', '..com', 'a..com', 'com..', 'example.com..', '.ck', 'www..ck', '..ck', 'x..kawasaki.jp',
      'city..kawasaki.jp', 'example', 'example.example', 'b.example.example', 'a.b.example.example', 'localhost',
      'xn--kgbechtv', 'a.xn--kgbechtv.', 'github.io.', '.github.io', 'www.ck', 'a.www.ck', 'ck', 'x.ck',
    ];
    for (const host of hosts) {
      const expected = reference(host);
      expect([publicSuffix({ kind: 'domain', value: host }), registrableDomain({ kind: 'domain', value: host })], host)
        .toEqual([expected.suffix, expected.registrable]);
    }
  });
});
