// Matching a part list without its regular expression, in time linear in the input (times
// the pattern's size), with the answer the expression gives.
//
// urlpattern.bs #url-pattern-match runs RegExpBuiltinExec on the expression that
// #generate-a-regular-expression-and-name-list writes. Some of those expressions backtrack
// for a time that grows exponentially or polynomially with the input on a failing match:
// a repeated group with a prefix or suffix followed by more variable parts
// ("{a:foo}+:bar": "(?:a((?:[^]+?)(?:a(?:[^]+?))*))([^]+?)", exponential), or several
// wildcards whose ends nothing fixes ("*-*-x": one try per pair of ends). regexp-generation.ts
// rewrites the cases that one quantifier can express; the others are matched here.
//
// How: a part list without regexp parts is a sequence of fixed texts and wildcard groups.
// First, right to left, reach[k][p] says whether parts k.. can match input[p..] to its end
// (each part's possible ends from p are a range of a run of its class, or a few fixed
// lengths, so every entry costs O(1) with prefix counts). Then, left to right, each part
// takes the first end, in the order in which the expression's backtracking tries them
// (lazy "+?" the shortest, greedy "*" the longest, an optional group before skipping it,
// a repetition before leaving it), from which the rest can still match: since the rest's
// success does not depend on earlier captures (no backreferences), that is the path the
// expression's backtracking accepts first, with the same captures.
// part-list-matcher.test.ts compares both on random patterns and inputs (fixed seed).
import type { Options, Part } from './parts';
import { hasLineTerminator } from './regexp-generation';

const enum Kind {
  /** Fixed text, with its modifier. */
  Text,
  /** A segment wildcard: "[^<delimiter>]+?" (lazy), or any code point without a delimiter. */
  Segment,
  /** A full wildcard: ".*" (greedy; "." excludes line terminators). */
  Full,
}

const enum Times {
  Once,
  Optional,
  ZeroOrMore,
  OneOrMore,
}

interface Step {
  readonly kind: Kind;
  readonly times: Times;
  /** Fixed text's value (folded with ignoreCase); a group's prefix and suffix. */
  readonly text: string;
  readonly prefix: string;
  readonly suffix: string;
}

/** A compiled part list: exec() returns what RegExpBuiltinExec returns on its expression (match, then one capture per group), or null. */
export interface PartListMatcher {
  exec(input: string): Array<string | undefined> | null;
  /** Whether exec would match, without choosing the captures (test()'s route). */
  test(input: string): boolean;
}

const TIMES: Readonly<Record<Part['modifier'], Times>> = {
  none: Times.Once,
  optional: Times.Optional,
  'zero-or-more': Times.ZeroOrMore,
  'one-or-more': Times.OneOrMore,
};

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return false;
  return true;
}

/**
 * Whether the expression of `partList` may backtrack for longer than linear time, so that
 * match() should use this matcher: a repeated segment group with a prefix or suffix that
 * regexp-generation.ts leaves in the spec's nested form, or two or more wildcards whose end
 * is not fixed by a delimiter right after them.
 */
export function needsPartListMatcher(partList: readonly Part[], options: Options): boolean {
  let unbounded = 0;
  for (let i = 0; i < partList.length; i++) {
    const part = partList[i] as Part;
    if (part.type === 'fixed-text') {
      if (part.modifier !== 'none') unbounded++;
      continue;
    }
    const repeated = part.modifier === 'zero-or-more' || part.modifier === 'one-or-more';
    if (repeated && (part.prefix !== '' || part.suffix !== '') && part.type === 'segment-wildcard') return true;
    if (!endsAtDelimiter(partList, i, options)) unbounded++;
  }
  return unbounded >= 2;
}

/** Whether group `index` is a segment wildcard that a delimiter (or the end) follows, so its one possible end is the first delimiter. */
function endsAtDelimiter(partList: readonly Part[], index: number, options: Options): boolean {
  const part = partList[index] as Part;
  const d = options.delimiterCodePoint;
  if (part.type !== 'segment-wildcard' || d === '') return false;
  if (part.modifier === 'zero-or-more' || part.modifier === 'one-or-more') return false;
  if (part.suffix !== '') return part.suffix.startsWith(d);
  const next = partList[index + 1];
  if (next === undefined) return true;
  if (next.modifier !== 'none') return false;
  return next.type === 'fixed-text' ? next.value.startsWith(d) : next.prefix.startsWith(d);
}

