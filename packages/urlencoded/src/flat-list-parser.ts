// @x/urlencoded/internal's parser: the urlencoded string parser into a flat list. In a
// module of its own (not parse-urlencoded.ts, which the root entry re-exports), so that the
// root entry's bundled type declarations do not carry it under a minified alias.
import { parseStringWith, pushFlat } from './urlencoded-parser';

/**
 * Low-level: https://url.spec.whatwg.org/#concept-urlencoded-string-parser as
 * `URLSearchParams` runs it, with no options and no argument check (`input` must be a
 * string), into a flat list: each name followed by its value, `[n0, v0, n1, v1, …]`. The
 * pairs {@link parseUrlencodedString} returns without options, for a bundle that needs
 * neither its checks nor its options (`@x/url-api`'s URLSearchParams, which keeps its list
 * flat: no array per pair).
 */
export function parseUrlencodedStringFlat(input: string): string[] {
  // Never null: there is no limit on the pairs.
  return parseStringWith(input, Infinity, pushFlat) as string[];
}
