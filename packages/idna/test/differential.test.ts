// Differential test against tr46 7.0.0 (the previous back end, now a dev-only oracle):
// ToASCII and ToUnicode with the URL Standard's flags, strict and relaxed, on generated
// domains. A difference is accepted only when the domain holds a code point on which
// tr46's data (its newer mapping table, or its regexes' Unicode properties) differs from
// ours (Unicode 18.0.0): the table version explains it. Every other difference fails.
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import * as punycodeJs from 'punycode/punycode.js';
import * as tr46 from 'tr46';
import markList from '@unicode/unicode-18.0.0/General_Category/Mark/code-points.mjs';
import bidiClasses from '@unicode/unicode-18.0.0/Bidi_Class/index.mjs';
import viramaList from '@unicode/unicode-18.0.0/Binary_Property/Grapheme_Link/code-points.mjs';
import { derivedJoiningTypes } from '../scripts/joining-type.mjs';
import { uts46Backend } from '../src/uts46-backend';
import type { Uts46ToASCIIFlags } from '../src/uts46-backend';
import { RELAXED, STRICT } from './url-flags';
import { LONG_DOMAIN, isPlainDomain } from '../src/long-domain-scan';
import { DEVIATION, IGNORED, MAPPED, STATUS, decodeTables, mappedCodePoint, mappingString, mappingValue } from '../src/uts46-tables';

const require = createRequire(import.meta.url);
const tr46Table = require('tr46/lib/mappingTable.json') as Array<[number | [number, number], number, string?]>;
const tr46Regexes = require('tr46/lib/regexes.js') as Record<string, RegExp>;

const tr46Flags = (f: Uts46ToASCIIFlags): tr46.ToASCIIOptions => ({ ...f, verifyDNSLength: f.verifyDnsLength });

// ---- Where tr46's data differs from ours ------------------------------------------------

/** tr46's table entry for a code point: "status mapping". */
function tr46Entry(cp: number): string {
  let lo = 0;
  let hi = tr46Table.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [range, status, mapping] = tr46Table[mid] as [number | [number, number], number, string?];
    const [a, b] = Array.isArray(range) ? range : [range, range];
    if (cp < a) hi = mid - 1;
    else if (cp > b) lo = mid + 1;
    else return `${{ 1: 'mapped', 2: 'valid', 3: 'disallowed', 6: 'deviation', 7: 'ignored' }[status] ?? status} ${mapping ?? ''}`;
  }
  return 'none';
}
function ourEntry(cp: number): string {
  const v = mappingValue(cp);
  const status = v & STATUS;
  const name = ['valid', 'deviation', 'mapped', 'ignored', 'disallowed'][status] ?? String(status);
  if (status !== MAPPED && status !== DEVIATION) return `${name} ${status === IGNORED ? '' : ''}`;
  const m = mappedCodePoint(cp, v);
  return `${name} ${m >= 0 ? String.fromCodePoint(m) : mappingString(v)}`;
}

const marks = new Set(markList);
const viramas = new Set(viramaList);
const JOINING_SHORT: Record<string, string> = { Left_Joining: 'L', Right_Joining: 'R', Dual_Joining: 'D', Transparent: 'T', Join_Causing: 'C' };
const joiningTypes = new Map<number, string>();
for (const [cp, name] of await derivedJoiningTypes('@unicode/unicode-18.0.0')) joiningTypes.set(cp, JOINING_SHORT[name] ?? 'U');
const BIDI_SHORT: Record<string, string> = {
  Left_To_Right: 'L', Right_To_Left: 'R', Arabic_Letter: 'AL', Arabic_Number: 'AN', European_Number: 'EN',
  European_Separator: 'ES', Common_Separator: 'CS', European_Terminator: 'ET', Other_Neutral: 'ON',
  Boundary_Neutral: 'BN', Nonspacing_Mark: 'NSM',
};

