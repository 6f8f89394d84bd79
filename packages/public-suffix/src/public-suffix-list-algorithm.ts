// The Public Suffix List formal algorithm, on a domain (an ASCII string as the host
// parser returns it): https://github.com/publicsuffix/list/wiki/Format#formal-algorithm
//
// Rather than matching every rule (algorithm step 1), it walks the rule trie from the
// rightmost label leftwards, which finds the same prevailing rule: a longer match is met
// later in the walk (step 4: most labels wins), an exception is a leaf of the trie and
// stops the walk (step 3: it prevails over everything), and nothing can match below a
// node the host does not have. Each label is looked up once, and the walk is bounded by
// the deepest rule, so the cost is linear in the host's length.
//
// Labels are split on "." exactly as written. The URL Standard's host parser accepts
// empty labels (`a..b`, `.a`), which the list's format does not consider; an empty label
// here equals no listed label, but a `*` rule matches it, as `*` matches any label.
import { EXCEPTION, FLAG_BITS, PRIVATE_RULE, PRIVATE_WILDCARD, RULE, WILDCARD, ruleTrie } from './rule-trie';

const DOT = 0x2e;

/** Index of the last "." in domain[0, end), or -1. */
function lastDot(domain: string, end: number): number {
  for (let i = end - 1; i >= 0; i--) if (domain.charCodeAt(i) === DOT) return i;
  return -1;
}

/**
 * A node's packed value with the PRIVATE section's rules taken out: its rule or exception
 * when PRIVATE_RULE, its wildcard when PRIVATE_WILDCARD (the child index is kept, so the
 * walk still reaches ICANN rules below a private one).
 */
function icannOnly(value: number): number {
  let drop = 0;
  if ((value & PRIVATE_RULE) !== 0) drop |= RULE | EXCEPTION;
  if ((value & PRIVATE_WILDCARD) !== 0) drop |= WILDCARD;
  return value & ~drop;
}

/**
 * Where the public suffix of `domain` starts: `domain.slice(result)` is the public
 * suffix, including the trailing dot if `domain` has one. The list's Note 3 (a trailing
 * dot is kept: `example.com.` gives `com.`) and the URL Standard agree, so the walk runs
 * on the domain without that dot and the slice to the end puts it back.
 */
export function publicSuffixStart(domain: string, includePrivate = true): number {
  const nodes = ruleTrie();
  let end = domain.length;
  if (end > 0 && domain.charCodeAt(end - 1) === DOT) end--;

  let labelEnd = end;
  let labelStart = lastDot(domain, labelEnd) + 1;
  // Step 2: when no rule matches, the prevailing rule is "*": the rightmost label.
  let suffixStart = labelStart;
  let previousStart = labelStart;
  let node = nodes[0];
  let nodeFlags = 0;
  while (node !== undefined) {
    const listed = node.get(domain.slice(labelStart, labelEnd));
    const value = listed === undefined || includePrivate ? listed : icannOnly(listed);
    if (value === undefined) {
      // Only "*.<node>" can match this label, and nothing can below it.
      if ((nodeFlags & WILDCARD) !== 0) suffixStart = labelStart;
      break;
    }
    if ((value & EXCEPTION) !== 0) {
      // Steps 3 and 5: an exception rule prevails; remove its leftmost label.
      suffixStart = previousStart;
      break;
    }
    // Step 4: the matching rule with the most labels prevails (this one is longer).
    if ((value & RULE) !== 0 || (nodeFlags & WILDCARD) !== 0) suffixStart = labelStart;
    const child = value >>> FLAG_BITS;
    if (child === 0 || labelStart === 0) break;
    node = nodes[child];
    nodeFlags = value;
    previousStart = labelStart;
    labelEnd = labelStart - 1;
    labelStart = lastDot(domain, labelEnd) + 1;
  }
  return suffixStart;
}

/**
 * Where the registrable domain of `domain` starts (its public suffix plus the label before
 * it, step 7), or -1 when the public suffix is the whole domain.
 */
export function registrableDomainStart(domain: string, suffixStart: number): number {
  if (suffixStart === 0) return -1;
  // domain[suffixStart - 1] is the "." before the public suffix.
  return lastDot(domain, suffixStart - 1) + 1;
}
