// URLPattern.compareComponent (WPT urlpattern-compare-tests.tentative.js; not yet in
// urlpattern.bs): orders two patterns' part lists for one component, so a router can try
// the more specific pattern first. Part by part: the type (fixed text, then a regexp group,
// then a segment wildcard, then a full wildcard), then the modifier (none, "+", "?", "*"),
// then prefix, value and suffix by code unit order; group names never count. A list that
// runs out is compared as if it went on with an empty fixed-text part.
import type { Part, PartModifier, PartType } from './parts';

const TYPE_RANK: Readonly<Record<PartType, number>> = { 'full-wildcard': 0, 'segment-wildcard': 1, regexp: 2, 'fixed-text': 3 };
const MODIFIER_RANK: Readonly<Record<PartModifier, number>> = { 'zero-or-more': 0, optional: 1, 'one-or-more': 2, none: 3 };
const EMPTY_FIXED_PART: Part = { type: 'fixed-text', value: '', modifier: 'none', name: '', prefix: '', suffix: '' };

function compareNumbers(a: number, b: number): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareStrings(a: string, b: string): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

function comparePart(a: Part, b: Part): -1 | 0 | 1 {
  return (
    compareNumbers(TYPE_RANK[a.type], TYPE_RANK[b.type]) ||
    compareNumbers(MODIFIER_RANK[a.modifier], MODIFIER_RANK[b.modifier]) ||
    compareStrings(a.prefix, b.prefix) ||
    compareStrings(a.value, b.value) ||
    compareStrings(a.suffix, b.suffix)
  );
}

/** -1, 0 or 1 as `left` is less specific than, as specific as, or more specific than `right`. */
export function comparePartLists(left: readonly Part[], right: readonly Part[]): -1 | 0 | 1 {
  const n = Math.max(left.length, right.length);
  for (let i = 0; i < n; i++) {
    const c = comparePart(left[i] ?? EMPTY_FIXED_PART, right[i] ?? EMPTY_FIXED_PART);
    if (c !== 0) return c;
  }
  return 0;
}
