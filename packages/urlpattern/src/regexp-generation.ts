// https://urlpattern.spec.whatwg.org/#converting-part-lists-to-regular-expressions
import { escapeRegexpString } from './escape';
import { FULL_WILDCARD_REGEXP_VALUE, modifierToString, type Options, type Part } from './parts';
import { generateSegmentWildcardRegexp } from './pattern-parser';

/**
 * Which expressions to generate: 'spec' writes the spec's forms; 'linear' (the default)
 * writes the repeated wildcard groups whose spec form nests two quantifiers over the same
 * characters, which backtracks exponentially on a failing input ({search: ":foo+x"} took
 * 150 ms at 24 characters, doubling with each), as one greedy quantifier. The rewritten
 * group matches the same strings and, because the spec's outer repetition tries every
 * longer span before a shorter one, captures the same span in the same order of tries
 * (regexp-generation-differential.test.ts checks the two forms against each other).
 * A repeated segment wildcard with a prefix or suffix ("{a:foo}+x" in the search) is
 * rewritten too when nothing but plain fixed text follows it: see onlyFixedTextAfter.
 */
export type RegexpForm = 'spec' | 'linear';

/** Any code point: the spec's "[^]" is written "[\s\S]" because Node 20's V8 mis-matches "[^]" under the v flag (/^[^]+$/v.test("ab") is false there). */
const ANY = '[\\s\\S]';

/** A segment wildcard's character class: "[^<delimiter>]", or any code point without a delimiter. */
function segmentClass(options: Options): string {
  return options.delimiterCodePoint === '' ? ANY : `[^${escapeRegexpString(options.delimiterCodePoint)}]`;
}

/** Whether `s` holds a line terminator, which "." does not match (so ".*" runs stop there). */
export function hasLineTerminator(s: string): boolean {
  return s.includes('\n') || s.includes('\r') || s.includes('\u2028') || s.includes('\u2029');
}

/**
 * Whether every part after `index` is fixed text without a modifier. Then the end of a
 * group at `index` is fixed (the expression ends in "$"), so a rewritten group that
 * matches the same strings captures the same span whatever order it tries spans in.
 */
function onlyFixedTextAfter(partList: readonly Part[], index: number): boolean {
  for (let i = index + 1; i < partList.length; i++) {
    const part = partList[i] as Part;
    if (part.type !== 'fixed-text' || part.modifier !== 'none') return false;
  }
  return true;
}

/**
 * Whether the spec's form of a repeated segment wildcard with `prefix` and `suffix`,
 * prefix((?:C+?)(?:suffix prefix(?:C+?))*)suffix with C the segment class, matches the
 * same strings inside its capture as prefix(C+)suffix: true when suffix and prefix hold no
 * delimiter code point (C holds every code unit of them), since then every repetition is
 * a run of C and one repetition already matches any run. The delimiter code points of the
 * standard's options ("/", ".", none) have no case variants, so ignoreCase changes nothing.
 */
function repetitionIsOneRun(prefix: string, suffix: string, options: Options): boolean {
  const d = options.delimiterCodePoint;
  return d === '' || (!prefix.includes(d) && !suffix.includes(d));
}

/** https://urlpattern.spec.whatwg.org/#generate-a-regular-expression-and-name-list */
export function generateRegularExpressionAndNameList(
  partList: readonly Part[],
  options: Options,
  form: RegexpForm = 'linear',
): { regexp: string; nameList: string[] } {
  let result = '^';
  const nameList: string[] = [];
  for (let index = 0; index < partList.length; index++) {
    const part = partList[index] as Part;
    if (part.type === 'fixed-text') {
      if (part.modifier === 'none') result += escapeRegexpString(part.value);
      else result += `(?:${escapeRegexpString(part.value)})${modifierToString(part.modifier)}`;
      continue;
    }
    nameList.push(part.name);
    let regexpValue = part.value;
    // The segment wildcard regexp (#generate-a-segment-wildcard-regexp), with ANY for "[^]".
    if (part.type === 'segment-wildcard') regexpValue = options.delimiterCodePoint === '' ? `${ANY}+?` : generateSegmentWildcardRegexp(options);
    else if (part.type === 'full-wildcard') regexpValue = FULL_WILDCARD_REGEXP_VALUE;
    const modifier = modifierToString(part.modifier);
    const repeated = part.modifier === 'zero-or-more' || part.modifier === 'one-or-more';
    if (part.prefix === '' && part.suffix === '') {
      if (!repeated) result += `(${regexpValue})${modifier}`;
      else if (form === 'linear' && part.type === 'segment-wildcard') result += `(${segmentClass(options)}${modifier})`;
      else if (form === 'linear' && part.type === 'full-wildcard') result += '(.*)';
      else result += `((?:${regexpValue})${modifier})`;
      continue;
    }
    const prefix = escapeRegexpString(part.prefix);
    const suffix = escapeRegexpString(part.suffix);
    if (!repeated) {
      result += `(?:${prefix}(${regexpValue})${suffix})${modifier}`;
      continue;
    }
    if (form === 'linear' && part.type === 'full-wildcard' && !hasLineTerminator(part.suffix + part.prefix)) {
      // ".*" already matches every run of ".*" joined by suffix and prefix.
      result += `(?:${prefix}(.*)${suffix})`;
    } else if (
      form === 'linear' &&
      part.type === 'segment-wildcard' &&
      repetitionIsOneRun(part.prefix, part.suffix, options) &&
      onlyFixedTextAfter(partList, index)
    ) {
      result += `(?:${prefix}(${segmentClass(options)}+)${suffix})`;
    } else {
      result += `(?:${prefix}((?:${regexpValue})(?:${suffix}${prefix}(?:${regexpValue}))*)${suffix})`;
    }
    if (part.modifier === 'zero-or-more') result += '?';
  }
  result += '$';
  return { regexp: result, nameList };
}
