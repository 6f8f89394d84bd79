// Compiles the Public Suffix List into the data module `src/psl-data.ts`.
//
// Input: the rules as shipped by the `tldts` npm package (a devDependency; see README
// "Updating the list"). tldts does not expose the raw list, only a compiled reversed-label
// graph in `dist/cjs/src/data/trie.js`; `decodeTldtsTrie` turns it back into PSL rule
// strings (undoing one liberty tldts takes with wildcard rules, see there) and validates
// its structure, so a change of that internal format fails loudly here instead of
// silently producing a wrong list.
//
// Output: every rule canonicalized the way the URL Standard canonicalizes hosts (the
// domain parser, beStrict false, i.e. `domainToASCII` from @x/idna), so a host coming out
// of the host parser matches its rule by plain string comparison; then a reversed-label
// trie serialized as text (grammar in `src/rule-trie.ts`).
//
// This file runs under Node (bundled by scripts/generate.mjs) and under vitest
// (test/psl-data.test.ts checks the committed module is exactly what this produces).

/** The arrays exported by tldts's `data/trie.js`. */
export interface TldtsTrie {
  readonly nodeFlags: ArrayLike<number>;
  readonly edgeStart: ArrayLike<number>;
  readonly edgeLength: ArrayLike<number>;
  readonly edgeChild: ArrayLike<number>;
  readonly labelText: string;
  readonly rulesRoot: number;
  readonly exceptionsRoot: number;
}

export interface SourceRule {
  /** PSL syntax: `com`, `*.ck`, `!www.ck`; labels as tldts stores them (Unicode or punycode). */
  readonly rule: string;
  readonly section: 'icann' | 'private';
}

/** Node flags in tldts's trie: which section of the list a rule ending here came from. */
const TLDTS_ICANN = 1;
const TLDTS_PRIVATE = 2;

function fail(message: string): never {
  throw new Error(`compile-list: ${message}`);
}

export function decodeTldtsTrie(trie: TldtsTrie): SourceRule[] {
  const { nodeFlags, edgeStart, edgeLength, edgeChild, labelText, rulesRoot, exceptionsRoot } = trie;
  const nodeCount = nodeFlags.length;
  const edgeCount = edgeLength.length;
  if (edgeStart.length !== nodeCount + 1) fail('edgeStart must have one entry per node plus one');
  if (edgeChild.length !== edgeCount) fail('edgeChild and edgeLength differ in length');
  if (edgeStart[0] !== 0 || edgeStart[nodeCount] !== edgeCount) fail('edgeStart does not cover the edges');
  // Labels are stored back to back in edge order.
  const edgeOffset = new Array<number>(edgeCount);
  let offset = 0;
  for (let e = 0; e < edgeCount; e++) {
    edgeOffset[e] = offset;
    offset += edgeLength[e] ?? fail('edge length missing');
  }
  if (offset !== labelText.length) fail(`labels use ${offset} characters of labelText, which has ${labelText.length}`);

  // tldts shares identical subtrees (a DAG, not a tree), so nodes are reached more than
  // once; a cycle would make the list infinite, so the walk is bounded by the depth.
  const MAX_DEPTH = 64;
  const out: SourceRule[] = [];
  const walk = (root: number, prefix: string): void => {
    // Iterative depth-first walk; each stack entry is a node and its labels, rightmost first.
    const stack: Array<{ node: number; labels: string[] }> = [{ node: root, labels: [] }];
    while (stack.length > 0) {
      const top = stack.pop() ?? fail('unreachable');
      const { node, labels } = top;
      if (!(node >= 0 && node < nodeCount)) fail(`node ${node} out of range`);
      if (labels.length > MAX_DEPTH) fail('the trie is deeper than any domain (a cycle?)');
      const flags = nodeFlags[node] ?? 0;
      if ((flags & ~(TLDTS_ICANN | TLDTS_PRIVATE)) !== 0 || flags === (TLDTS_ICANN | TLDTS_PRIVATE)) {
        fail(`node ${node} has unknown flags ${flags}`);
      }
      const first = edgeStart[node] ?? fail('edgeStart missing');
      const last = edgeStart[node + 1] ?? fail('edgeStart missing');
      if (first > last) fail('edgeStart is not monotonic');
      let hasWildcard = false;
      for (let e = first; e < last; e++) {
        const start = edgeOffset[e] ?? fail('edge offset missing');
        if (edgeLength[e] === 1 && labelText.charCodeAt(start) === 0x2a) hasWildcard = true;
      }
      // tldts flags the parent X of every wildcard rule `*.X` as a rule of its own (all
      // 314 of them in 7.5.4), which the list does not say: the official list never has
      // both `X` and `*.X` (0 of 107 wildcards in its 2023-02-09 release, 0 of 160 in the
      // copy psl@1.15.0 ships, 0 of 204 in better-psl@1.0.1's). Keeping the flag would
      // make `kawasaki.jp` a public suffix, where the formal algorithm says `jp` (only
      // `*.kawasaki.jp` and `jp` are listed). So the flag of a wildcard's parent is
      // dropped; in the exception trie, nodes on the way to a rule are never flagged.
      if (hasWildcard && prefix === '' && flags === 0) {
        fail(`tldts no longer flags the parent of ${labels.join('.')}'s wildcard: revisit the repair above`);
      }
      if (flags !== 0 && !(hasWildcard && prefix === '')) {
        if (labels.length === 0) fail('a root is marked as a rule');
        out.push({
          rule: prefix + [...labels].reverse().join('.'),
          section: flags === TLDTS_ICANN ? 'icann' : 'private',
        });
      }
      for (let e = first; e < last; e++) {
        const start = edgeOffset[e] ?? fail('edge offset missing');
        const label = labelText.slice(start, start + (edgeLength[e] ?? 0));
        if (label.length === 0) fail('empty label');
        stack.push({ node: edgeChild[e] ?? fail('edge child missing'), labels: [...labels, label] });
      }
    }
  };
  walk(rulesRoot, '');
  walk(exceptionsRoot, '!');
  return out;
}

