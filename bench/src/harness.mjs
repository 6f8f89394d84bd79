// @ts-check
// A small benchmark harness: warm-up, interleaved rounds, median ns/op, ratio tables with
// a geometric mean. Runs in any engine: Node, Bun and Deno (process.hrtime.bigint, the
// global gc from --expose-gc, Bun.gc), and a browser page (performance.now; engine.mjs
// bundles it, the settings on globalThis.__benchEnv). Each suite runs in its own child
// process or page (see cli.mjs), so the JIT state one suite leaves behind never reaches
// the next.

/** The settings (X_BENCH_*): the process's environment, or what a page was given. */
const env = /** @type {Record<string, string | undefined>} */ (
  /** @type {{ __benchEnv?: Record<string, string> }} */ (globalThis).__benchEnv ?? (typeof process === 'undefined' ? {} : process.env)
);

/** Quick mode: fewer rounds, shorter warm-up, smaller datasets; for smoke runs only. */
export const QUICK = env.X_BENCH_QUICK === '1';

export const config = {
  /** Measured rounds per contender and dataset; the median is reported. */
  rounds: QUICK ? 3 : Number(env.X_BENCH_ROUNDS ?? 11),
  /** Warm-up time per contender and dataset before the first measured round. */
  warmupMs: QUICK ? 20 : 300,
  /**
   * The warm-up also lasts until this many operations have run (at most maxWarmupMs): V8
   * optimizes a function once it has run enough, so on a small dataset (WPT's 555 inputs)
   * the code for its rarer inputs (IPv6, IDNA, file hosts) was still being compiled, on
   * background threads whose CPU time the samples counted, after 300 ms.
   */
  warmupOps: QUICK ? 0 : Number(env.X_BENCH_WARMUP_OPS ?? 500_000),
  maxWarmupMs: 3000,
  /**
   * Before a table's first sample, each contender runs over all its datasets in turn
   * for at least this long (at least one pass of each). Code that only a dataset's rarer
   * inputs reach (kasztp's 179 URLs that leave the recognizer, of 48,010) got hot only
   * after the first dataset's warm-up, so V8 optimized it during that dataset's samples,
   * on background threads whose CPU time the samples counted: `--trace-opt` showed
   * TurboFan compiles (pathState, 10 ms) between 6 of kasztp's 9 samples in a process's
   * first table and none in later tables, and the first table read 134–144 ns where the
   * same operation read 118–122 when its table came second. A round of the small WPT
   * dataset reaches that code hundreds of times a second.
   */
  prewarmMs: QUICK ? 0 : Number(env.X_BENCH_PREWARM_MS ?? 1500),
  /** A round repeats whole passes over the dataset until it lasts at least this long. */
  minRoundMs: QUICK ? 2 : 40,
  /** Quick mode keeps only the first N inputs of each dataset (X_BENCH_MAX_INPUTS for a short run). */
  maxInputs: QUICK ? 2000 : Number(env.X_BENCH_MAX_INPUTS ?? Infinity),
};

/** Whatever the benchmarked functions return is folded in here so V8 cannot drop the work. */
let sink = 0;
/** @param {number} value */
export function consume(value) {
  sink = (sink + (value | 0)) | 0;
}
/** The sink's value, for a page to report (a process prints nothing at exit unless it is this). */
export const sinkValue = () => sink;
if (typeof process !== 'undefined' && typeof process.on === 'function') {
  process.on('exit', () => {
    // Reading the sink where V8 cannot prove it unused; never true in practice.
    if (sink === 0x7fffffff) console.log('');
  });
}

/**
 * The clock. Default: wall time (process.hrtime.bigint). X_BENCH_CLOCK=cpu uses this
 * process's CPU time (process.cpuUsage, user + system, all its threads) instead: on a
 * machine shared with other work, time spent descheduled then does not count.
 */
