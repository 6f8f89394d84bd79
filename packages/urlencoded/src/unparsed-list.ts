// A name-value list still in its urlencoded form: what can be answered about the list the
// urlencoded string parser would make of `input` by reading `input`, without building the
// list. URLSearchParams keeps a query string so until a method needs its tuples
// (toString(), and sort() of a list already in order, do not): a parsed list holds a
// pointer per name and per value, 16 bytes a tuple for "a=b&" (4 bytes of input).
import { codeUnitAt, stringSlice } from './code-unit';
import { parseStringWith } from './urlencoded-parser';
import { formEncodeUTF8, UNENCODED } from './urlencoded-percent-encode';

/**
 * The output of https://url.spec.whatwg.org/#concept-urlencoded-serializer (UTF-8) on the
 * output of https://url.spec.whatwg.org/#concept-urlencoded-string-parser on `input`,
 * when that is `input` without its trailing "&": every sequence has an "=" and holds
 * nothing the serializer would write differently (only the application/x-www-form-urlencoded
 * set's unencoded code points, "+", which decodes to a space that encodes as "+", and its
 * first "="), and no "&" starts it or is doubled inside. Null otherwise (the caller parses
 * and serializes). One pass, no allocation but the result's slice.
 */
export function serializeUnparsed(input: string): string | null {
  let end = input.length;
  while (end > 0 && codeUnitAt(input, end - 1) === 0x26) end--;
  let equals = false; // the current sequence has had its "="
  for (let i = 0; i < end; i++) {
    const c = codeUnitAt(input, i);
    if (c === 0x3d && !equals) equals = true;
    // "&" ends a sequence that had its "=" (so "&&", an empty sequence, is null).
    else if (c === 0x26 && equals) equals = false;
    else if (c !== 0x2b && !(c < 0x80 && UNENCODED[c] === 1)) return null;
  }
  return end > 0 && !equals ? null : stringSlice(input, 0, end);
}

/**
 * True when the names of the list the urlencoded string parser makes of `input` are in
 * order (https://url.spec.whatwg.org/#dom-urlsearchparams-sort compares them by code
 * units; its stable sort then leaves the list as it is). The parser runs, but keeps no
 * tuple: each name is compared with the one before it and dropped.
 */
export function unparsedNamesInOrder(input: string): boolean {
  let previous = '';
  let inOrder = true;
  parseStringWith(input, Infinity, (_, name) => {
    if (name < previous) inOrder = false;
    previous = name;
  });
  return inOrder;
}

/**
 * sortUnparsed's bounds (a const enum: bundlers write the numbers in place). Names: the most
 * distinct names it groups (a list with more is sorted once parsed). Pending: the code units
 * of tuples all groups together hold as separate strings before each joins its own into one
 * string. A bound on them all, not on each group: per group, 256 groups held 150 MB more at
 * 100 MB of input. With few names each join is a large object (over 128 KB), which the
 * collector promotes without copying and without growing its young generation (measured:
 * joins of 16 KB grew it to 64 MB at 100 MB of input).
 */
const enum Group {
  Names = 256,
  Pending = 1_048_576, // 2^20
}

/** A name's group: its tuples serialized so far, then its values not yet joined. */
interface Pending {
  done: string;
  values: string[];
  count: number;
}

/**
 * The output of https://url.spec.whatwg.org/#concept-urlencoded-serializer (UTF-8) on the
 * list the urlencoded string parser makes of `input`, after
 * https://url.spec.whatwg.org/#dom-urlsearchparams-sort step 1 (whose parse is that sorted
 * list), without making the list; or null when it has more than Group.Names distinct names
 * (the caller parses and sorts the list itself).
 *
 * A stable sort by name is the tuples grouped by name, the groups in name order, each in
 * list order. One pass appends each value, encoded, to its name's group; every
 * Group.Pending code units, each group joins its values into one string ("n=v1&n=v2&…", n
 * the encoded name). The result is a rope of those strings (as the serializer's output is,
 * see @x/url-api's serialization-memo.ts): no tuple is kept and nothing is copied twice, so
 * a 100 MB query takes the input, the result and what the pass leaves to collect (a parsed
 * list alone takes 16 bytes per "a=1&"). Slower than parsing and sorting a short list: for
 * long ones. Names are compared by code units (`<` on strings, #code-unit-less-than).
 */
export function sortUnparsed(input: string): string | null {
  let groups: Map<string, Pending> | null = new Map();
  let pending = 0;
  parseStringWith(input, Infinity, (_: unknown, name: string, value: string) => {
    let group = groups?.get(name);
    if (group === undefined) {
      if (groups === null || groups.size === Group.Names) return (groups = null);
      groups.set(name, (group = { done: '', values: [], count: 0 }));
    }
    value = formEncodeUTF8(value);
    // Each array is kept between joins and written in place: no copy, no growth after the
    // first rounds.
    group.values[group.count++] = value;
    if ((pending += name.length + value.length + 2) > Group.Pending) {
      pending = 0;
      for (const [n, g] of groups as Map<string, Pending>) flush(n, g);
    }
  });
  if (groups === null) return null;
  let output = '';
  for (const name of [...groups.keys()].sort()) output = andThen(output, flush(name, groups.get(name) as Pending));
  return output;
}

/** Joins a group's pending values, each written "name=value", onto what it has joined. */
function flush(name: string, group: Pending): string {
  const { values, count } = group;
  if (count > 0) {
    const prefix = `${formEncodeUTF8(name)}=`;
    // Truncated to this round's values (a longer earlier round left its own behind).
    values.length = count;
    group.done = andThen(group.done, prefix + values.join(`&${prefix}`));
    group.count = 0;
  }
  return group.done;
}

/** `serialized` then `more`, with "&" between them unless `serialized` is empty: a rope of two. */
const andThen = (serialized: string, more: string): string => (serialized === '' ? more : `${serialized}&${more}`);
