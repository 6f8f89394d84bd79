// @ts-check
// The conformance report (`pnpm start` / `pnpm wpt`): runs every package's WPT test
// files (test/wpt-*.test.ts) from source and prints, per WPT file and per package,
// passed / failed / expected-failure counts. Exits non-zero on any failure or on an
// unexpected pass of a listed expected failure.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { syncWpt } from './sync.mjs';

const wptDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const from = await syncWpt().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
console.log(`WPT data verified (${from})`);
const r = spawnSync(
  'pnpm',
  ['exec', 'vitest', 'run', '--reporter', join(wptDir, 'scripts', 'report-reporter.mjs'), 'test/wpt-'],
  { cwd: join(wptDir, '..'), stdio: 'inherit' },
);
process.exit(r.status ?? 1);
