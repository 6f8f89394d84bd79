// @ts-check
// Domain to ASCII timings: @x/idna (from source, bundled with esbuild) vs tr46 7.0.0 (the
// previous back end, with the URL Standard's steps around it) vs Node's url.domainToASCII.
// Each (input set, implementation) pair runs in a fresh Node process, so one
// implementation's JIT state cannot slow another's; the time is the best of N rounds of
// CPU time (process.cpuUsage: time the process spent descheduled on a busy machine does
// not count), in ns per call. Run quietly:
//   node packages/idna/bench/compare.mjs [rounds]
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import url from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const self = fileURLToPath(import.meta.url);

const lines = readFileSync('/work/shared/bench-data/ada-idna/to_ascii_alternating.txt', 'utf8').split('\n');
/** @type {Record<string, string[]>} */
const SETS = {
  'ada-idna to_ascii_alternating.txt (every other line)': lines.filter((l, i) => i % 2 === 0 && l !== ''),
  'IDN hosts': ['münchen.de', 'straße.de', 'bücher.example', 'παράδειγμα.δοκιμή', 'пример.рф', '例子.测试',
    'ファッション.biz', 'مثال.إختبار', 'דוגמה.טעסט', '☕.example', 'ÖBB.at', 'xn--mnchen-3ya.de'],
  'ASCII hosts': ['example.com', 'www.google.com', 'EXAMPLE.ORG', 'a.b.c.d.e.f'],
};
const IMPLEMENTATIONS = ['@x/idna', 'tr46', 'node'];

/** @param {string} name @returns {Promise<(s: string) => string | null>} */
async function implementation(name) {
  if (name === 'node') return (s) => url.domainToASCII(s);
  if (name === 'tr46') {
    const tr46 = createRequire(join(packageDir, 'package.json'))('tr46');
    const RELAXED = { checkHyphens: false, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: false,
      transitionalProcessing: false, verifyDNSLength: false, ignoreInvalidPunycode: false };
    // The URL Standard's domain to ASCII on tr46: ASCII lowercased, else ToASCII; then the
    // forbidden domain code points.
    return (d) => {
      let ascii = true;
      for (let i = 0; i < d.length; i++) if (d.charCodeAt(i) >= 0x80) { ascii = false; break; }
      const r = ascii ? d.toLowerCase() : tr46.toASCII(d, RELAXED);
      if (r === null || r === '') return null;
      for (let i = 0; i < r.length; i++) {
        const c = r.charCodeAt(i);
        if (c <= 0x20 || c === 0x7f || '#%/:<>?@[\\]^|'.includes(r[i] ?? '')) return null;
      }
      return r;
    };
  }
  const bundled = await build({
    stdin: { contents: "export { domainToASCII } from './src/index.ts';", resolveDir: packageDir, loader: 'ts' },
    bundle: true, format: 'esm', platform: 'node', write: false, conditions: ['@x/source'], logLevel: 'warning',
  });
  const m = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0]?.text ?? '').toString('base64')}`);
  return m.domainToASCII;
}

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

if (process.argv[2] === '--child') {
  const [set, name, rounds] = process.argv.slice(3);
  const inputs = SETS[set ?? ''] ?? [];
  const f = await implementation(name ?? '');
  let reps = 1;
  for (;;) {
    const t0 = cpu();
    for (let r = 0; r < reps; r++) for (let i = 0; i < inputs.length; i++) f(inputs[i] ?? '');
    if (cpu() - t0 > 50) break;
    reps *= 2;
  }
  let best = Infinity;
  for (let k = 0; k < Number(rounds); k++) {
    const t0 = cpu();
    for (let r = 0; r < reps; r++) for (let i = 0; i < inputs.length; i++) f(inputs[i] ?? '');
    best = Math.min(best, (cpu() - t0) / (reps * inputs.length));
  }
  console.log(JSON.stringify(best * 1e6));
} else {
  const rounds = process.argv[2] ?? '15';
  const ours = await implementation('@x/idna');
  const theirs = await implementation('tr46');
  for (const [set, inputs] of Object.entries(SETS)) {
    const differ = inputs.filter((s) => ours(s) !== theirs(s)).length;
    /** @type {Record<string, number>} */
    const ns = {};
    for (const name of IMPLEMENTATIONS) {
      ns[name] = JSON.parse(execFileSync(process.execPath, [self, '--child', set, name, rounds], { encoding: 'utf8' }));
    }
    const [a = 0, b = 0, c = 0] = IMPLEMENTATIONS.map((n) => ns[n] ?? 0);
    console.log(`${set}: ${inputs.length} inputs, ${differ} answers differ between @x/idna and tr46`);
    console.log(`  @x/idna ${a.toFixed(0)} ns   tr46 ${b.toFixed(0)} ns (${(b / a).toFixed(1)}x)   node url.domainToASCII ${c.toFixed(0)} ns`);
  }
}
