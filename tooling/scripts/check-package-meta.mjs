// @ts-check
// Named checks over every published package.json (Remix validate-package-meta pattern).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { publishedPackages } from './workspace.mjs';

/** @type {string[]} */
const problems = [];
for (const { dir, json } of publishedPackages()) {
  const name = json.name;
  /** @param {boolean} ok @param {string} what */
  const check = (ok, what) => { if (!ok) problems.push(`${name}: ${what}`); };
  check(json.type === 'module', 'type must be "module"');
  check(json.sideEffects === false, 'sideEffects must be false');
  check(json.engines?.node === '>=20.19', 'engines.node must be ">=20.19"');
  check(typeof json.description === 'string' && json.description.length > 0, 'needs a description');
  check(json.license === 'MIT', 'license must be MIT');
  check(Array.isArray(json.files) && json.files.includes('dist'), 'files must include dist');
  check(json.repository?.directory === `packages/${dir.split(/[\\/]/).pop()}`, 'repository.directory must match the folder');
  check(json.publishConfig?.access === 'public', 'publishConfig.access must be public');
  check(existsSync(join(dir, 'README.md')), 'needs a README.md');
  check(json.exports?.['./package.json'] === './package.json', 'exports must expose ./package.json');
  for (const [key, value] of Object.entries(json.exports ?? {})) {
    if (key === './package.json') continue;
    const v = /** @type {any} */ (value);
    check(typeof v['@x/source'] === 'string' && v['@x/source'].startsWith('./src/'), `exports["${key}"] needs an @x/source condition`);
    check(v.import?.types?.endsWith('.d.ts') && v.import?.default?.endsWith('.js'), `exports["${key}"].import needs types (.d.ts) + default (.js)`);
    check(v.require?.types?.endsWith('.d.cts') && v.require?.default?.endsWith('.cjs'), `exports["${key}"].require needs types (.d.cts) + default (.cjs)`);
  }
  // Dependencies are never bundled (changesets' deps.onlyBundle: []): every runtime
  // dependency must stay external, which tsup does for `dependencies` by default; we
  // forbid `noExternal` in the package's tsup config by convention and check here that
  // no dependency is declared as bundled.
  check(!json.bundledDependencies && !json.bundleDependencies, 'must not bundle dependencies');
  for (const [dep, range] of Object.entries(json.dependencies ?? {})) {
    if (dep.startsWith('@x/')) check(range === 'workspace:^', `${dep} must use "workspace:^"`);
  }
}
if (problems.length > 0) {
  console.error(`check-package-meta: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-package-meta: ${publishedPackages().length} packages OK`);
