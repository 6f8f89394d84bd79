// Normalization Form C (UAX #15) in time O(n log n), on the runtime's own normalizer.
//
// String.prototype.normalize (ICU) puts combining marks in canonical order by insertion:
// a run of k non-starters in the wrong order costs k² (measured on Node 20 and 26: one
// run of 160,000 alternating U+0301 U+0316 takes 22 s). The URL Standard bounds neither
// a label's length nor its runs of marks, so before a string with a long run reaches
// normalize(), this module brings it to NFD itself, each code point decomposed by
// normalize() and each run of non-starters stable-sorted by canonical combining class
// (UAX #15 "Canonical Ordering Algorithm"). NFC(NFD(s)) = NFC(s), and normalize() on an
// ordered string only appends. The classes are not tabulated: the relative order of two
// marks is read from normalize('NFD') of "a" + x + y, so this module agrees with the
// runtime's normalizer by construction, whatever its Unicode version.

import { codeUnitAt } from './code-unit';

/** Below this many code points from U+0300 on in a row, normalize() is fast enough. */
const SHORT_RUN = 64;

/** Whether `s` holds a run of more than SHORT_RUN code units at or above U+0300 (no mark is below). */
function hasLongMarkRun(s: string): boolean {
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    if (codeUnitAt(s, i) >= 0x300) {
      if (++run > SHORT_RUN) return true;
    } else {
      run = 0;
    }
  }
  return false;
}

/** `s` normalized to NFC, in O(n log n). */
export function normalizeNFC(s: string): string {
  return (hasLongMarkRun(s) ? canonicalDecomposition(s) : s).normalize('NFC');
}

/** `s` is in NFC: normalizing changes nothing. */
export function isNFC(s: string): boolean {
  return normalizeNFC(s) === s;
}

/** Whether normalize('NFD') of "a" + x + y puts y before x: ccc(x) > ccc(y) > 0. */
function reorders(x: string, y: string): boolean {
  return `a${x}${y}`.normalize('NFD') === `a${y}${x}`;
}

/**
 * Whether the NFD-stable code point x is a starter (canonical combining class 0). A
 * non-starter's class is below 240 (it then moves before U+0345, class 240) or above 230
 * (U+0301, class 230, then moves before it).
 */
function isStarter(x: string): boolean {
  return !reorders('\u0345', x) && !reorders(x, '\u0301');
}

/**
 * The canonical decomposition of `s` (UAX #15 D68: full canonical decomposition, then
 * canonical ordering). Each distinct code point costs a few normalize() calls on short
 * strings; sorting a run of k marks costs O(k log k).
 */
function canonicalDecomposition(s: string): string {
  // Per distinct code point of s: its NFD, and per NFD-stable code point its rank in the
  // order of combining classes (0 for starters), both kept for this call only.
  const decompositions = new Map<number, string>();
  const ranks = new Map<string, number>();
  const marks: string[] = [];
  const units: string[] = [];
  for (let i = 0; i < s.length; ) {
    const cp = s.codePointAt(i) as number;
    i += cp > 0xffff ? 2 : 1;
    let d = decompositions.get(cp);
    if (d === undefined) {
      d = String.fromCodePoint(cp).normalize('NFD');
      decompositions.set(cp, d);
    }
    for (const x of d) {
      units.push(x);
      if (!ranks.has(x)) {
        const starter = x < '\u0300' || isStarter(x);
        ranks.set(x, starter ? 0 : -1);
        if (!starter) marks.push(x);
      }
    }
  }
  // Order the distinct marks by class; equal classes share a rank.
  marks.sort((x, y) => (reorders(x, y) ? 1 : reorders(y, x) ? -1 : 0));
  for (let k = 0, rank = 0; k < marks.length; k++) {
    if (k === 0 || reorders(marks[k] as string, marks[k - 1] as string)) rank++;
    ranks.set(marks[k] as string, rank);
  }
  // Stable-sort each run of non-starters by rank (Array.prototype.sort is stable).
  const byRank = (x: string, y: string): number => (ranks.get(x) as number) - (ranks.get(y) as number);
  for (let start = 0; start < units.length; ) {
    if (ranks.get(units[start] as string) === 0) {
      start++;
      continue;
    }
    let end = start + 1;
    while (end < units.length && ranks.get(units[end] as string) !== 0) end++;
    if (end - start > 1) {
      const run = units.slice(start, end).sort(byRank);
      for (let k = 0; k < run.length; k++) units[start + k] = run[k] as string;
    }
    start = end;
  }
  return units.join('');
}
