// Serializing a URLSearchParams list again after a change.
//
// The update steps (https://url.spec.whatwg.org/#concept-urlsearchparams-update) run the
// urlencoded serializer over the whole list on every append, set, delete and sort of a
// URL's searchParams, and toString() runs it after any change. Most tuples did not change
// since the last run, so each keeps its encoded "name=value": serializing again encodes
// only the tuples that are new, and joins the rest.
import { serializeUrlencodedTuple } from '@x/urlencoded';
import type { Pair } from './url-search-params-iterator';

/**
 * The encoded tuples of a list's last serialization, interleaved: `memo[2i]` is the pair
 * that was at index i and `memo[2i + 1]` its "name=value". An entry is reused only for the
 * same pair object at the same index, which is sound because a list never changes a pair
 * in place (set() puts in a new pair). One array, not an object per tuple: nothing more
 * for the garbage collector to trace than the pieces themselves.
 */
export type SerializationMemo = (Pair | string)[];

/**
 * https://url.spec.whatwg.org/#concept-urlencoded-serializer of `list` with UTF-8, reusing
 * and then updating `memo`. The same string as serializeUrlencodedUnchecked(list).
 */
export function serializeListWithMemo(list: readonly Pair[], memo: SerializationMemo): string {
  const length = list.length;
  let output = '';
  for (let i = 0; i < length; i++) {
    const pair = list[i] as Pair;
    const at = 2 * i;
    let piece: string;
    if (memo[at] === pair) piece = memo[at + 1] as string;
    else {
      piece = serializeUrlencodedTuple(pair[0], pair[1]);
      memo[at] = pair;
      memo[at + 1] = piece;
    }
    output = i === 0 ? piece : `${output}&${piece}`;
  }
  // Entries past the end would keep removed pairs alive.
  if (memo.length > 2 * length) memo.length = 2 * length;
  return output;
}
