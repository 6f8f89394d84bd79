// Random pattern strings for the seeded differential tests (regexp-generation-differential
// and part-list-matcher): pieces of pattern syntax joined at random, each ":n" given its
// own name, parsed with an options struct; the option sets they run under.
import { DEFAULT_OPTIONS, HOSTNAME_OPTIONS, PATHNAME_OPTIONS, type Options, type Part } from '../src/parts';
import { parsePatternString } from '../src/pattern-parser';

export const OPTION_SETS: ReadonlyArray<readonly [string, Options]> = [
  ['default', DEFAULT_OPTIONS],
  ['hostname', HOSTNAME_OPTIONS],
  ['pathname', PATHNAME_OPTIONS],
  ['pathname ignoreCase', { ...PATHNAME_OPTIONS, ignoreCase: true }],
  ['default ignoreCase', { ...DEFAULT_OPTIONS, ignoreCase: true }],
];

/** One to six of `pieces` joined, each ":n" renamed ":n0", ":n1", … */
export function randomPattern(r: () => number, pieces: readonly string[]): string {
  let pattern = '';
  const count = 1 + Math.floor(r() * 6);
  let names = 0;
  for (let k = 0; k < count; k++) {
    const piece = pieces[Math.floor(r() * pieces.length)] as string;
    pattern += piece.includes(':n') ? piece.replace(':n', `:n${names++}`) : piece;
  }
  return pattern;
}

/** The part list of `pattern`, or null when it is not a well-formed pattern string. */
export function partsOf(pattern: string, options: Options): Part[] | null {
  try {
    return parsePatternString(pattern, options, (s) => s);
  } catch {
    return null;
  }
}