/** The properties tr46's regexes give one code point, and ours (Unicode 18.0.0), as comparable strings. */
function properties(cp: number): [tr46: string, ours: string] {
  const ch = String.fromCodePoint(cp);
  const r = tr46Regexes;
  const t = (name: string, s: string): string => ((r[name] as RegExp).test(s) ? '1' : '0');
  const beh = '\u0628';
  const ld = t('validZWNJ', `${ch}\u200C${beh}`);
  const theirs = [
    t('combiningMarks', ch), t('combiningClassVirama', ch),
    t('bidiS1LTR', ch), t('bidiS1RTL', ch), t('bidiDomain', ch), t('bidiS4EN', ch), t('bidiS4AN', ch),
    t('bidiS2', ch), t('bidiS3', ch), t('bidiS5', ch), t('bidiS6', ch),
    ld, t('validZWNJ', `${beh}\u200C${ch}`), ld === '0' ? t('validZWNJ', `${beh}${ch}\u200C${beh}`) : '0',
  ].join('');
  const bidi = BIDI_SHORT[bidiClasses.get(cp) ?? ''] ?? 'other';
  const jt = joiningTypes.get(cp) ?? 'U';
  const has = (b: boolean): string => (b ? '1' : '0');
  const ours = [
    has(marks.has(cp)), has(viramas.has(cp)),
    has(bidi === 'L'), has(bidi === 'R' || bidi === 'AL'), has(['R', 'AL', 'AN'].includes(bidi)), has(bidi === 'EN'), has(bidi === 'AN'),
    has(['R', 'AL', 'AN', 'EN', 'ES', 'CS', 'ET', 'ON', 'BN', 'NSM'].includes(bidi)), has(['R', 'AL', 'EN', 'AN'].includes(bidi)),
    has(['L', 'EN', 'ES', 'CS', 'ET', 'ON', 'BN', 'NSM'].includes(bidi)), has(bidi === 'L' || bidi === 'EN'),
    has(jt === 'L' || jt === 'D'), has(jt === 'R' || jt === 'D'), has(jt === 'T'),
  ].join('');
  return [theirs, ours];
}

const deltaCache = new Map<number, string | null>();
/** Why tr46's data for `cp` differs from ours, or null when it does not. */
function versionDelta(cp: number): string | null {
  let why = deltaCache.get(cp);
  if (why !== undefined) return why;
  const hex = `U+${cp.toString(16).toUpperCase()}`;
  const [a, b] = [tr46Entry(cp).trim(), ourEntry(cp).trim()];
  // Properties only matter for code points that validation can let through.
  const usable = /^(valid|deviation)/.test(a) || /^(valid|deviation)/.test(b);
  const [p, q] = usable ? properties(cp) : ['', ''];
  why = a !== b ? `${hex} table: tr46 ${a}, ours ${b}` : p !== q ? `${hex} properties: tr46 ${p}, ours ${q}` : null;
  deltaCache.set(cp, why);
  return why;
}

// ---- tr46's ContextJ bug ----------------------------------------------------------------
// tr46 7.0.0 tests RFC 5892 A.1's regular expression on the stretch of the label from the
// last ZWNJ it accepted by context up to the next ZWNJ; a ZWNJ it accepted after a virama
// does not end that stretch, so a later ZWNJ without the context passes when the earlier
// one has it (e.g. "\u1820\u094D\u200C\u1820a\u200Cb"). Such a difference is accepted when
// the rule applied at each joiner, with tr46's own character classes, agrees with us.

/** The bracketed character classes of a regular expression's source, in order. */
function characterClasses(source: string): string[] {
  const classes: string[] = [];
  for (let i = 0; i < source.length; i++) {
    if (source[i] !== '[') continue;
    let j = i + 1;
    while (source[j] !== ']') j += source[j] === '\\' ? 2 : 1;
    classes.push(source.slice(i, j + 1));
    i = j;
  }
  return classes;
}
const [LEFT = '', TRANSPARENT = '', , RIGHT = ''] = characterClasses((tr46Regexes.validZWNJ as RegExp).source);
const leftContext = new RegExp(`${LEFT}${TRANSPARENT}*$`, 'u');
const rightContext = new RegExp(`^${TRANSPARENT}*${RIGHT}`, 'u');

