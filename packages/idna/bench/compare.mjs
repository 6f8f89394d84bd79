// @ts-check
// Quick comparison of domain to ASCII: @x/idna (from source, bundled with esbuild) vs
// tr46 7.0.0 (the previous back end, with the URL Standard's flags) vs Node's
// url.domainToASCII. Best of N rounds of CPU time (process.cpuUsage: time this process
// was not running, as on a busy machine, is not counted), ns per call. Run quietly:
//   node packages/idna/bench/compare.mjs [rounds]
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import url from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const load = createRequire(join(packageDir, 'package.json'));
const tr46 = load('tr46');
const rounds = Number(process.argv[2] ?? 15);

const bundled = await build({
  stdin: { contents: "export { domainToASCII, domainToUnicode } from './src/index.ts';", resolveDir: packageDir, loader: 'ts' },
  bundle: true, format: 'esm', platform: 'node', write: false, conditions: ['@x/source'], logLevel: 'warning',
});
const source = bundled.outputFiles[0]?.text ?? '';
const ours = await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);

const RELAXED = { checkHyphens: false, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: false,
  transitionalProcessing: false, verifyDNSLength: false, ignoreInvalidPunycode: false };
/** The URL Standard's domain to ASCII on tr46 (ASCII lowercased, else ToASCII, then the forbidden check). */
function tr46DomainToASCII(/** @type {string} */ d) {
  let ascii = true;
  for (let i = 0; i < d.length; i++) if (d.charCodeAt(i) >= 0x80) { ascii = false; break; }
  const r = ascii ? d.toLowerCase() : tr46.toASCII(d, RELAXED);
  if (r === null || r === '') return null;
  for (let i = 0; i < r.length; i++) {
    const c = r.charCodeAt(i);
    if (c <= 0x20 || c === 0x7f || '#%/:<>?@[\\]^|'.includes(r[i] ?? '')) return null;
  }
  return r;
}

const lines = readFileSync('/work/shared/bench-data/ada-idna/to_ascii_alternating.txt', 'utf8').split('\n');
const ada = lines.filter((l, i) => i % 2 === 0 && l !== '');
const sets = {
  'ada-idna to_ascii_alternating (every other line)': ada,
  'non-ASCII IDN hosts': ['münchen.de', 'straße.de', 'bücher.example', 'παράδειγμα.δοκιμή', 'пример.рф', '例子.测试',
    'ファッション.biz', 'مثال.إختبار', 'דוגמה.טעסט', '☕.example', 'ÖBB.at', 'xn--mnchen-3ya.de'],
  'ASCII hosts': ['example.com', 'www.google.com', 'EXAMPLE.ORG', 'a.b.c.d.e.f'],
};

/** CPU time of this process in milliseconds. */
function cpu() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** @param {(s: string) => unknown} f @param {string[]} inputs */
function time(f, inputs) {
  let reps = 1;
  for (;;) {
    const t0 = cpu();
    for (let r = 0; r < reps; r++) for (const s of inputs) f(s);
    if (cpu() - t0 > 50) break;
    reps *= 2;
  }
  let best = Infinity;
  for (let k = 0; k < rounds; k++) {
    const t0 = cpu();
    for (let r = 0; r < reps; r++) for (const s of inputs) f(s);
    best = Math.min(best, (cpu() - t0) / (reps * inputs.length));
  }
  return best * 1e6;
}

for (const [name, inputs] of Object.entries(sets)) {
  // Same answers first (Node's may differ on failures: it returns '' there).
  let differ = 0;
  for (const s of inputs) if (ours.domainToASCII(s) !== tr46DomainToASCII(s)) differ++;
  const a = time((s) => ours.domainToASCII(s), inputs);
  const b = time(tr46DomainToASCII, inputs);
  const c = time((s) => url.domainToASCII(s), inputs);
  console.log(`${name} (${inputs.length} inputs, ${differ} answers differ from tr46):`);
  console.log(`  @x/idna ${a.toFixed(0)} ns   tr46 ${b.toFixed(0)} ns (${(b / a).toFixed(1)}x)   node url.domainToASCII ${c.toFixed(0)} ns`);
}
