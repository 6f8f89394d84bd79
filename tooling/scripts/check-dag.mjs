// @ts-check
// Fails when a workspace package depends on another along an edge that tooling/dag.json
// does not allow, when a published package has an unlisted third-party runtime
// dependency, or when the graph has a cycle (ARCHITECTURE.md §6.1).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishedPackages, root } from './workspace.mjs';

const dag = JSON.parse(readFileSync(join(root, 'tooling', 'dag.json'), 'utf8'));
/** @type {string[]} */
const problems = [];
/** @type {Map<string, string[]>} */
const edges = new Map();

for (const { json } of publishedPackages()) {
  const name = json.name;
  const allowed = dag.packages[name];
  if (!allowed) {
    problems.push(`${name} is not listed in tooling/dag.json`);
    continue;
  }
  const thirdParty = dag.thirdParty[name] ?? [];
  /** @type {string[]} */
  const out = [];
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies']) {
    for (const dep of Object.keys(json[field] ?? {})) {
      if (dep.startsWith('@x/')) {
        if (dag.privateWorkspaces.includes(dep)) {
          if (field !== 'devDependencies') problems.push(`${name}: private workspace ${dep} in ${field}`);
          continue;
        }
        if (!allowed.includes(dep)) problems.push(`${name} -> ${dep} (${field}) is not an allowed edge`);
        out.push(dep);
      } else if (field === 'dependencies' || field === 'peerDependencies' || field === 'optionalDependencies') {
        if (!thirdParty.includes(dep)) problems.push(`${name}: third-party runtime dependency ${dep} is not allowed`);
      }
    }
  }
  edges.set(name, out);
}

// Cycle detection (depth-first, three colours).
/** @type {Map<string, number>} */
const colour = new Map();
/** @param {string} n @param {string[]} stack */
function visit(n, stack) {
  const c = colour.get(n) ?? 0;
  if (c === 1) {
    problems.push(`cycle: ${[...stack, n].join(' -> ')}`);
    return;
  }
  if (c === 2) return;
  colour.set(n, 1);
  for (const m of edges.get(n) ?? []) visit(m, [...stack, n]);
  colour.set(n, 2);
}
for (const n of edges.keys()) visit(n, []);

if (problems.length > 0) {
  console.error(`check-dag: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-dag: ${edges.size} packages, all edges allowed, no cycle`);