/** RFC 5892 A.1 and A.2 at every joiner of `label`, on tr46's data. */
function contextJOnTr46Data(label: string): boolean {
  const cps = [...label];
  for (let i = 0; i < cps.length; i++) {
    if (cps[i] !== '\u200C' && cps[i] !== '\u200D') continue;
    if (i > 0 && (tr46Regexes.combiningClassVirama as RegExp).test(cps[i - 1] ?? '')) continue;
    if (cps[i] === '\u200D') return false;
    if (!leftContext.test(cps.slice(0, i).join('')) || !rightContext.test(cps.slice(i + 1).join(''))) return false;
  }
  return true;
}

/**
 * Whether the difference on `d` is tr46's ContextJ bug: without CheckJoiners both sides
 * agree, and the rule applied at every joiner on tr46's own data rejects a label (as we do).
 */
function tr46ContextJBug(d: string): boolean {
  for (const f of [RELAXED, STRICT]) {
    const flags = { ...f, checkJoiners: false };
    if (uts46Backend.toASCII(d, flags) !== tr46.toASCII(d, tr46Flags(flags))) return false;
  }
  return uts46Backend.toUnicode(d, RELAXED).domain.split('.').some((label) => !contextJOnTr46Data(label));
}

// ---- Generated domains ------------------------------------------------------------------

const range = (min: number, max: number): fc.Arbitrary<number> => fc.integer({ min, max });
const codePoint: fc.Arbitrary<number> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789--'.split('').map((c) => c.charCodeAt(0))) },
  { weight: 1, arbitrary: fc.constantFrom(0x5f, 0x21, 0x2a, 0x20, 0x25, 0x2e) }, // _ ! * space % .
  { weight: 3, arbitrary: range(0xa0, 0xff) }, // Latin-1 (ß, ×, NBSP, soft hyphen, ...)
  { weight: 2, arbitrary: range(0x100, 0x24f) }, // Latin Extended-A/B
  { weight: 3, arbitrary: range(0x370, 0x3ff) }, // Greek (ς, tonos, final forms)
  { weight: 3, arbitrary: range(0x400, 0x4ff) }, // Cyrillic
  { weight: 3, arbitrary: range(0x591, 0x5f4) }, // Hebrew
  { weight: 4, arbitrary: range(0x600, 0x6ff) }, // Arabic (letters, marks, AN digits)
  { weight: 1, arbitrary: range(0x6f0, 0x6f9) }, // Extended Arabic-Indic digits (EN)
  { weight: 2, arbitrary: range(0x900, 0x97f) }, // Devanagari (virama U+094D)
  { weight: 1, arbitrary: range(0x1820, 0x1878) }, // Mongolian (dual joining, LTR)
  { weight: 3, arbitrary: range(0x4e00, 0x9fff) }, // CJK
  { weight: 1, arbitrary: range(0xac00, 0xd7a3) }, // Hangul syllables
  { weight: 1, arbitrary: range(0x1100, 0x11ff) }, // conjoining jamo
  { weight: 2, arbitrary: range(0x1f300, 0x1faff) }, // emoji
  { weight: 3, arbitrary: range(0x300, 0x36f) }, // combining marks
  { weight: 3, arbitrary: fc.constantFrom(0x200c, 0x200d) }, // ZWNJ, ZWJ
  { weight: 2, arbitrary: range(0xff01, 0xff5e) }, // fullwidth forms
  { weight: 2, arbitrary: fc.constantFrom(0x3002, 0xff0e, 0xff61) }, // dots
  { weight: 1, arbitrary: fc.constantFrom(0xad, 0xfe0f, 0x2488, 0x2160, 0xfb01, 0x1e9e, 0xfdfa, 0x3099, 0xfffd, 0x3c2) },
  { weight: 1, arbitrary: fc.constantFrom(0xd800, 0xdbff, 0xdc00, 0xdfff) }, // lone surrogates (or pairs, by chance)
  { weight: 1, arbitrary: range(0x10000, 0x10ffff) }, // astral, mostly unassigned
  // Code points whose data changed near Unicode 17 and 18 (assigned in 18, or Balinese
  // vowel signs whose Bidi_Class tr46's regexes once gave differently).
  { weight: 1, arbitrary: fc.constantFrom(0x3e8ac, 0x558, 0x323b0, 0x33479, 0x1b3a, 0x1b3c, 0x1b42) },
);
const unicodeLabel = fc.array(codePoint, { maxLength: 12 }).map((cps) => String.fromCodePoint(...cps));
// Labels of one script's letters (mostly valid, so the success paths get exercised too).
const scriptLabel = fc
  .constantFrom([0x61, 0x7a], [0xe0, 0xfe], [0x3b1, 0x3c9], [0x430, 0x44f], [0x5d0, 0x5ea], [0x628, 0x64a], [0x915, 0x939], [0x4e00, 0x9fff], [0xac00, 0xd7a3], [0x3041, 0x3096])
  .chain(([min, max]) => fc.array(fc.integer({ min, max }), { minLength: 1, maxLength: 10 }))
  .map((cps) => String.fromCodePoint(...cps));
