#!/usr/bin/env node
// The `x-url` executable (package.json "bin"); the logic is in cli-main.ts (arguments),
// cli-commands.ts and cli-bulk.ts (stdin, bulk mode and its worker threads, which run
// this same file).
import { readFileSync } from 'node:fs';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { bulkWorker, runBulk } from './cli-bulk';
import { loadEncodings, plan, runCommand, type CLIIO } from './cli-main';

/** The package's version: from the environment (pnpm x-url), else the package.json beside dist/. */
function version(): string {
  if (process.env.X_URL_VERSION !== undefined) return process.env.X_URL_VERSION;
  try {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { name?: string; version?: string };
    if (pkg.name === '@x/url' && typeof pkg.version === 'string') return pkg.version;
  } catch {
    // Not next to its package.json (a bundle elsewhere): fall through.
  }
  return 'unknown';
}

/** stdin as lines (for "-" inputs): read whole, split on "\n" with a "\r" before it dropped. */
async function stdinLines(): Promise<string[]> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += chunk as string;
  const lines = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

async function run(): Promise<number> {
  const argv = process.argv.slice(2);
  const io: CLIIO = { stdout: (t) => process.stdout.write(t), stderr: (t) => process.stderr.write(t), encodings: await loadEncodings(argv) };
  const p = plan(argv, io, process.stdin.isTTY === true, version());
  if (p.kind === 'done') return p.code;
  if (p.kind === 'bulk') {
    return runBulk(process.stdin, process.stdout, {
      base: p.args.base,
      workers: p.args.workers,
      stderr: process.stderr,
      workerURL: new URL(import.meta.url),
    });
  }
  const fromStdin = await stdinLines();
  const inputs = p.args.inputs.flatMap((i) => (i === '-' ? fromStdin : [i]));
  return runCommand(p.command, p.args, inputs, io);
}

if (!isMainThread && (workerData as { xUrlBulkWorker?: boolean } | null)?.xUrlBulkWorker === true && parentPort !== null) {
  bulkWorker(parentPort, (workerData as { base?: string }).base);
} else {
  run().then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`x-url: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 2;
    },
  );
}
