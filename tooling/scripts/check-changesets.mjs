// @ts-check
// Every pending changeset (.changeset/*.md) that bumps a package the facade re-exports
// must bump @x/url at least as much: the facade's root and subpaths re-export each
// package, so its users get the change too (ARCHITECTURE.md "changesets"; Remix mirrors
// sub-package change files into its umbrella package the same way). Also rejects
// unknown package names and bump types, so a typo cannot silently skip a release.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { publishedPackages, root } from './workspace.mjs';

const FACADE = '@x/url';
const LEVEL = /** @type {const} */ ({ patch: 1, minor: 2, major: 3 });

/**
 * The package → bump map of one changeset's front matter (the lines between the two
 * "---"), or a string saying what is wrong with it.
 * @param {string} text
 * @returns {Map<string, keyof typeof LEVEL> | string}
 */
export function parseChangeset(text) {
  const lines = text.split('\n');
  if (lines[0]?.trim() !== '---') return 'does not start with a "---" front matter line';
  const bumps = new Map();
  for (let i = 1; i < lines.length; i++) {
    const line = /** @type {string} */ (lines[i]).trim();
    if (line === '---') return bumps;
    if (line === '') continue;
    const colon = line.lastIndexOf(':');
    if (colon === -1) return `front matter line ${i + 1} is not "name": bump`;
    const name = line.slice(0, colon).trim().replace(/^["']|["']$/g, '');
    const bump = line.slice(colon + 1).trim();
    if (!(bump in LEVEL)) return `front matter line ${i + 1}: unknown bump "${bump}"`;
    bumps.set(name, /** @type {keyof typeof LEVEL} */ (bump));
  }
  return 'front matter is not closed by "---"';
}

/**
 * The problems of one changeset: unknown packages, and a facade bump lower than the
 * highest bump of a re-exported package.
 * @param {Map<string, keyof typeof LEVEL>} bumps @param {Set<string>} known
 * @returns {string[]}
 */
export function facadeProblems(bumps, known) {
  const problems = [];
  let highest = 0;
  let highestName = '';
  for (const [name, bump] of bumps) {
    if (!known.has(name)) problems.push(`unknown package ${name}`);
    else if (name !== FACADE && LEVEL[bump] > highest) {
      highest = LEVEL[bump];
      highestName = `${name}: ${bump}`;
    }
  }
  const facade = bumps.get(FACADE);
  if (highest > 0 && (facade === undefined || LEVEL[facade] < highest)) {
    problems.push(`bumps ${highestName} but ${FACADE} ${facade === undefined ? 'not at all' : `only ${facade}`}`);
  }
  return problems;
}

function main() {
  const known = new Set(publishedPackages().map((p) => /** @type {string} */ (p.json.name)));
  const dir = join(root, '.changeset');
  const files = readdirSync(dir).filter((f) => f.endsWith('.md') && f !== 'README.md');
  let bad = 0;
  /** @type {Set<string>} */
  const bumped = new Set();
  for (const file of files.sort()) {
    const parsed = parseChangeset(readFileSync(join(dir, file), 'utf8'));
    const problems = typeof parsed === 'string' ? [parsed] : facadeProblems(parsed, known);
    if (typeof parsed !== 'string') for (const name of parsed.keys()) bumped.add(name);
    for (const p of problems) console.error(`check-changesets: .changeset/${file}: ${p}`);
    if (problems.length > 0) bad++;
  }
  // A package never released (0.0.0) needs a pending changeset, its first changelog entry:
  // otherwise `changeset version` leaves it at 0.0.0 and it would publish without one.
  for (const { json } of publishedPackages()) {
    if (json.version === '0.0.0' && !bumped.has(json.name)) {
      console.error(`check-changesets: ${json.name} is unreleased (0.0.0) and no changeset bumps it (add its first-release changeset)`);
      bad++;
    }
  }
  console.log(`check-changesets: ${files.length} changeset(s), ${bad === 0 ? 'all bump the facade enough' : `${bad} with problems`}`);
  process.exit(bad === 0 ? 0 : 1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