/**
 * The matcher for `partList`, or null when it has a regexp part (the user's expression
 * decides), non-ASCII fixed text (case folding beyond ASCII), or a repeated full wildcard
 * with a line terminator in its prefix or suffix (not rewritten by regexp-generation.ts).
 */
export function createPartListMatcher(partList: readonly Part[], options: Options): PartListMatcher | null {
  const steps: Step[] = [];
  for (const part of partList) {
    if (part.type === 'regexp') return null;
    if (!isAscii(part.value) || !isAscii(part.prefix) || !isAscii(part.suffix)) return null;
    const times = TIMES[part.modifier];
    if (part.type === 'fixed-text') {
      if (part.value === '') return null;
      steps.push({ kind: Kind.Text, times, text: fold(part.value, options.ignoreCase), prefix: '', suffix: '' });
      continue;
    }
    const repeated = times === Times.ZeroOrMore || times === Times.OneOrMore;
    if (part.type === 'full-wildcard' && repeated && hasLineTerminator(part.prefix + part.suffix)) return null;
    steps.push({
      kind: part.type === 'segment-wildcard' ? Kind.Segment : Kind.Full,
      times,
      text: '',
      prefix: fold(part.prefix, options.ignoreCase),
      suffix: fold(part.suffix, options.ignoreCase),
    });
  }
  const delimiter = options.delimiterCodePoint === '' ? -1 : options.delimiterCodePoint.charCodeAt(0);
  const ignoreCase = options.ignoreCase;
  return {
    exec: (input) => {
      const t = reachTables(steps, input, delimiter, ignoreCase);
      return t.reach[0]?.[0] === 1 ? choose(steps, t.tables, t.reach, input, ignoreCase) : null;
    },
    test: (input) => reachTables(steps, input, delimiter, ignoreCase).reach[0]?.[0] === 1,
  };
}

/** Simple case folding (the "vi" flags' Canonicalize) of ASCII text: upper case to lower. */
function fold(s: string, ignoreCase: boolean): string {
  return ignoreCase ? s.toLowerCase() : s;
}

/** An input code unit as the folded ASCII pattern text compares it: U+017F and U+212A fold to "s" and "k". */
function foldUnit(c: number): number {
  if (c >= 0x41 && c <= 0x5a) return c + 0x20;
  if (c === 0x017f) return 0x73;
  if (c === 0x212a) return 0x6b;
  return c;
}

/** Whether `text` (ASCII, folded) occurs in `input` at `at`. */
function textAt(input: string, at: number, text: string, ignoreCase: boolean): boolean {
  if (at + text.length > input.length) return false;
  for (let j = 0; j < text.length; j++) {
    const c = input.charCodeAt(at + j);
    if ((ignoreCase ? foldUnit(c) : c) !== text.charCodeAt(j)) return false;
  }
  return true;
}

/** Per position, how many code units from there its class matches in a row. */
function runs(input: string, kind: Kind, delimiter: number): Int32Array {
  const n = input.length;
  const run = new Int32Array(n + 1);
  for (let p = n - 1; p >= 0; p--) {
    const c = input.charCodeAt(p);
    const inClass = kind === Kind.Segment ? c !== delimiter : c !== 0x0a && c !== 0x0d && c !== 0x2028 && c !== 0x2029;
    run[p] = inClass ? (run[p + 1] as number) + 1 : 0;
  }
  return run;
}

/** Counts of true entries: count[p] = trues in [p, n]; any in [a, b] is count[a] - count[b + 1]. */
function suffixCounts(flags: Uint8Array): Int32Array {
  const count = new Int32Array(flags.length + 1);
  for (let p = flags.length - 1; p >= 0; p--) count[p] = (count[p + 1] as number) + (flags[p] as number);
  return count;
}

function anyIn(count: Int32Array, a: number, b: number): boolean {
  return a <= b && (count[a] as number) - (count[b + 1] as number) > 0;
}

/** What a wildcard step needs, beside the reach after it, while choosing its end. */
interface Tables {
  /** Its class's run length from each position (null for fixed text). */
  readonly run: Int32Array | null;
  /** A group with prefix or suffix: whether its wildcard may end at v (the suffix, then the rest, match from v). */
  readonly exit: Uint8Array | null;
  /** A repeated segment group with prefix or suffix: whether another repetition from v leads to a match. */
  readonly again: Uint8Array | null;
}

