#!/usr/bin/env node
// The `x-url` executable (package.json "bin"); the logic is in cli-main.ts (arguments),
// cli-commands.ts and cli-bulk.ts (stdin, bulk mode and its worker threads, which run
// this same file).
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { BOM_NOTE, bulkWorker, clampWorkers, runBulk, withoutBOM, type BulkWorkerData } from './cli-bulk';
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

/**
 * stdin as lines (for "-" inputs): read whole, a leading byte-order mark dropped (and said
 * so), split on "\n" with a "\r" before it dropped.
 */
async function stdinLines(): Promise<string[]> {
  let text = '';
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  for await (const chunk of withoutBOM(process.stdin as AsyncIterable<Buffer>, () => process.stderr.write(BOM_NOTE))) text += decoder.decode(chunk, { stream: true });
  text += decoder.decode();
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
    const { workers, note } = clampWorkers(p.args.workers, availableParallelism());
    if (note !== undefined) process.stderr.write(note);
    return runBulk(process.stdin, process.stdout, {
      command: p.command,
      base: p.args.base,
      opaque: p.args.opaque,
      workers,
      stderr: process.stderr,
      workerURL: new URL(import.meta.url),
    });
  }
  const fromStdin = await stdinLines();
  const inputs = p.args.inputs.flatMap((i) => (i === '-' ? fromStdin : [i]));
  return runCommand(p.command, p.args, inputs, io);
}

/**
 * A reader that closes early (`x-url … | head -1`) is not an error: stop quietly, exit 0.
 * Anything else on stdout or stderr is reported as before.
 */
function quietOnEPIPE(stream: NodeJS.WriteStream): void {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
}

if (!isMainThread && (workerData as Partial<BulkWorkerData> | null)?.xUrlBulkWorker === true && parentPort !== null) {
  bulkWorker(parentPort, workerData as BulkWorkerData);
} else {
  quietOnEPIPE(process.stdout);
  quietOnEPIPE(process.stderr);
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