// Labels dense in joiner contexts: Arabic D/R/U/T, a virama, Mongolian D (LTR), Latin.
const joinerLabel = fc.oneof(
  fc.array(fc.constantFrom(...'\u0628\u0627\u0621\u064E\u094D\u200C\u200C\u200D'.split('')), { minLength: 1, maxLength: 8 }),
  fc.array(fc.constantFrom(...'\u1820\u1821\u094D\u0915a\u200C\u200C\u200D'.split('')), { minLength: 1, maxLength: 8 }),
).map((chars) => chars.join(''));
const asciiPunycode = fc.string({ unit: fc.constantFrom(...'abcxyz0189-'.split('')), maxLength: 10 });
const label: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: unicodeLabel },
  { weight: 4, arbitrary: scriptLabel },
  { weight: 1, arbitrary: joinerLabel },
  { weight: 1, arbitrary: asciiPunycode.map((s) => `xn--${s}`) },
  {
    weight: 2,
    arbitrary: fc.tuple(unicodeLabel, fc.boolean()).map(([s, upper]) => {
      let encoded: string;
      try {
        encoded = punycodeJs.encode(s);
      } catch {
        encoded = '';
      }
      return `${upper ? 'XN--' : 'xn--'}${encoded}`;
    }),
  },
);
const dot = fc.constantFrom('.', '.', '.', '\u3002', '\uFF0E', '\uFF61');
const domain = fc
  .tuple(fc.array(fc.tuple(label, dot), { minLength: 0, maxLength: 3 }), label)
  .map(([init, last]) => init.map(([l, d]) => l + d).join('') + last);

// Long domains (over LONG_DOMAIN code units): the native scans (long-domain-scan.ts) and
// Punycode's run skipping. Runs of 1 to 70 of one code point, mostly plain ones (valid,
// mapped to themselves: a-z, digits, Latin-1 and Cyrillic lowercase, CJK, Hangul), with
// hyphens where CheckHyphens looks, "xn--" labels, and now and then any code point above.
const plainish: fc.Arbitrary<number> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...'abcxyz0189-'.split('').map((c) => c.charCodeAt(0))) },
  { weight: 4, arbitrary: range(0xe0, 0xff) },
  { weight: 3, arbitrary: range(0x430, 0x44f) },
  { weight: 2, arbitrary: range(0x4e00, 0x4e10) },
  { weight: 1, arbitrary: range(0xac00, 0xac10) },
  { weight: 1, arbitrary: codePoint },
);
const run = fc
  .tuple(plainish, fc.integer({ min: 1, max: 70 }))
  .map(([cp, n]) => String.fromCodePoint(cp).repeat(n));
const runLabel = fc.oneof(
  { weight: 4, arbitrary: fc.array(run, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('ab--', '--', 'xn--', 'a-'), fc.array(run, { maxLength: 2 })).map(([head, parts]) => head + parts.join('')) },
  { weight: 1, arbitrary: label },
);
const longDomain = fc
  .tuple(fc.array(fc.tuple(runLabel, dot), { maxLength: 4 }), runLabel)
  .map(([init, last]) => init.map(([l, d]) => l + d).join('') + last)
  .filter((d) => d.length > LONG_DOMAIN);

// ---- The test ---------------------------------------------------------------------------

// IDNA_DIFFERENTIAL_RUNS=500000 for a longer run by hand.
const RUNS = Number(process.env.IDNA_DIFFERENTIAL_RUNS ?? 50_000);