/** Right to left: reach[k][p] says whether steps k.. match input[p..] to its end; the tables choose() reads. */
function reachTables(steps: readonly Step[], input: string, delimiter: number, ignoreCase: boolean): { reach: Uint8Array[]; tables: Tables[] } {
  const n = input.length;
  // A position inside a surrogate pair is no code point boundary: no part ends there (the
  // expression has the v flag and matches code points).
  let split: Uint8Array | null = null;
  for (let p = 1; p < n; p++) {
    const c = input.charCodeAt(p);
    if (c >= 0xdc00 && c <= 0xdfff) {
      const h = input.charCodeAt(p - 1);
      if (h >= 0xd800 && h <= 0xdbff) (split ??= new Uint8Array(n + 1))[p] = 1;
    }
  }
  const reach: Uint8Array[] = new Array<Uint8Array>(steps.length + 1);
  const tables: Tables[] = new Array<Tables>(steps.length);
  const last = new Uint8Array(n + 1);
  last[n] = 1;
  reach[steps.length] = last;
  for (let k = steps.length - 1; k >= 0; k--) {
    const step = steps[k] as Step;
    const next = reach[k + 1] as Uint8Array;
    const here = new Uint8Array(n + 1);
    const run = step.kind === Kind.Text ? null : runs(input, step.kind, delimiter);
    let exit: Uint8Array | null = null;
    let again: Uint8Array | null = null;
    if (step.kind === Kind.Text) {
      const t = step.text;
      const len = t.length;
      // For * and +: star[p] = the rest matches after some number of repetitions from p.
      const star = new Uint8Array(n + 1);
      for (let p = n; p >= 0; p--) {
        const at = textAt(input, p, t, ignoreCase);
        star[p] = next[p] === 1 || (at && star[p + len] === 1) ? 1 : 0;
        if (step.times === Times.Once) here[p] = at && next[p + len] === 1 ? 1 : 0;
        else if (step.times === Times.Optional) here[p] = (at && next[p + len] === 1) || next[p] === 1 ? 1 : 0;
        else if (step.times === Times.ZeroOrMore) here[p] = star[p] as number;
        else here[p] = at && star[p + len] === 1 ? 1 : 0;
      }
    } else if (step.prefix === '' && step.suffix === '') {
      const r = run as Int32Array;
      // Lazy segment ends at p+1..p+run; the others (greedy) at p..p+run. An optional
      // group that matches empty is refused (RepeatMatcher's empty check), then skipped:
      // the same ends.
      const minimum = step.kind === Kind.Segment && step.times !== Times.ZeroOrMore ? 1 : 0;
      const nextCount = suffixCounts(next);
      for (let p = 0; p <= n; p++) {
        here[p] = anyIn(nextCount, p + minimum, p + (r[p] as number)) || (step.times === Times.Optional && next[p] === 1) ? 1 : 0;
      }
    } else {
      const r = run as Int32Array;
      const { prefix, suffix } = step;
      const repeatedSegment = step.kind === Kind.Segment && (step.times === Times.ZeroOrMore || step.times === Times.OneOrMore);
      exit = new Uint8Array(n + 1);
      for (let v = 0; v <= n; v++) exit[v] = textAt(input, v, suffix, ignoreCase) && next[v + suffix.length] === 1 ? 1 : 0;
      if (split !== null) for (let v = 0; v <= n; v++) if (split[v] === 1) exit[v] = 0;
      // group[q]: the group's wildcard can start at q (after the prefix) and reach a good end.
      const group = new Uint8Array(n + 1);
      if (repeatedSegment) {
        // "prefix((?:C+?)(?:suffix prefix(?:C+?))*)suffix": from the wildcard's end v, either
        // another repetition (suffix + prefix, then a wildcard) or the exit.
        again = new Uint8Array(n + 1);
        const joint = suffix + prefix;
        const endCount = new Int32Array(n + 2);
        for (let v = n; v >= 0; v--) {
          const w = v + joint.length;
          again[v] = w <= n && group[w] === 1 && textAt(input, v, joint, ignoreCase) ? 1 : 0;
          const end = again[v] === 1 || exit[v] === 1 ? (split !== null && split[v] === 1 ? 0 : 1) : 0;
          endCount[v] = (endCount[v + 1] as number) + end;
          group[v] = anyIn(endCount, v + 1, v + (r[v] as number)) ? 1 : 0;
        }
      } else {
        const exitCount = suffixCounts(exit);
        const minimum = step.kind === Kind.Segment ? 1 : 0;
        for (let q = 0; q <= n; q++) group[q] = anyIn(exitCount, q + minimum, q + (r[q] as number)) ? 1 : 0;
      }
      for (let p = 0; p <= n; p++) {
        const q = p + prefix.length;
        const taken = q <= n && group[q] === 1 && textAt(input, p, prefix, ignoreCase);
        here[p] = taken || ((step.times === Times.Optional || step.times === Times.ZeroOrMore) && next[p] === 1) ? 1 : 0;
      }
    }
    if (split !== null) for (let p = 0; p <= n; p++) if (split[p] === 1) here[p] = 0;
    reach[k] = here;
    tables[k] = { run, exit, again };
  }
  return { reach, tables };
}