export const CLOCK = env.X_BENCH_CLOCK === 'cpu' && typeof process !== 'undefined' && typeof process.cpuUsage === 'function' ? 'cpu' : 'wall';
/** A page has only performance.now(), which browsers coarsen (Firefox to 1 ms): samples last ≥ 40 ms. */
const HRTIME = typeof process !== 'undefined' && typeof process.hrtime?.bigint === 'function';
const now =
  CLOCK === 'cpu'
    ? () => {
        const u = process.cpuUsage();
        return (u.user + u.system) * 1000;
      }
    : HRTIME
      ? () => Number(process.hrtime.bigint())
      : () => performance.now() * 1e6;

/**
 * @typedef {object} Dataset
 * @property {string} name
 * @property {number} ops                       operations in one pass (usually inputs.length)
 * @property {unknown} data                     what contenders get (after their own prepare)
 * @property {Record<string, string | number>} [info]  extra columns (e.g. invalid count)
 */

/**
 * @typedef {object} Contender
 * @property {string} name
 * @property {(state: any) => number} run        one pass over the dataset; returns a number for the sink
 * @property {(dataset: Dataset) => unknown} [prepare]  builds per-dataset state outside the timing
 * @property {string} [skip]                     why this contender cannot run (printed, no column values)
 */

/**
 * @typedef {object} Ratio
 * @property {string} label
 * @property {string} num                        contender name
 * @property {string | string[]} den             contender name, or several (the fastest per dataset is used)
 */

/**
 * @typedef {object} Goal
 * @property {string} ratio                      a Ratio label
 * @property {number} max
 * @property {string} text
 * @property {(name: string) => boolean} [datasets]  which datasets the goal covers (default all)
 */

/**
 * @typedef {object} Comparison
 * @property {string} title
 * @property {string} unit                       what one op is ("URL", "host", "string", …)
 * @property {string} [units]                    its plural, when not unit + "s"
 * @property {Dataset[]} datasets
 * @property {Contender[]} contenders
 * @property {Ratio[]} ratios
 * @property {Goal[]} [goals]
 * @property {string[]} [notes]
 */

/**
 * @param {Contender} c @param {unknown} state @param {number} passes
 * @returns {number} elapsed ns
 */
function timePasses(c, state, passes) {
  const run = c.run;
  const t0 = now();
  for (let p = 0; p < passes; p++) consume(run(state));
  return now() - t0;
}

/**
 * What runs before every timed sample (X_BENCH_GC, set by cli.mjs `--gc`):
 * - `full` (the default): a full collection (two, see settleHeap), as an application's
 *   major GCs do. V8 then frees hidden classes that no live object has and deoptimizes
 *   code that embedded them, so this is what users meet when they parse, use, drop and
 *   collect.
 * - `minor`: two minor collections only (the first empties the nursery, the second
 *   promotes what survived it): the steady state of a quiet loop.
 * - `busy`: `full`, in a heap that also holds BUSY_OBJECTS live objects, then another
 *   allocation-heavy workload (JSON of many small objects) whose garbage the sample
 *   meets: a busy application's heap.
 * A no-op without --expose-gc (the bench runs with it).
 */
export const GC_PROTOCOL = env.X_BENCH_GC === 'minor' ? 'minor' : env.X_BENCH_GC === 'busy' ? 'busy' : 'full';
const BUSY_OBJECTS = 300_000;
/** @type {unknown[]} */
const busyHeap = [];
if (GC_PROTOCOL === 'busy') {
  for (let i = 0; i < BUSY_OBJECTS; i++) busyHeap.push({ id: i, name: `item ${i}`, tags: [i & 7, i & 15] });
}
const busyJSON = JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ id: i, label: `row ${i}`, values: [i, i * 2, i * 3] })));

/**
 * How this engine collects before a sample: V8's gc() (Node, Deno, Chromium: --expose-gc),
 * Bun's Bun.gc(true) (a full, synchronous collection), or nothing (Firefox and WebKit give
 * a page no way to ask for one).
 */
const BUN_GC = /** @type {{ Bun?: { gc(sync: boolean): void } }} */ (globalThis).Bun?.gc;
export const GC_METHOD = typeof globalThis.gc === 'function' ? 'gc()' : typeof BUN_GC === 'function' ? 'Bun.gc(true)' : 'none';

