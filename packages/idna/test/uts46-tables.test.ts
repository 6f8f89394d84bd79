// The generated tables (src/uts46-data.ts, decoded by src/uts46-tables.ts) against their
// sources, code point by code point, and against String#normalize for the NFC flag.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, test } from 'vitest';
import unassignedList from '@unicode/unicode-18.0.0/General_Category/Unassigned/code-points.mjs';
import markList from '@unicode/unicode-18.0.0/General_Category/Mark/code-points.mjs';
import bidiClasses from '@unicode/unicode-18.0.0/Bidi_Class/index.mjs';
import viramaList from '@unicode/unicode-18.0.0/Binary_Property/Grapheme_Link/code-points.mjs';
import { generateDataModule } from '../scripts/generate.mjs';
import { derivedJoiningTypes } from '../scripts/joining-type.mjs';
import {
  BIDI_CLASS,
  DEVIATION,
  DISALLOWED,
  IGNORED,
  JOINING_TYPE,
  JOINING_TYPE_SHIFT,
  MAPPED,
  MARK,
  NFC_UNSAFE,
  RTL,
  STATUS,
  VALID,
  VIRAMA,
  decodeTables,
  mappedCodePoint,
  mappingString,
  mappingValue,
  propertyValue,
} from '../src/uts46-tables';

const require = createRequire(import.meta.url);
const tr46Table = require('tr46/lib/mappingTable.json') as Array<[number | [number, number], number, string?]>;
const TR46_STATUS: Record<number, number> = { 1: MAPPED, 2: VALID, 3: DISALLOWED, 6: DEVIATION, 7: IGNORED };

const unassigned = new Set(unassignedList);
const isValid = (v: number): boolean => (v & STATUS) === VALID || (v & STATUS) === DEVIATION;

/** The mapping of `cp` under nontransitional processing, from our table. */
function ourMapping(cp: number, v: number): string | undefined {
  const status = v & STATUS;
  if (status !== MAPPED && status !== DEVIATION) return undefined;
  const m = mappedCodePoint(cp, v);
  return m >= 0 ? String.fromCodePoint(m) : mappingString(v);
}

beforeAll(() => {
  decodeTables();
});

describe('src/uts46-data.ts', () => {
  test('is what scripts/generate.mjs generates from the installed sources (run `pnpm --filter @x/idna generate`)', async () => {
    const committed = readFileSync(new URL('../src/uts46-data.ts', import.meta.url), 'utf8');
    expect(committed === (await generateDataModule())).toBe(true);
  });
});

