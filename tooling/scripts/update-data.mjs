// @ts-check
// `pnpm update-data`: regenerates the data modules that come from npm packages, pinned in
// the packages' devDependencies, with their own generators (which check what they write):
// - packages/public-suffix/src/psl-data.ts, the Public Suffix List, from tldts
//   (packages/public-suffix/scripts/generate.mjs);
// - packages/idna/src/uts46-data.ts, the UTS #46 tables, from tr46 and @unicode/unicode-X
//   (packages/idna/scripts/generate.mjs: the section 6 derivation check).
// Then it prints what changed (rules added and removed, with their section; code points
// whose IDNA status or mapping changed, as ranges) and, when anything did, writes a
// changeset for users.
//
//   node tooling/scripts/update-data.mjs           regenerate, report, write a changeset
//   node tooling/scripts/update-data.mjs --check   regenerate, report, put the committed
//                                                   files back; exit 1 if they differ (CI)
//
// To move to newer data: bump the pins (tldts in packages/public-suffix; tr46 and
// @unicode/unicode-X in packages/idna, and UNICODE in its generator), `pnpm install`,
// then `pnpm update-data`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { root } from './workspace.mjs';

const check = process.argv.includes('--check');
const PSL = join(root, 'packages/public-suffix/src/psl-data.ts');
const UTS46 = join(root, 'packages/idna/src/uts46-data.ts');

/**
 * What the committed (or regenerated) data modules say, read through the packages' own
 * decoders (bundled from source, so no build is needed).
 * @returns {Promise<{ rules: Map<string, 'icann' | 'private'>, pslSource: string, unicode: string, entries: string[] }>}
 */
