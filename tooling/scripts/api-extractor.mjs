// @ts-check
// API Extractor for every public entry of the package in the current folder: one config per
// entry (api-extractor.json for ".", api-extractor.<entry>.json for "./<entry>", all
// extending tooling/api-extractor/base.json), each writing its own report
// (api-report.api.md, api-report.<entry>.api.md). The pinned API Extractor has no
// multiple-entry-point support, so the entries are separate runs; they share one
// TypeScript program.
//
//   node ../../tooling/scripts/api-extractor.mjs --local   rewrite the reports (`pnpm api`)
//   node ../../tooling/scripts/api-extractor.mjs           fail, printing the diff, when a
//                                                          committed report is stale (CI)
import { basename, join, relative } from 'node:path';
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { apiExtractorConfigFiles, root } from './workspace.mjs';

const local = process.argv.includes('--local');
const dir = process.cwd();
const files = apiExtractorConfigFiles(dir);
if (files.length === 0) {
  console.error(`api-extractor: no api-extractor*.json in ${dir}`);
  process.exit(1);
}

const configs = files.map((f) => ExtractorConfig.loadFileAndPrepare(join(dir, f)));
const [first] = configs;
if (first === undefined) throw new Error('unreachable');
const compilerState = CompilerState.create(first, {
  additionalEntryPoints: configs.map((c) => c.mainEntryPointFilePath),
});

/** @type {string[]} */
const problems = [];
for (const config of configs) {
  const report = relative(root, config.reportFilePath);
  const result = Extractor.invoke(config, {
    localBuild: local,
    compilerState,
    printApiReportDiff: !local,
  });
  if (local && result.warningCount > 0) {
    // A local run writes the report despite warnings; api:check would then fail on them.
    problems.push(`${report}: written, but ${result.warningCount} warning(s) that \`api:check\` fails on (see above)`);
  } else if (result.succeeded) {
    console.log(`api-extractor: ${report} ${result.apiReportChanged ? 'updated' : 'up to date'}`);
  } else if (result.apiReportChanged && result.errorCount === 0) {
    problems.push(`${report} is stale (run \`pnpm api\` and commit the report)`);
  } else {
    problems.push(`${report}: ${result.errorCount} error(s), ${result.warningCount} warning(s) (${basename(config.projectFolder)}/${relative(config.projectFolder, config.mainEntryPointFilePath)})`);
  }
}
if (problems.length > 0) {
  console.error(`api-extractor: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