describe('differential against tr46 7.0.0', () => {
  test("tr46's ContextJ bug is recognised, and only it", () => {
    decodeTables();
    for (const d of ['\u1820\u094D\u200C\u1820a\u200Cb', 'x.\u1821\u094D\u200C\u1820\u0915\u200C\u1820']) {
      expect(uts46Backend.toASCII(d, RELAXED)).toBeNull();
      expect(tr46.toASCII(d, tr46Flags(RELAXED))).not.toBeNull();
      expect(tr46ContextJBug(d)).toBe(true);
    }
    // Valid joiners, and a difference of another kind, are not it.
    expect(tr46ContextJBug('\u1820\u094D\u200C\u1820\u200C\u1820')).toBe(false);
    expect(tr46ContextJBug('\u0558')).toBe(false);
  });

  /** Ours against tr46 on `runs` domains; returns how many were valid (relaxed ToASCII) and plain. */
  const compare = (domains: fc.Arbitrary<string>, runs: number): { nonASCII: number; valid: number; plain: number } => {
    decodeTables();
    const explained = new Map<string, number>();
    let nonASCII = 0;
    let valid = 0;
    let plain = 0;
    fc.assert(
      fc.property(domains, (d) => {
        if (isPlainDomain(d)) plain++;
        const ours = [
          uts46Backend.toASCII(d, RELAXED),
          uts46Backend.toASCII(d, STRICT),
          uts46Backend.toUnicode(d, RELAXED),
          uts46Backend.toUnicode(d, STRICT),
        ];
        const theirs = [
          tr46.toASCII(d, tr46Flags(RELAXED)),
          tr46.toASCII(d, tr46Flags(STRICT)),
          tr46.toUnicode(d, RELAXED),
          tr46.toUnicode(d, STRICT),
        ];
        for (let i = 0; i < d.length; i++) if (d.charCodeAt(i) >= 0x80) { nonASCII++; break; }
        if (ours[0] !== null) valid++;
        if (JSON.stringify(ours) === JSON.stringify(theirs)) return;
        // Every code point that either side saw: the input, and both sides' converted
        // (mapped, normalized, decoded) strings.
        const seen = new Set<number>();
        for (const s of [d, (ours[2] as { domain: string }).domain, (theirs[2] as { domain: string }).domain]) {
          for (const ch of s) seen.add(ch.codePointAt(0) ?? 0);
        }
        const why = [...seen].map(versionDelta).filter((w): w is string => w !== null);
        if (why.length === 0 && tr46ContextJBug(d)) why.push("tr46's ContextJ stretch (see above)");
        expect(why, `${JSON.stringify(d)}: ours ${JSON.stringify(ours)}, tr46 ${JSON.stringify(theirs)}`).not.toEqual([]);
        for (const w of why) explained.set(w, (explained.get(w) ?? 0) + 1);
      }),
      { numRuns: runs },
    );
    const total = [...explained.values()].reduce((a, b) => a + b, 0);
    console.info(
      `${runs} domains, ${nonASCII} non-ASCII, ${valid} valid (relaxed ToASCII), ${plain} plain; ${total} differences, explained by ${explained.size} causes:\n  ${[...explained].map(([w, n]) => `${w} (${n})`).join('\n  ')}`,
    );
    return { nonASCII, valid, plain };
  };

  test(`${RUNS} generated domains: ToASCII and ToUnicode, relaxed and strict`, () => {
    const { nonASCII, valid } = compare(domain, RUNS);
    // The generator reaches the interesting paths.
    expect(nonASCII).toBeGreaterThan(RUNS * 0.8);
    expect(valid).toBeGreaterThan(RUNS * 0.2);
  });

  test(`${RUNS / 10} generated long domains (native scans, Punycode runs)`, () => {
    const { valid, plain } = compare(longDomain, RUNS / 10);
    // Both routes, and the valid outcomes of each, are reached.
    expect(plain).toBeGreaterThan((RUNS / 10) * 0.15);
    expect(plain).toBeLessThan((RUNS / 10) * 0.8);
    expect(valid).toBeGreaterThan((RUNS / 10) * 0.3);
  });
});
