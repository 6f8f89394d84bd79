// The Public Suffix List rules as a reversed-label trie, decoded on first use from the
// generated text in ./psl-data (https://github.com/publicsuffix/list/wiki/Format).
//
// Text grammar (written by scripts/compile-list.ts):
//   list   = entry *( ("," / LF) entry )
//   entry  = label [ "~" ] [ "!" / "?" ] [ "(" list ")" ]
// An entry is a node below its parent (labels run from the TLD leftwards): plain means a
// rule ends here, `!` an exception rule, `?` only a step towards longer rules; `~` says
// that rule or exception is from the list's PRIVATE section (without it, ICANN). The label
// `*` is the wildcard rule "*.<parent>". Labels are ASCII as the domain parser writes them.
//
// In memory, node i is a Map from a child's label to a packed number:
//   (index of the child's own Map, or 0 for a leaf) << 3 | flags.
// Node 0 is the root (the TLDs). One Map per interior node (about 1,300), leaves are just
// numbers in their parent's Map.
import { PSL_TRIE } from './psl-data';

/** A rule ends at this node. */
export const RULE = 1;
/** An exception rule ends at this node (`!label.parent`). */
export const EXCEPTION = 2;
/** The wildcard rule `*.<this node>` is listed. */
export const WILDCARD = 4;
/** The rule or exception ending at this node is from the PRIVATE section. */
export const PRIVATE_RULE = 8;
/** The wildcard rule `*.<this node>` is from the PRIVATE section. */
export const PRIVATE_WILDCARD = 16;
export const FLAG_BITS = 5;

const COMMA = 0x2c;
const LF = 0x0a;
const OPEN = 0x28;
const CLOSE = 0x29;
const BANG = 0x21;
const QUESTION = 0x3f;
const ASTERISK = 0x2a;
const TILDE = 0x7e;

let nodes: ReadonlyArray<ReadonlyMap<string, number>> | undefined;

/** The trie's nodes; decoded once, on first use, so that importing costs nothing. */
export function ruleTrie(): ReadonlyArray<ReadonlyMap<string, number>> {
  if (nodes === undefined) nodes = decode(PSL_TRIE);
  return nodes;
}

function isDelimiter(c: number): boolean {
  return c === COMMA || c === LF || c === OPEN || c === CLOSE || c === BANG || c === QUESTION || c === TILDE;
}

/** One linear pass over the text, with a stack of the entries whose children are open. */
export function decode(text: string): Array<Map<string, number>> {
  const root = new Map<string, number>();
  const maps: Array<Map<string, number>> = [root];
  // Open entries, innermost last: the Map they go into, their label, flags and own index.
  const openParent: Array<Map<string, number>> = [];
  const openLabel: string[] = [];
  const openFlags: number[] = [];
  const openIndex: number[] = [];
  let parent = root;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const start = i;
    while (i < n && !isDelimiter(text.charCodeAt(i))) i++;
    const label = text.slice(start, i);
    let flags = RULE;
    let c = i < n ? text.charCodeAt(i) : -1;
    let isPrivate = false;
    if (c === TILDE) {
      isPrivate = true;
      c = ++i < n ? text.charCodeAt(i) : -1;
    }
    if (c === BANG || c === QUESTION) {
      flags = c === BANG ? EXCEPTION : 0;
      c = ++i < n ? text.charCodeAt(i) : -1;
    }

    if (label.length === 1 && label.charCodeAt(0) === ASTERISK) {
      // "*.<parent>" is a flag of the parent, which is still open (the generator never
      // writes a wildcard at the top level: the implicit "*" rule is not listed).
      const top = openFlags.length - 1;
      if (top >= 0) openFlags[top] = (openFlags[top] ?? 0) | WILDCARD | (isPrivate ? PRIVATE_WILDCARD : 0);
    } else if (c === OPEN) {
      if (isPrivate) flags |= PRIVATE_RULE;
      const own = new Map<string, number>();
      openParent.push(parent);
      openLabel.push(label);
      openFlags.push(flags);
      openIndex.push(maps.length);
      maps.push(own);
      parent = own;
      i++;
      continue;
    } else if (label.length > 0) {
      parent.set(label, isPrivate ? flags | PRIVATE_RULE : flags);
    }
    // Close finished entries now that all their children (and wildcard flags) are known.
    while (c === CLOSE) {
      const into = openParent.pop();
      if (into !== undefined) {
        into.set(openLabel.pop() ?? '', ((openIndex.pop() ?? 0) << FLAG_BITS) | (openFlags.pop() ?? 0));
        parent = into;
      }
      c = ++i < n ? text.charCodeAt(i) : -1;
    }
    // A separator, or (never written by the generator) a stray delimiter: step over it so
    // the loop always advances.
    if (c !== -1) i++;
  }
  return maps;
}
