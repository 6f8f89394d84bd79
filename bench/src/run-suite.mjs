// @ts-check
// Child-process entry: runs one suite (node --expose-gc src/run-suite.mjs <suite>) and,
// when X_BENCH_JSON is set, writes its results there as JSON.
import { writeFileSync } from 'node:fs';
import { SUITES } from './suites.mjs';

const name = process.argv[2] ?? '';
const suite = SUITES.find((s) => s.name === name);
if (!suite) {
  console.error(`bench: unknown suite ${JSON.stringify(name)}`);
  process.exit(2);
}
const mod = await import(suite.module);
const results = await mod.main();
if (process.env.X_BENCH_JSON) writeFileSync(process.env.X_BENCH_JSON, JSON.stringify({ suite: name, results }, null, 2));