function settleHeap() {
  const gc = /** @type {((options?: { type: 'minor' | 'major' }) => void) | undefined} */ (globalThis.gc);
  if (gc === undefined) {
    if (BUN_GC !== undefined) {
      // JavaScriptCore: one full synchronous collection (no minor protocol; `busy` as full).
      /** @type {{ gc(sync: boolean): void }} */ (/** @type {any} */ (globalThis).Bun).gc(true);
    }
    return;
  }
  if (GC_PROTOCOL === 'minor') {
    gc({ type: 'minor' });
    gc({ type: 'minor' });
    return;
  }
  // Two full collections. V8 sweeps after a full collection concurrently, so with one the
  // sweeping of what the previous contender left ran during this sample, and on the CPU
  // clock (every thread) its cost landed on whoever came next: with whatwg-url timed in the
  // same process, parseURL + href read 446–617 ns/URL on kasztp against Node's 292–323;
  // with the second collection, which finishes that sweeping first, 284–288 against
  // 276–297 (--single-threaded-gc, where nothing is left over, gives the same ratio).
  gc();
  gc();
  if (GC_PROTOCOL === 'busy') {
    // Another library's work in the same heap, its garbage left for the sample to meet.
    const rows = JSON.parse(busyJSON);
    consume(rows.length + busyHeap.length);
  }
}

/** @param {number[]} xs */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? /** @type {number} */ (s[m]) : (/** @type {number} */ (s[m - 1]) + /** @type {number} */ (s[m])) / 2;
}

/** @param {number[]} xs @param {number} q */
function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b);
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return /** @type {number} */ (s[lo]) + (/** @type {number} */ (s[hi]) - /** @type {number} */ (s[lo])) * (pos - lo);
}

/** @param {number[]} xs */
export function geomean(xs) {
  if (xs.length === 0) return NaN;
  return Math.exp(xs.reduce((a, x) => a + Math.log(x), 0) / xs.length);
}

/** Warm-up passes (the last ones) whose shortest calibrates a sample's length. */
const CALIBRATION = 9;

/**
 * Measures every runnable contender on one dataset. Contenders are interleaved: round r
 * runs them in an order rotated by r, so slow drift (thermal, GC heap growth) spreads
 * over all of them instead of favouring whoever runs first.
 * @param {Dataset} ds @param {Contender[]} contenders
 * @returns {Map<string, { median: number, spread: number, samples: number[] }>} ns/op per
 *   contender name, and its sample of each round (in round order)
 */
function measureDataset(ds, contenders) {
  const live = contenders.filter((c) => c.skip === undefined);
  /** @type {Map<string, { state: unknown, passes: number, samples: number[] }>} */
  const runs = new Map();
  for (const c of live) {
    const state = c.prepare ? c.prepare(ds) : ds.data;
    // Warm-up: whole passes until warmupMs has gone by and warmupOps have run (at least
    // one pass; the pre-warm already ran one), so every function reaches its optimized
    // tier before it is timed.
    let spent = 0;
    let passes = 0;
    // The shortest of the last CALIBRATION passes sets how many passes a sample repeats.
    // Not the last pass alone: with the CPU clock, a pass that coincides with a background
    // compile (code that only the dataset's rarer inputs reach, optimized late) counts
    // that thread's time too, and one such pass made the WPT samples of the JavaScript
    // contenders 3-17 passes (4-13 ms) against Node's 31-48 (40 ms), so the
    // post-collection warm-up every sample begins with weighed several times more for them.
    const recent = [];
    while (spent < config.warmupMs * 1e6 || passes < 1 || (passes * ds.ops < config.warmupOps && spent < config.maxWarmupMs * 1e6)) {
      const t = timePasses(c, state, 1);
      spent += t;
      passes++;
      recent.push(t);
      if (recent.length > CALIBRATION) recent.shift();
    }
    const pass = Math.max(1, Math.min(...recent));
    runs.set(c.name, { state, passes: Math.max(1, Math.ceil((config.minRoundMs * 1e6) / pass)), samples: [] });
  }
  for (let r = 0; r < config.rounds; r++) {
    for (let k = 0; k < live.length; k++) {
      const c = /** @type {Contender} */ (live[(k + r) % live.length]);
      const run = /** @type {{ state: unknown, passes: number, samples: number[] }} */ (runs.get(c.name));
      // A collection before every sample (see settleHeap for the protocols).
      // The full one is the default because a full collection deoptimizes optimized code
      // whose embedded weak references died (V8 "weak objects" deopts): applications
      // meet that, a quiet loop does not. Either way the collection settles what the
      // previous contender left: without it its survivors were scavenged (21 ms once)
      // inside the next contender's sample.
      settleHeap();
      run.samples.push(timePasses(c, run.state, run.passes) / (run.passes * ds.ops));
    }
  }
  /** @type {Map<string, { median: number, spread: number, samples: number[] }>} */
  const out = new Map();
  for (const [name, run] of runs) {
    const m = median(run.samples);
    // Spread: half the interquartile range, relative to the median.
    out.set(name, { median: m, spread: (quantile(run.samples, 0.75) - quantile(run.samples, 0.25)) / 2 / m, samples: run.samples });
  }
  return out;
}