describe('IDNA Mapping Table', () => {
  test("tr46 7.0.0's status and mapping for every code point assigned in Unicode 18.0.0; disallowed for the rest", () => {
    const problems: string[] = [];
    let checked = 0;
    for (const [range, status, mapping] of tr46Table) {
      const [a, b] = Array.isArray(range) ? range : [range, range];
      for (let cp = a; cp <= b; cp++) {
        const v = mappingValue(cp);
        const expectedStatus = unassigned.has(cp) ? DISALLOWED : TR46_STATUS[status];
        const expectedMapping = unassigned.has(cp) ? undefined : mapping;
        if ((v & STATUS) !== expectedStatus || ourMapping(cp, v) !== expectedMapping) {
          problems.push(`U+${cp.toString(16)}: ${v & STATUS} ${JSON.stringify(ourMapping(cp, v))}`);
        }
        checked++;
      }
    }
    expect(checked).toBe(0x110000);
    expect(problems.slice(0, 10)).toEqual([]);
  });

  test('flags: General_Category=Mark and Bidi_Class R/AL/AN on valid and deviation code points', () => {
    const marks = new Set(markList);
    const problems: string[] = [];
    for (let cp = 0; cp < 0x110000; cp++) {
      const v = mappingValue(cp);
      if (!isValid(v)) {
        if ((v & (MARK | RTL)) !== 0) problems.push(`U+${cp.toString(16)}: flags on a non-valid code point`);
        continue;
      }
      const bidi = bidiClasses.get(cp);
      const rtl = bidi === 'Right_To_Left' || bidi === 'Arabic_Letter' || bidi === 'Arabic_Number';
      if (((v & MARK) !== 0) !== marks.has(cp)) problems.push(`U+${cp.toString(16)}: mark`);
      if (((v & RTL) !== 0) !== rtl) problems.push(`U+${cp.toString(16)}: RTL`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  test('properties of valid and deviation code points: Bidi_Class, Joining_Type, Virama (ccc=9)', async () => {
    const bidiNumber: Record<string, number> = {
      Left_To_Right: 1, Right_To_Left: 2, Arabic_Letter: 3, Arabic_Number: 4, European_Number: 5, European_Separator: 6,
      Common_Separator: 7, European_Terminator: 8, Other_Neutral: 9, Boundary_Neutral: 10, Nonspacing_Mark: 11,
    };
    const values: Record<string, number> = { Left_Joining: 1, Right_Joining: 2, Dual_Joining: 3, Transparent: 4 };
    const joining = new Map<number, number>();
    for (const [cp, name] of await derivedJoiningTypes('@unicode/unicode-18.0.0')) joining.set(cp, values[name] ?? 0);
    // The derivation (General_Category Mn, Me, Cf are Transparent unless listed): a
    // combining acute, a Devanagari virama, ZWNJ's neighbour U+200E (Cf), an Arabic fatha.
    for (const cp of [0x301, 0x94d, 0x200e, 0x64e]) expect(joining.get(cp), cp.toString(16)).toBe(4);
    const viramas = new Set(viramaList);
    expect(viramas.has(0x094d)).toBe(true); // DEVANAGARI SIGN VIRAMA
    const problems: string[] = [];
    let checked = 0;
    for (let cp = 0; cp < 0x110000; cp++) {
      if (!isValid(mappingValue(cp))) continue;
      const p = propertyValue(cp);
      const bidi = bidiNumber[bidiClasses.get(cp) ?? ''] ?? 0;
      if ((p & BIDI_CLASS) !== bidi) problems.push(`U+${cp.toString(16)}: bidi ${p & BIDI_CLASS} ≠ ${bidi}`);
      if (((p >>> JOINING_TYPE_SHIFT) & JOINING_TYPE) !== (joining.get(cp) ?? 0)) problems.push(`U+${cp.toString(16)}: joining type`);
      if (((p & VIRAMA) !== 0) !== viramas.has(cp)) problems.push(`U+${cp.toString(16)}: virama`);
      checked++;
    }
    expect(checked).toBeGreaterThan(150_000);
    expect(problems.slice(0, 10)).toEqual([]);
  });

  // The flag is derived from Unicode 17.0.0's decompositions, every code point new in
  // 18.0.0 counting as unsafe; String#normalize is ICU's, so the check needs an ICU of
  // Unicode 17.0 (Node 20.20: ICU 78) or 18.0.
  test.skipIf(!['17.0', '18.0'].includes(process.versions.unicode ?? ''))('NFC_UNSAFE is conservative: an output of NFC-inert code points is never changed by NFC', () => {
    const problems: string[] = [];
    // A code point is inert when it is its own NFC, never reorders (ccc = 0) and never
    // composes with what precedes it (NFC_Quick_Check=Yes).
    const composesBackward = new Set<number>();
    for (let cp = 0; cp < 0x110000; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const nfd = String.fromCodePoint(cp).normalize('NFD');
      let first = true;
      for (const ch of nfd) {
        if (!first) composesBackward.add(ch.codePointAt(0) ?? 0);
        first = false;
      }
    }
    for (let cp = 0; cp < 0x110000; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const v = mappingValue(cp);
      if ((v & NFC_UNSAFE) !== 0) continue;
      const status = v & STATUS;
      const output = status === MAPPED ? (ourMapping(cp, v) ?? '') : status === IGNORED ? '' : String.fromCodePoint(cp);
      for (const ch of output) {
        const c = ch.codePointAt(0) ?? 0;
        // U+0345 has ccc 240: a code point with 0 < ccc < 240 moves before it under NFC.
        const reorders = `b\u0345${ch}`.normalize('NFC') !== `b\u0345${ch}`;
        if (ch.normalize('NFC') !== ch || reorders || composesBackward.has(c)) problems.push(`U+${cp.toString(16)} → U+${c.toString(16)}`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });
});
