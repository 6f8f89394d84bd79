// https://url.spec.whatwg.org/#percent-encoded-bytes
//
// The eight percent-encode sets share one 128-entry table: each ASCII code point holds
// one bit per set that contains it. Every set also contains all code points above
// U+007E (~), so a set is fully described by its bit.
import { codeUnitAt } from './code-unit';

/** A percent-encode set: one bit in the shared table that isInPercentEncodeSet reads. */
export type PercentEncodeSet = number & { readonly __percentEncodeSet: unique symbol };

/** https://url.spec.whatwg.org/#c0-control-percent-encode-set */
export const C0_CONTROL_PERCENT_ENCODE_SET = 0x01 as PercentEncodeSet;
/** https://url.spec.whatwg.org/#fragment-percent-encode-set */
export const FRAGMENT_PERCENT_ENCODE_SET = 0x02 as PercentEncodeSet;
/** https://url.spec.whatwg.org/#query-percent-encode-set */
export const QUERY_PERCENT_ENCODE_SET = 0x04 as PercentEncodeSet;
/** https://url.spec.whatwg.org/#special-query-percent-encode-set */
export const SPECIAL_QUERY_PERCENT_ENCODE_SET = 0x08 as PercentEncodeSet;
/** https://url.spec.whatwg.org/#path-percent-encode-set (includes U+005E ^) */
export const PATH_PERCENT_ENCODE_SET = 0x10 as PercentEncodeSet;
/** https://url.spec.whatwg.org/#userinfo-percent-encode-set */
export const USERINFO_PERCENT_ENCODE_SET = 0x20 as PercentEncodeSet;
/** https://url.spec.whatwg.org/#component-percent-encode-set */
export const COMPONENT_PERCENT_ENCODE_SET = 0x40 as PercentEncodeSet;
/** https://url.spec.whatwg.org/#application-x-www-form-urlencoded-percent-encode-set */
export const FORM_URLENCODED_PERCENT_ENCODE_SET = 0x80 as PercentEncodeSet;

function buildTable(): Uint8Array {
  const table = new Uint8Array(128);
  const add = (bits: number, chars: string): void => {
    for (let i = 0; i < chars.length; i++) {
      const c = codeUnitAt(chars, i);
      table[c] = (table[c] ?? 0) | bits;
    }
  };
  // Each set is its parent set plus a few code points, so a code point carries the bit
  // of the set that first adds it and the bits of every set built on that one.
  const fragmentUp = FRAGMENT_PERCENT_ENCODE_SET;
  const queryUp = QUERY_PERCENT_ENCODE_SET | SPECIAL_QUERY_PERCENT_ENCODE_SET | PATH_PERCENT_ENCODE_SET |
    USERINFO_PERCENT_ENCODE_SET | COMPONENT_PERCENT_ENCODE_SET | FORM_URLENCODED_PERCENT_ENCODE_SET;
  const specialQueryUp = SPECIAL_QUERY_PERCENT_ENCODE_SET;
  const pathUp = PATH_PERCENT_ENCODE_SET | USERINFO_PERCENT_ENCODE_SET | COMPONENT_PERCENT_ENCODE_SET |
    FORM_URLENCODED_PERCENT_ENCODE_SET;
  const userinfoUp = USERINFO_PERCENT_ENCODE_SET | COMPONENT_PERCENT_ENCODE_SET | FORM_URLENCODED_PERCENT_ENCODE_SET;
  const componentUp = COMPONENT_PERCENT_ENCODE_SET | FORM_URLENCODED_PERCENT_ENCODE_SET;
  const formUp = FORM_URLENCODED_PERCENT_ENCODE_SET;
  // C0 controls (and U+007F, which is above U+007E) are in every set.
  for (let c = 0; c < 0x20; c++) table[c] = 0xff;
  table[0x7f] = 0xff;
  // Fragment: C0 + space " < > `.
  add(fragmentUp, ' "<>`');
  // Query: C0 + space " # < > (not `: the query set is not built on the fragment set).
  add(queryUp, ' "#<>');
  // Special-query: query + '. (Path and the sets built on it do not contain ' until
  // the form set adds it.)
  add(specialQueryUp, "'");
  // Path: query + ? ^ ` { }.
  add(pathUp, '?^`{}');
  // Userinfo: path + / : ; = @ [ \ ] |.
  add(userinfoUp, '/:;=@[\\]|');
  // Component: userinfo + $ % & + ,.
  add(componentUp, '$%&+,');
  // application/x-www-form-urlencoded: component + ! ' ( ) ~.
  add(formUp, "!'()~");
  return table;
}

/**
 * For each ASCII code point, the bits of the percent-encode sets that contain it.
 * Internal: the encoders read it on every call, so it is not exported from the package
 * (a caller clearing a bit would change every later parse); use isInPercentEncodeSet.
 */
export const PERCENT_ENCODE_TABLE: Uint8Array = buildTable();

/**
 * The TypeError of `fn` unless `set` is one of the eight percent-encode sets (one bit of
 * the table: any other number, a string or an object would read bits no set defines) and
 * `spaceAsPlus` a boolean.
 */
export function checkPercentEncodeSet(fn: string, set: unknown, spaceAsPlus: unknown = false): void {
  // One of 1, 2, 4, …, 128 (NaN, fractions and other numbers fail one of the tests).
  if (typeof set !== 'number' || !(set >= 1 && set <= 0x80) || (set & (set - 1)) !== 0 || set % 1 !== 0) {
    throw new TypeError(`${fn}: set must be a percent-encode set, got ${typeof set === 'number' ? set : typeof set}`);
  }
  if (typeof spaceAsPlus !== 'boolean') throw new TypeError(`${fn}: spaceAsPlus must be a boolean, got ${typeof spaceAsPlus}`);
}

/** Whether `codePoint` is in `set` (all code points above U+007E are in every set). */
export function isInPercentEncodeSet(codePoint: number, set: PercentEncodeSet): boolean {
  if (typeof codePoint !== 'number') {
    throw new TypeError(`isInPercentEncodeSet: codePoint must be a number, got ${typeof codePoint}`);
  }
  checkPercentEncodeSet('isInPercentEncodeSet', set);
  if (codePoint > 0x7e) return true;
  return codePoint >= 0 && ((PERCENT_ENCODE_TABLE[codePoint] ?? 0) & set) !== 0;
}
