// Serializing a URLSearchParams list again after a change.
//
// The update steps (https://url.spec.whatwg.org/#concept-urlsearchparams-update) run the
// urlencoded serializer over the whole list on every append, set, delete and sort of a
// URL's searchParams, and toString() runs it after any change. Most tuples did not change
// since the last run, so the list remembers what encoding each one needed: serializing
// again encodes only the tuples that are new.
import { encodeUrlencodedString } from '@x/urlencoded/internal';
import type { Pair } from './url-search-params-iterator';

/**
 * What the last serialization of a list found, interleaved: `memo[2i]` is the pair that
 * was at index i and `memo[2i + 1]` its encoded "name=value", or null when neither its
 * name nor its value needed encoding (then "name=value" is written from the pair: keeping
 * that string too would double the memory of a list of plain tuples). An entry is reused
 * only for the same pair object at the same index, which is sound because a list never
 * changes a pair in place (set() puts in a new pair).
 */
export type SerializationMemo = (Pair | string | null)[];

/**
 * https://url.spec.whatwg.org/#concept-urlencoded-serializer of `list` with UTF-8, reusing
 * and then updating `memo`. The same string as serializeUrlencodedUnchecked(list).
 */
export function serializeListWithMemo(list: readonly Pair[], memo: SerializationMemo): string {
  const length = list.length;
  let output = '';
  for (let i = 0; i < length; i++) {
    const pair = list[i] as Pair;
    const name = pair[0];
    const value = pair[1];
    const at = 2 * i;
    let piece: string;
    if (memo[at] === pair) {
      const encoded = memo[at + 1] as string | null;
      piece = encoded === null ? `${name}=${value}` : encoded;
    } else {
      const encodedName = encodeUrlencodedString(name);
      const encodedValue = encodeUrlencodedString(value);
      piece = `${encodedName}=${encodedValue}`;
      memo[at] = pair;
      // The encoder returns its input itself when nothing needed encoding. An encoded piece
      // is a rope of a node per percent-encoded byte; reading a code unit makes V8 flatten
      // it, so the memo keeps one flat string (a third of the memory, measured).
      if (encodedName === name && encodedValue === value) memo[at + 1] = null;
      else {
        piece.charCodeAt(0);
        memo[at + 1] = piece;
      }
    }
    output = i === 0 ? piece : `${output}&${piece}`;
  }
  // Entries past the end would keep removed pairs alive.
  if (memo.length > 2 * length) memo.length = 2 * length;
  return output;
}
