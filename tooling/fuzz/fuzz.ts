// `pnpm fuzz`: a differential fuzzer of the URL API against whatwg-url 17.3 (the JS
// reference implementation): parse with and without a base, setter sequences, and
// URLSearchParams operation sequences, generated from real URLs by a seeded PRNG. Every
// disagreement that no adjudicated known difference explains is shrunk to a minimal
// reproducer and written to a file; the exit code is 1 when there is one.
//
//   pnpm fuzz [--seed N] [--count N | --minutes M] [--out FILE]
//
// The seed defaults to the clock (printed first, so any run replays with --seed); CI runs
// a bounded run with a fixed seed (tooling/scripts/test-all.mjs).
import { writeFileSync } from 'node:fs';
import { URL as OurURL, URLSearchParams as OurParams } from '@x/url';
import { loadURLList, loadUrlTestData, URL_LISTS, type URLListName } from '@x/wpt';
import * as whatwg from 'whatwg-url';
import { generate, rng, type Case } from './cases';
import { execute, type Implementation, type Transcript } from './execute';
import { explain, KNOWN_DIFFERENCES } from './known-differences';
import { shrink } from './shrink';

function usage(message: string): never {
  console.error(`fuzz: ${message}\nusage: pnpm fuzz [--seed N] [--count N | --minutes M] [--out FILE]`);
  process.exit(2);
}

function parseArgs(argv: readonly string[]): { seed: number; count: number; minutes: number; out: string } {
  let seed = Date.now() % 2 ** 31;
  let count = Infinity;
  let minutes = Infinity;
  let out = 'fuzz-disagreements.json';
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    const next = (): string => argv[++i] ?? usage(`${a} needs a value`);
    const num = (s: string): number => {
      const n = Number(s);
      if (!Number.isFinite(n) || n < 0) usage(`${a} needs a non-negative number, got ${JSON.stringify(s)}`);
      return n;
    };
    if (a === '--seed') seed = num(next());
    else if (a === '--count') count = num(next());
    else if (a === '--minutes') minutes = num(next());
    else if (a === '--out') out = next();
    else if (a === '--') continue;
    else usage(`unknown argument ${JSON.stringify(a)}`);
  }
  if (count === Infinity && minutes === Infinity) count = 100_000;
  return { seed, count, minutes, out };
}

const ours = { URL: OurURL, URLSearchParams: OurParams } as unknown as Implementation;
const theirs = { URL: whatwg.URL, URLSearchParams: whatwg.URLSearchParams } as unknown as Implementation;

/** The transcript, or the crash of the harness itself (a non-Error throw, a stack overflow). */
function run(impl: Implementation, c: Case): Transcript {
  try {
    return execute(impl, c);
  } catch (e) {
    return [`crash ${e instanceof Error ? `${e.constructor.name}: ${e.message}` : String(e)}`];
  }
}

function same(a: Transcript, b: Transcript): boolean {
  return a.length === b.length && a.every((line, i) => line === b[i]);
}

/** Whether the implementations disagree on `c` in a way no known difference explains. */
function unexplained(c: Case): boolean {
  const a = run(ours, c);
  const b = run(theirs, c);
  return !same(a, b) && explain(c, a, b) === undefined;
}

async function pool(): Promise<string[]> {
  const out = (await loadUrlTestData()).map((t) => t.input);
  for (const name of Object.keys(URL_LISTS) as URLListName[]) {
    const lines = await loadURLList(name);
    for (let i = 0; i < lines.length; i += 37) out.push(lines[i] as string);
  }
  return out;
}

const { seed, count, minutes, out } = parseArgs(process.argv.slice(2));
// An adjudication whose example no longer differs (one side fixed) or is no longer
// explained by it would excuse disagreements it was not written for: fail before fuzzing.
for (const d of KNOWN_DIFFERENCES) {
  const a = run(ours, d.example);
  const b = run(theirs, d.example);
  if (same(a, b) || explain(d.example, a, b) !== d) {
    console.error(`fuzz: known difference ${d.id}: its example ${JSON.stringify(d.example)} ${same(a, b) ? 'no longer differs' : 'is not explained by it'}`);
    process.exit(1);
  }
}
console.log(`fuzz: seed ${seed}, ${count === Infinity ? `${minutes} min` : `${count} cases`}, against whatwg-url 17.3`);
const seeds = await pool();
const r = rng(seed);
const deadline = Date.now() + minutes * 60_000;
const explained = new Map<string, number>();
const found = new Map<string, { case: Case; ours: Transcript; whatwgURL: Transcript }>();
let tried = 0;
let agreed = 0;
let lastProgress = Date.now();
while (tried < count && Date.now() < deadline) {
  const c = generate(seeds, r);
  tried++;
  const a = run(ours, c);
  const b = run(theirs, c);
  if (same(a, b)) agreed++;
  else {
    const known = explain(c, a, b);
    if (known !== undefined) explained.set(known.id, (explained.get(known.id) ?? 0) + 1);
    else {
      const small = shrink(c, unexplained);
      const key = JSON.stringify(small);
      if (!found.has(key)) {
        found.set(key, { case: small, ours: run(ours, small), whatwgURL: run(theirs, small) });
        console.log(`disagreement (case ${tried}), shrunk: ${key}`);
      }
    }
  }
  if (process.stderr.isTTY && Date.now() - lastProgress > 1000) {
    lastProgress = Date.now();
    process.stderr.write(`\r${tried} cases, ${found.size} disagreements`);
  }
}
if (process.stderr.isTTY) process.stderr.write('\n');
console.log(`${tried} cases: ${agreed} agree, ${[...explained.values()].reduce((x, y) => x + y, 0)} differ as adjudicated, ${found.size} unexplained (shrunk, distinct)`);
for (const d of KNOWN_DIFFERENCES) console.log(`  known: ${d.id}: ${explained.get(d.id) ?? 0} cases (${d.why})`);
if (found.size > 0) {
  writeFileSync(out, `${JSON.stringify({ seed, disagreements: [...found.values()] }, null, 2)}\n`);
  console.log(`fuzz: ${found.size} minimal reproducers written to ${out}`);
  process.exit(1);
}