/**
 * A ratio from one dataset's samples: the median over rounds of `num`'s sample divided by
 * the denominator's sample of the same round (of the denominators, the one with the lower
 * median). Each round runs the contenders back to back, so a change in the machine's speed
 * between rounds (on a shared machine the same loop has run 1.5-2x slower for minutes)
 * divides out; a ratio of the two medians compared samples taken seconds apart. NaN when
 * either side was not measured.
 * @param {Map<string, { median: number, samples: number[] }>} m
 * @param {string} num
 * @param {string[]} dens
 */
function pairedRatio(m, num, dens) {
  const top = m.get(num);
  let bottom;
  for (const d of dens) {
    const v = m.get(d);
    if (v !== undefined && Number.isFinite(v.median) && (bottom === undefined || v.median < bottom.median)) bottom = v;
  }
  if (top === undefined || bottom === undefined) return NaN;
  const b = bottom;
  return median(top.samples.map((x, i) => x / /** @type {number} */ (b.samples[i])));
}

/** @param {number} ns */
function fmtNs(ns) {
  if (ns >= 1e5) return `${(ns / 1000).toFixed(0)}µs`;
  if (ns >= 1e4) return `${(ns / 1000).toFixed(1)}µs`;
  if (ns >= 100) return ns.toFixed(0);
  return ns.toFixed(1);
}

/** @param {number} r */
export function fmtRatio(r) {
  return Number.isFinite(r) ? `${r.toFixed(r < 0.1 ? 3 : 2)}×` : '–';
}