/** The first position of [low, high] whose flag is set, scanning up (lazy) or down (greedy); -1 if none. */
function firstSet(flags: Uint8Array, low: number, high: number, down: boolean): number {
  if (down) {
    for (let v = high; v >= low; v--) if (flags[v] === 1) return v;
  } else {
    for (let v = low; v <= high; v++) if (flags[v] === 1) return v;
  }
  return -1;
}

/** Left to right: each step takes the first end, in its expression's order of tries, from which the rest matches. */
function choose(steps: readonly Step[], tables: readonly Tables[], reach: readonly Uint8Array[], input: string, ignoreCase: boolean): Array<string | undefined> {
  const result: Array<string | undefined> = [input];
  let p = 0;
  for (let k = 0; k < steps.length; k++) {
    const step = steps[k] as Step;
    const next = reach[k + 1] as Uint8Array;
    if (step.kind === Kind.Text) {
      const len = step.text.length;
      if (step.times === Times.Once) {
        p += len;
        continue;
      }
      // Greedy: the most repetitions after which the rest matches.
      let most = 0;
      while (textAt(input, p + most * len, step.text, ignoreCase) && (step.times !== Times.Optional || most < 1)) most++;
      const least = step.times === Times.OneOrMore ? 1 : 0;
      let j = most;
      while (j > least && next[p + j * len] !== 1) j--;
      p += j * len;
      continue;
    }
    const { run, exit, again } = tables[k] as Tables;
    const r = run as Int32Array;
    if (step.prefix === '' && step.suffix === '') {
      const end = p + (r[p] as number);
      // Lazy "[^d]+?" takes the shortest; greedy ".*" (and the repeated segment wildcard,
      // which captures as "[^d]*" does) the longest; an optional ".*" may not match empty.
      const e =
        step.kind === Kind.Segment && (step.times === Times.Once || step.times === Times.Optional)
          ? firstSet(next, p + 1, end, false)
          : firstSet(next, step.times === Times.Optional || (step.kind === Kind.Segment && step.times === Times.OneOrMore) ? p + 1 : p, end, true);
      if (e === -1) {
        // Only an optional group can fail here (reach said the rest matches): skipped.
        result.push(undefined);
      } else {
        result.push(input.slice(p, e));
        p = e;
      }
      continue;
    }
    const ex = exit as Uint8Array;
    const q = p + step.prefix.length;
    const suffixLength = step.suffix.length;
    let captureEnd = -1;
    if (textAt(input, p, step.prefix, ignoreCase)) {
      if (again !== null) {
        // The repetition, as its backtracking explores it: at each wildcard, the shortest end
        // from which another repetition or the exit succeeds; another repetition first.
        let start = q;
        for (;;) {
          const end = start + (r[start] as number);
          let v = start + 1;
          while (v <= end && again[v] !== 1 && ex[v] !== 1) v++;
          if (v > end) break;
          if (again[v] === 1) {
            start = v + suffixLength + step.prefix.length;
            continue;
          }
          captureEnd = v;
          break;
        }
      } else {
        const end = q + (r[q] as number);
        captureEnd = step.kind === Kind.Segment ? firstSet(ex, q + 1, end, false) : firstSet(ex, q, end, true);
      }
    }
    if (captureEnd === -1) {
      result.push(undefined);
    } else {
      result.push(input.slice(q, captureEnd));
      p = captureEnd + suffixLength;
    }
  }
  return result;
}
