// A name-value list still in its urlencoded form: what can be answered about the list the
// urlencoded string parser would make of `input` by reading `input`, without building the
// list. URLSearchParams keeps a query string so until a method needs its tuples
// (toString(), and sort() of a list already in order, do not): a parsed list holds a
// pointer per name and per value, 16 bytes a tuple for "a=b&" (4 bytes of input).
import { codeUnitAt, stringSlice } from './code-unit';
import { parseStringWith } from './urlencoded-parser';
import { UNENCODED } from './urlencoded-percent-encode';

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