async function snapshot() {
  const dir = mkdtempSync(join(tmpdir(), 'update-data-'));
  try {
    const outfile = join(dir, 'snapshot.mjs');
    await build({
      stdin: {
        contents: [
          "export { decode, RULE, EXCEPTION, WILDCARD, PRIVATE_RULE, PRIVATE_WILDCARD, FLAG_BITS } from './packages/public-suffix/src/rule-trie.ts';",
          "export { PSL_TRIE, PSL_SOURCE } from './packages/public-suffix/src/psl-data.ts';",
          "export { decodeTables, mappingValue, mappedCodePoint, mappingString, STATUS, MAPPED, DEVIATION } from './packages/idna/src/uts46-tables.ts';",
          "export { UNICODE_VERSION } from './packages/idna/src/uts46-data.ts';",
        ].join('\n'),
        resolveDir: root,
        loader: 'ts',
      },
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile,
      logLevel: 'error',
    });
    const m = await import(pathToFileURL(outfile).href);
    // Every rule of the trie, in PSL syntax, with its section.
    /** @type {Map<string, 'icann' | 'private'>} */
    const rules = new Map();
    /** @type {Array<Map<string, number>>} */
    const nodes = m.decode(m.PSL_TRIE);
    /** @param {number} index @param {string} suffix */
    const walk = (index, suffix) => {
      for (const [label, value] of nodes[index] ?? []) {
        const name = suffix === '' ? label : `${label}.${suffix}`;
        const section = (/** @type {number} */ flag) => ((value & flag) !== 0 ? 'private' : 'icann');
        if ((value & m.RULE) !== 0) rules.set(name, section(m.PRIVATE_RULE));
        if ((value & m.EXCEPTION) !== 0) rules.set(`!${name}`, section(m.PRIVATE_RULE));
        if ((value & m.WILDCARD) !== 0) rules.set(`*.${name}`, section(m.PRIVATE_WILDCARD));
        const child = value >>> m.FLAG_BITS;
        if (child !== 0) walk(child, name);
      }
    };
    walk(0, '');
    // Every code point's status and mapping, as one comparable string.
    m.decodeTables();
    const names = ['valid', 'deviation', 'mapped', 'ignored', 'disallowed'];
    /** @type {string[]} */
    const entries = new Array(0x110000);
    for (let cp = 0; cp < 0x110000; cp++) {
      const v = m.mappingValue(cp);
      const status = v & m.STATUS;
      let entry = names[status] ?? String(status);
      if (status === m.MAPPED || status === m.DEVIATION) {
        const to = m.mappedCodePoint(cp, v);
        entry += ` ${to >= 0 ? String.fromCodePoint(to) : m.mappingString(v)}`;
      }
      entries[cp] = entry;
    }
    return { rules, pslSource: m.PSL_SOURCE, unicode: m.UNICODE_VERSION, entries };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** @param {string} label @param {string} script */
function generate(label, script) {
  const r = spawnSync(process.execPath, [join(root, script)], { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`update-data: ${label} generator failed (its checks are above)`);
    return false;
  }
  return true;
}

const hex = (/** @type {number} */ cp) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

const committed = { psl: readFileSync(PSL, 'utf8'), uts46: readFileSync(UTS46, 'utf8') };
const before = await snapshot();
const ok = generate('Public Suffix List', 'packages/public-suffix/scripts/generate.mjs') && generate('UTS #46', 'packages/idna/scripts/generate.mjs');
const regenerated = { psl: readFileSync(PSL, 'utf8'), uts46: readFileSync(UTS46, 'utf8') };
const after = ok ? await snapshot() : before;
if (check) {
  writeFileSync(PSL, committed.psl);
  writeFileSync(UTS46, committed.uts46);
}
if (!ok) process.exit(1);

// ---- The Public Suffix List ------------------------------------------------------------
const added = [...after.rules].filter(([r, s]) => before.rules.get(r) !== s);
const removed = [...before.rules].filter(([r, s]) => after.rules.get(r) !== s);
console.log(`\nPublic Suffix List: ${before.pslSource} (${before.rules.size} rules) -> ${after.pslSource} (${after.rules.size} rules)`);
console.log(`  ${added.length} rules added, ${removed.length} removed (a rule that changed section is both)`);
for (const [rule, section] of added) console.log(`  + ${rule} (${section})`);
for (const [rule, section] of removed) console.log(`  - ${rule} (${section})`);

// ---- The UTS #46 tables ----------------------------------------------------------------
/** @type {Array<{ from: number, to: number, was: string, now: string }>} */
const changed = [];
for (let cp = 0; cp < 0x110000; cp++) {
  const was = before.entries[cp] ?? '';
  const now = after.entries[cp] ?? '';
  if (was === now) continue;
  const last = changed[changed.length - 1];
  if (last !== undefined && last.to === cp - 1 && last.was.split(' ')[0] === was.split(' ')[0] && last.now.split(' ')[0] === now.split(' ')[0]) last.to = cp;
  else changed.push({ from: cp, to: cp, was, now });
}
const changedCount = changed.reduce((n, r) => n + r.to - r.from + 1, 0);
console.log(`\nUTS #46 tables: Unicode ${before.unicode} -> ${after.unicode}: ${changedCount} code points changed status or mapping`);
for (const r of changed) {
  const range = r.from === r.to ? hex(r.from) : `${hex(r.from)}..${hex(r.to)}`;
  const what = r.from === r.to ? `${r.was} -> ${r.now}` : `${r.was.split(' ')[0]} -> ${r.now.split(' ')[0]}`;
  console.log(`  ${range}: ${what}`);
}

const pslChanged = regenerated.psl !== committed.psl;
const uts46Changed = regenerated.uts46 !== committed.uts46;
if (check) {
  if (pslChanged || uts46Changed) {
    const files = [pslChanged ? 'packages/public-suffix/src/psl-data.ts' : '', uts46Changed ? 'packages/idna/src/uts46-data.ts' : ''].filter(Boolean);
    console.error(`\nupdate-data --check: ${files.join(' and ')} differ from what the generators produce: run \`pnpm update-data\``);
    process.exit(1);
  }
  console.log('\nupdate-data --check: the committed data is what the generators produce');
  process.exit(0);
}
if (!pslChanged && !uts46Changed) {
  console.log('\nupdate-data: nothing changed, no changeset written');
  process.exit(0);
}

// ---- The changeset ---------------------------------------------------------------------
const date = new Date().toISOString().slice(0, 10);
const bumps = new Map();
/** @type {string[]} */
const lines = [];
if (pslChanged) {
  bumps.set('@x/public-suffix', 'patch');
  lines.push(
    `The Public Suffix List is updated from ${before.pslSource} to ${after.pslSource}: ${added.length} rules added, ${removed.length} removed` +
      ` (${after.rules.size} rules now), so \`publicSuffix\`, \`registrableDomain\` and the same-site checks may answer differently for hosts under them.`,
  );
}
if (uts46Changed) {
  const level = before.unicode === after.unicode ? 'patch' : 'minor';
  for (const name of ['@x/idna', '@x/host', '@x/url-parser']) bumps.set(name, level);
  lines.push(
    `IDNA data: Unicode ${before.unicode} -> ${after.unicode}, ${changedCount} code points with a new status or mapping in hosts` +
      ` (${changed.slice(0, 5).map((r) => (r.from === r.to ? hex(r.from) : `${hex(r.from)}..${hex(r.to)}`)).join(', ')}${changed.length > 5 ? ', …' : ''}).`,
  );
}
const facade = [...bumps.values()].includes('minor') ? 'minor' : 'patch';
bumps.set('@x/url', facade);
const file = join(root, '.changeset', `update-data-${date}.md`);
writeFileSync(file, `---\n${[...bumps].map(([n, b]) => `"${n}": ${b}`).join('\n')}\n---\n\n${lines.join('\n\n')}\n`);
console.log(`\nupdate-data: wrote ${file}`);