/** @param {string[][]} rows @param {number} leftCols columns aligned left */
export function printTable(rows, leftCols = 1) {
  const widths = /** @type {number[]} */ ([]);
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  const lines = rows.map((row) =>
    row.map((cell, i) => (i < leftCols ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ').trimEnd(),
  );
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  console.log(lines.join('\n'));
}

/**
 * Runs one comparison and prints its table: ns/op per contender (median, ± half the
 * interquartile range), then each ratio (pairedRatio: num over den round by round, the
 * median of those; lower is better for the numerator) and their geometric mean over
 * datasets, then the goals.
 * @param {Comparison} cmp
 * @returns {{ title: string, datasets: { name: string, ops: number, ns: Record<string, number>, ratios: Record<string, number> }[], geomeans: Record<string, number> }}
 */
export function compare(cmp) {
  // X_BENCH_ONLY=name,name: time only these contenders (to study one without the others).
  const only = env.X_BENCH_ONLY ? new Set(env.X_BENCH_ONLY.split(',')) : null;
  if (only) cmp = { ...cmp, contenders: cmp.contenders.map((c) => (only.has(c.name) || c.skip !== undefined ? c : { ...c, skip: 'not in X_BENCH_ONLY' })) };
  console.log(`\n## ${cmp.title}`);
  console.log(
    `ns/${cmp.unit} (${CLOCK === 'cpu' ? 'CPU time, ' : ''}median of ${config.rounds} rounds, ± half the interquartile range); a ratio is the median over rounds of the two samples taken in the same round; ratio < 1 means ours is faster`,
  );
  for (const c of cmp.contenders) if (c.skip !== undefined) console.log(`skipped: ${c.name}: ${c.skip}`);
  const live = cmp.contenders.filter((c) => c.skip === undefined);
  const infoKeys = [...new Set(cmp.datasets.flatMap((d) => Object.keys(d.info ?? {})))];
  const header = ['dataset', cmp.units ?? `${cmp.unit}s`, ...infoKeys, ...live.map((c) => c.name), ...cmp.ratios.map((r) => r.label)];
  /** @type {string[][]} */
  const rows = [header];
  /** @type {Record<string, number[]>} */
  const perRatio = {};
  const results = [];
  // Pre-warm: every contender over every dataset in turn (config.prewarmMs, at least one
  // pass each) before anything is timed, so each function's type feedback covers all the
  // inputs it will see, the code for rare inputs is optimized before the samples (not
  // during the first dataset's), and the numbers do not depend on which dataset or table
  // happens to be measured first.
  for (const c of live) {
    const states = cmp.datasets.map((ds) => (c.prepare ? c.prepare(ds) : ds.data));
    let spent = 0;
    do for (const state of states) spent += timePasses(c, state, 1);
    while (spent < config.prewarmMs * 1e6);
  }
  for (const ds of cmp.datasets) {
    const m = measureDataset(ds, cmp.contenders);
    /** @type {Record<string, number>} */
    const ns = {};
    for (const [k, v] of m) ns[k] = v.median;
    /** @type {Record<string, number>} */
    const ratios = {};
    for (const r of cmp.ratios) {
      const value = pairedRatio(m, r.num, Array.isArray(r.den) ? r.den : [r.den]);
      ratios[r.label] = value;
      if (Number.isFinite(value)) (perRatio[r.label] ??= []).push(value);
    }
    results.push({ name: ds.name, ops: ds.ops, ns, ratios });
    rows.push([
      ds.name,
      String(ds.ops),
      ...infoKeys.map((k) => String(ds.info?.[k] ?? '')),
      ...live.map((c) => {
        const v = m.get(c.name);
        return v ? `${fmtNs(v.median)} ±${(v.spread * 100).toFixed(0)}%` : '–';
      }),
      ...cmp.ratios.map((r) => fmtRatio(ratios[r.label] ?? NaN)),
    ]);
  }
  /** @type {Record<string, number>} */
  const geomeans = {};
  for (const r of cmp.ratios) geomeans[r.label] = geomean(perRatio[r.label] ?? []);
  if (cmp.datasets.length > 1 && cmp.ratios.length > 0) {
    rows.push(['geometric mean', '', ...infoKeys.map(() => ''), ...live.map(() => ''), ...cmp.ratios.map((r) => fmtRatio(geomeans[r.label] ?? NaN))]);
  }
  printTable(rows, 1);
  for (const g of cmp.goals ?? []) {
    const vals = results.filter((d) => (g.datasets ? g.datasets(d.name) : true)).map((d) => d.ratios[g.ratio] ?? NaN).filter((x) => Number.isFinite(x));
    const gm = geomean(vals);
    const verdict = Number.isFinite(gm) ? `${fmtRatio(gm)} (geometric mean over ${vals.length} dataset${vals.length === 1 ? '' : 's'}) ${gm <= g.max ? 'met' : 'NOT met'}` : 'not measured (ours skipped)';
    console.log(`goal: ${g.text} (${g.ratio} ≤ ${g.max.toFixed(2)}×): ${verdict}`);
  }
  for (const n of cmp.notes ?? []) console.log(`note: ${n}`);
  return { title: cmp.title, datasets: results, geomeans };
}