/** Node flags of the compiled trie (mirrored in src/rule-trie.ts). */
interface TrieNode {
  rule: boolean;
  exception: boolean;
  /** The rule or exception ending here is from the list's PRIVATE section. */
  private: boolean;
  readonly children: Map<string, TrieNode>;
}

export interface CompiledList {
  /** The serialized trie (top-level entries separated by newlines). */
  readonly text: string;
  readonly ruleCount: number;
  readonly icannCount: number;
  readonly privateCount: number;
  readonly wildcardCount: number;
  readonly exceptionCount: number;
  /** Most labels in one rule. */
  readonly maxLabels: number;
}

const isLabelCodeUnit = (c: number): boolean =>
  (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x5f;

/**
 * Canonicalizes the rules with `toASCII` (the URL Standard's domain parser), checks the
 * invariants the run-time lookup relies on, and serializes the trie.
 */
export function compileRules(
  rules: readonly SourceRule[],
  toASCII: (domain: string) => string | null,
): CompiledList {
  const canonical = new Map<string, SourceRule['section']>();
  for (const { rule, section } of rules) {
    const exception = rule.startsWith('!');
    let body = exception ? rule.slice(1) : rule;
    const wildcard = body.startsWith('*.');
    if (wildcard) body = body.slice(2);
    if (exception && wildcard) fail(`exception rule with a wildcard: ${rule}`);
    const ascii = toASCII(body);
    if (ascii === null) fail(`the domain parser rejects rule ${rule}`);
    for (const label of ascii.split('.')) {
      if (label.length === 0) fail(`empty label in rule ${rule}`);
      for (let i = 0; i < label.length; i++) {
        // Also rejects a `*` anywhere but as the leftmost label (the lookup assumes it).
        if (!isLabelCodeUnit(label.charCodeAt(i))) fail(`rule ${rule} becomes ${ascii}, not [a-z0-9_-] labels`);
      }
    }
    const key = (exception ? '!' : '') + (wildcard ? '*.' : '') + ascii;
    const seen = canonical.get(key);
    if (seen !== undefined && seen !== section) fail(`rule ${key} is in both sections`);
    canonical.set(key, section);
  }

  const root: TrieNode = { rule: false, exception: false, private: false, children: new Map() };
  let icannCount = 0;
  let privateCount = 0;
  let wildcardCount = 0;
  let exceptionCount = 0;
  let maxLabels = 0;
  for (const [key, section] of canonical) {
    const exception = key.startsWith('!');
    const labels = (exception ? key.slice(1) : key).split('.').reverse();
    if (exception && labels.length < 2) fail(`exception rule ${key} has a single label`);
    if (labels.length === 1 && labels[0] === '*') fail('a bare "*" rule (the implicit default) is listed');
    maxLabels = Math.max(maxLabels, labels.length);
    let node = root;
    for (const label of labels) {
      let child = node.children.get(label);
      if (child === undefined) {
        child = { rule: false, exception: false, private: false, children: new Map() };
        node.children.set(label, child);
      }
      node = child;
    }
    if (node.rule || node.exception) fail(`rule ${key} listed twice`);
    if (exception) {
      node.exception = true;
      exceptionCount++;
    } else {
      node.rule = true;
      if (labels[labels.length - 1] === '*') wildcardCount++;
    }
    if (section === 'icann') icannCount++;
    else {
      node.private = true;
      privateCount++;
    }
  }

  // The lookup stops at an exception (it prevails over every other matching rule) and
  // treats `*` as "any label here": both must be leaves.
  const check = (node: TrieNode, path: string): void => {
    for (const [label, child] of node.children) {
      const name = path === '' ? label : `${label}.${path}`;
      if ((child.exception || label === '*') && child.children.size > 0) fail(`${name} must be a leaf`);
      if (child.exception && child.rule) fail(`${name} is both a rule and an exception`);
      if (!child.rule && !child.exception && child.children.size === 0) fail(`${name} leads nowhere`);
      check(child, name);
    }
  };
  check(root, '');

  return {
    text: serialize(root),
    ruleCount: canonical.size,
    icannCount,
    privateCount,
    wildcardCount,
    exceptionCount,
    maxLabels,
  };
}

const byLabel = (a: [string, TrieNode], b: [string, TrieNode]): number => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/**
 * Entry grammar (see src/rule-trie.ts): `label`, then `~` when the rule or exception ending
 * there is from the PRIVATE section, then `!` for an exception rule or `?` for a node that
 * is only on the way to longer rules, then `(children)` if it has any. Siblings
 * are separated by `,`, top-level entries by a newline (one TLD per line keeps diffs of
 * list updates readable).
 */
function serialize(root: TrieNode): string {
  const entry = (label: string, node: TrieNode): string => {
    let s = label + (node.private ? '~' : '') + (node.exception ? '!' : node.rule ? '' : '?');
    if (node.children.size > 0) s += `(${list(node, ',')})`;
    return s;
  };
  const list = (node: TrieNode, separator: string): string =>
    [...node.children].sort(byLabel).map(([label, child]) => entry(label, child)).join(separator);
  return list(root, '\n');
}

export interface SourceInfo {
  readonly packageName: string;
  readonly version: string;
  /** When that version was published to npm (ISO 8601), or 'unknown'. */
  readonly published: string;
}

/** The text of `src/psl-data.ts`. */
export function renderDataModule(list: CompiledList, source: SourceInfo): string {
  return `// GENERATED FILE, DO NOT EDIT: \`pnpm --filter @x/public-suffix generate\` rewrites it
// (scripts/generate.mjs, scripts/compile-list.ts; test/psl-data.test.ts checks it is current).
//
// The Public Suffix List (https://publicsuffix.org/list/), ICANN and PRIVATE sections,
// as packaged by the npm package ${source.packageName}@${source.version} (published ${source.published}).
// ${list.ruleCount} rules (${list.icannCount} ICANN, ${list.privateCount} private; ${list.wildcardCount} wildcard, ${list.exceptionCount} exception),
// at most ${list.maxLabels} labels per rule; labels are ASCII, as the URL Standard's domain
// parser (@x/idna domainToASCII) writes them. Grammar: src/rule-trie.ts.
// The list is licensed under the Mozilla Public License 2.0 (https://mozilla.org/MPL/2.0/).

/** Source package and version of the list data. */
export const PSL_SOURCE: string = '${source.packageName}@${source.version}';
/** When that package version was published to npm: the list is at most this recent. */
export const PSL_PUBLISHED: string = '${source.published}';

export const PSL_TRIE = \`${list.text}\`;
`;
}

/** Reads `published` back from an existing data module (to regenerate offline). */
export function readPublished(moduleText: string, source: Omit<SourceInfo, 'published'>): string | null {
  const marker = `${source.packageName}@${source.version} (published `;
  const at = moduleText.indexOf(marker);
  if (at === -1) return null;
  const end = moduleText.indexOf(')', at + marker.length);
  return end === -1 ? null : moduleText.slice(at + marker.length, end);
}
