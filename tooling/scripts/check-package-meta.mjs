// @ts-check
// Named checks over every published package.json (Remix validate-package-meta pattern).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { apiExtractorConfigFiles, publishedPackages } from './workspace.mjs';

const API_SCRIPT = 'node ../../tooling/scripts/api-extractor.mjs';

/** @type {string[]} */
const problems = [];
for (const { dir, json } of publishedPackages()) {
  const name = json.name;
  /** @param {boolean} ok @param {string} what */
  const check = (ok, what) => { if (!ok) problems.push(`${name}: ${what}`); };
  check(json.type === 'module', 'type must be "module"');
  // No module has an effect on import, except the entries that install globals (the
  // polyfills): `sideEffects` is false, or lists exactly the @x/source, ESM and CJS files of
  // whole exports entries, so a bare `import '<pkg>/polyfill'` survives a bundler.
  if (json.sideEffects !== false) {
    const listed = Array.isArray(json.sideEffects) ? json.sideEffects : [];
    const entryFiles = Object.entries(json.exports ?? {})
      .filter(([key]) => key !== './package.json')
      .map(([, v]) => /** @type {any} */ (v))
      .map((v) => [v.import?.default, v.require?.default, v['@x/source']]);
    const covered = entryFiles.filter((files) => files.some((f) => listed.includes(f)));
    const expected = covered.flat();
    check(
      listed.length > 0 && covered.every((files) => files.every((f) => listed.includes(f))) && listed.every((f) => expected.includes(f)),
      'sideEffects must be false or list the @x/source, import and require files of whole exports entries (and nothing else)',
    );
  }
  check(json.engines?.node === '>=20.19', 'engines.node must be ">=20.19"');
  check(typeof json.description === 'string' && json.description.length > 0, 'needs a description');
  check(json.license === 'MIT', 'license must be MIT');
  check(Array.isArray(json.files) && json.files.includes('dist'), 'files must include dist');
  check(json.repository?.directory === `packages/${dir.split(/[\\/]/).pop()}`, 'repository.directory must match the folder');
  check(json.publishConfig?.access === 'public', 'publishConfig.access must be public');
  check(existsSync(join(dir, 'README.md')), 'needs a README.md');
  // The tarball carries the MIT text (copied from the root LICENSE when packing) and the
  // changelog its `files` lists.
  check(json.scripts?.prepack === 'node ../../tooling/scripts/copy-license.mjs', 'scripts.prepack must copy the root LICENSE');
  check(!json.files?.includes('CHANGELOG.md') || existsSync(join(dir, 'CHANGELOG.md')), 'files lists CHANGELOG.md, which must exist');
  check(json.exports?.['./package.json'] === './package.json', 'exports must expose ./package.json');
  for (const [key, value] of Object.entries(json.exports ?? {})) {
    if (key === './package.json') continue;
    const v = /** @type {any} */ (value);
    check(typeof v['@x/source'] === 'string' && v['@x/source'].startsWith('./src/'), `exports["${key}"] needs an @x/source condition`);
    check(v.import?.types?.endsWith('.d.ts') && v.import?.default?.endsWith('.js'), `exports["${key}"].import needs types (.d.ts) + default (.js)`);
    check(v.require?.types?.endsWith('.d.cts') && v.require?.default?.endsWith('.cjs'), `exports["${key}"].require needs types (.d.cts) + default (.cjs)`);
    // moduleResolution node10 reads no exports: typesVersions maps each subpath to its
    // CommonJS types, and nothing else (attw, run without a profile, checks the result).
    if (key !== '.') {
      const mapped = json.typesVersions?.['*']?.[key.slice(2)];
      check(Array.isArray(mapped) && mapped.length === 1 && mapped[0] === v.require?.types, `typesVersions["*"]["${key.slice(2)}"] must be ["${v.require?.types}"] (node10 resolution)`);
    }
  }
  // TypeDoc (pnpm docs) documents exactly the public entries: every export but
  // ./package.json and the internal subpaths, by their sources.
  const documented = Object.entries(json.exports ?? {})
    .filter(([k]) => k !== './package.json' && !k.endsWith('/internal'))
    .map(([, v]) => /** @type {any} */ (v)['@x/source']);
  const { config: typedoc } = ts.readConfigFile(join(dir, 'typedoc.json'), ts.sys.readFile);
  check(JSON.stringify(typedoc?.entryPoints) === JSON.stringify(documented), `typedoc.json entryPoints must be ${JSON.stringify(documented)} (the public entries' sources)`);
  check(typedoc?.tsconfig === './tsconfig.build.json' && typedoc?.readme === './README.md', 'typedoc.json must use ./tsconfig.build.json and ./README.md');
  const subpaths = Object.keys(json.exports ?? {}).filter((k) => k !== '.' && k !== './package.json').map((k) => k.slice(2));
  for (const mapped of Object.keys(json.typesVersions?.['*'] ?? {})) check(subpaths.includes(mapped), `typesVersions["*"]["${mapped}"] matches no subpath of exports`);
  check(json.typesVersions === undefined || Object.keys(json.typesVersions).join() === '*', 'typesVersions must have only the "*" range');
  // Every public entry has a committed API report (tooling/scripts/api-extractor.mjs):
  // "." is api-extractor.json → api-report.api.md, "./<e>" is api-extractor.<e>.json →
  // api-report.<e>.api.md, each reading the entry's import types. No config outlives its entry.
  check(json.scripts?.api === `${API_SCRIPT} --local`, `scripts.api must be "${API_SCRIPT} --local"`);
  check(json.scripts?.['api:check'] === API_SCRIPT, `scripts["api:check"] must be "${API_SCRIPT}"`);
  check(!(json.files ?? []).some((/** @type {string} */ f) => f.startsWith('api-') || f.startsWith('*')), 'files must not publish the API reports');
  const configs = new Set(apiExtractorConfigFiles(dir));
  for (const [key, value] of Object.entries(json.exports ?? {})) {
    if (key === './package.json') continue;
    const entry = key === '.' ? '' : `.${key.slice(2)}`;
    const file = `api-extractor${entry}.json`;
    configs.delete(file);
    if (!existsSync(join(dir, file))) {
      check(false, `exports["${key}"] needs ${file} (an API report config)`);
      continue;
    }
    const { config, error } = ts.readConfigFile(join(dir, file), ts.sys.readFile);
    check(error === undefined, `${file} does not parse`);
    const types = /** @type {any} */ (value).import?.types;
    check(config?.mainEntryPointFilePath === `<projectFolder>/${String(types).replace(/^\.\//, '')}`, `${file}: mainEntryPointFilePath must be exports["${key}"].import.types`);
    check((config?.apiReport?.reportFileName ?? 'api-report') === `api-report${entry}`, `${file}: apiReport.reportFileName must be "api-report${entry}"`);
    check(existsSync(join(dir, `api-report${entry}.api.md`)), `api-report${entry}.api.md is missing (run \`pnpm api\`)`);
  }
  for (const file of configs) check(false, `${file} matches no entry of exports`);
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
