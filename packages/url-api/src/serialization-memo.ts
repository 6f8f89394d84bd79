// Serializing a URLSearchParams list again after a change.
//
// The update steps (https://url.spec.whatwg.org/#concept-urlsearchparams-update) run the
// urlencoded serializer over the whole list on every append, set, delete and sort of a
// URL's searchParams, and toString() runs it after any change. Most tuples did not change
// since the last run, so the list remembers what encoding each one needed: serializing
// again encodes only the tuples that are new.
import { encodeUrlencodedString } from '@x/urlencoded/internal';

/**
 * What the last serialization of a list found, three entries per tuple: `memo[3i]` and
 * `memo[3i + 1]` are the name and value that were at tuple i, and `memo[3i + 2]` their
 * encoded "name=value", or null when neither needed encoding (then "name=value" is written
 * from the list: keeping that string too would double the memory of a list of plain
 * tuples). An entry is reused only when tuple i holds the same name and value again.
 */
export type SerializationMemo = (string | null)[];

/**
 * Tuples per flattened piece of the output. Concatenating tuple by tuple makes a rope of
 * two string nodes per tuple, each larger than the text it adds ("a=b&" repeated 25
 * million times kept 2.2 GB of nodes for 100 MB of text); flattening every 1,024 tuples
 * lets the nodes die young, and the output is a rope of pieces.
 */
const PAIRS_PER_PIECE = 1024;

/**
 * `piece`, a serialization (ASCII without white space: spaces are "+", other white space
 * percent-encoded), as one flat string. String#trim flattens its receiver (V8) and has
 * nothing to remove here. Reading a code unit would flatten too, but an optimizing
 * compiler drops a read whose result is unused, and String#toWellFormed returns a one-byte
 * string as it is (both measured: the 2.2 GB stayed).
 */
function flatten(piece: string): string {
  return piece.trim();
}

/**
 * https://url.spec.whatwg.org/#concept-urlencoded-serializer of the flat `list` with
 * UTF-8: "name=value" of the encodings, joined by "&". With a memo, reuses and then
 * updates it; without (null: a list's first serialization), encodes every tuple.
 */
export function serializeList(list: readonly string[], memo: SerializationMemo | null): string {
  const length = list.length;
  let output = '';
  let block = ''; // the tuples since the last flattened piece
  for (let i = 0, k = 0; i < length; i += 2, k++) {
    const name = list[i] as string;
    const value = list[i + 1] as string;
    const at = 3 * k;
    let piece: string;
    if (memo === null) {
      piece = `${encodeUrlencodedString(name)}=${encodeUrlencodedString(value)}`;
    } else if (memo[at] === name && memo[at + 1] === value) {
      // Usually the very strings of the last run (the comparison is then one of pointers).
      const encoded = memo[at + 2] as string | null;
      piece = encoded === null ? `${name}=${value}` : encoded;
    } else {
      const encodedName = encodeUrlencodedString(name);
      const encodedValue = encodeUrlencodedString(value);
      piece = `${encodedName}=${encodedValue}`;
      memo[at] = name;
      memo[at + 1] = value;
      // The encoder returns its input itself when nothing needed encoding. An encoded piece
      // is a rope of a node per percent-encoded byte: the memo keeps it flat (a third of
      // the memory, measured).
      if (encodedName === name && encodedValue === value) memo[at + 2] = null;
      else memo[at + 2] = piece = flatten(piece);
    }
    // Steps 3.2–3.5 ("output is not the empty string" is "not the first tuple": a tuple
    // always writes at least "=").
    block = k === 0 ? piece : `${block}&${piece}`;
    if (k % PAIRS_PER_PIECE === PAIRS_PER_PIECE - 1) {
      output += flatten(block);
      block = '';
    }
  }
  // Entries past the end would keep removed names and values alive.
  if (memo !== null && memo.length > (3 * length) / 2) memo.length = (3 * length) / 2;
  return output + block;
}
