// Test helper: the rules of the shipped list, read straight from the tldts devDependency
// (independently of the generated module) and canonicalized with @x/idna.
import { domainToASCII } from '@x/idna';
import { createRequire } from 'node:module';
import { decodeTldtsTrie, type SourceRule, type TldtsTrie } from '../scripts/compile-list';

const require = createRequire(import.meta.url);

export const tldtsTrie = require('tldts/dist/cjs/src/data/trie.js') as TldtsTrie;
export const tldtsVersion = (require('tldts/package.json') as { version: string }).version;

export const sourceRules: readonly SourceRule[] = decodeTldtsTrie(tldtsTrie);

/** A rule in PSL syntax with ASCII labels, e.g. `*.kawasaki.jp`, `!city.kawasaki.jp`. */
export interface AsciiRule {
  readonly exception: boolean;
  /** Labels, leftmost first; `*` for a wildcard. */
  readonly labels: readonly string[];
  readonly section: SourceRule['section'];
}

function canonicalize({ rule, section }: SourceRule): AsciiRule {
  const exception = rule.startsWith('!');
  const labels = (exception ? rule.slice(1) : rule).split('.').map((label) => {
    if (label === '*') return label;
    const ascii = domainToASCII(label, false);
    if (ascii === null) throw new Error(`rule ${rule} does not convert`);
    return ascii;
  });
  return { exception, labels, section };
}

const byText = new Map<string, AsciiRule>();
for (const r of sourceRules) {
  const c = canonicalize(r);
  byText.set((c.exception ? '!' : '') + c.labels.join('.'), c);
}

/** Every rule once (tldts lists IDN rules both in Unicode and in punycode). */
export const asciiRules: ReadonlyMap<string, AsciiRule> = byText;
