// @ts-check
// Fits the growth exponent of a function over geometric input sizes (noble-hashes
// slow-dos idea): time(n) ≈ c · n^k, k from a least-squares line through (log n, log time).
// Shared by every package's test/dos.test.ts.
//
// Each size runs enough calls to last a few milliseconds (timer resolution), and the
// sizes are measured round-robin over several rounds, keeping each size's best: noise
// from other test workers or a GC pause then hits all sizes alike instead of skewing
// the largest.

/**
 * @param {(n: number) => string} make builds the worst-case input of size n
 * @param {(s: string) => unknown} f the operation under test
 * @param {readonly number[]} sizes
 * @returns {number} the fitted exponent k
 */
export function growthExponent(make, f, sizes) {
  const inputs = sizes.map(make);
  // Warm-up (JIT, lazily built tables) and calibration of the repetitions per size.
  const reps = inputs.map((s) => {
    let r = 1;
    for (;;) {
      const t0 = performance.now();
      for (let i = 0; i < r; i++) f(s);
      if (performance.now() - t0 >= 2 || r >= 1 << 16) return r;
      r *= 2;
    }
  });
  const best = inputs.map(() => Infinity);
  for (let round = 0; round < 7; round++) {
    inputs.forEach((s, k) => {
      const r = reps[k] ?? 1;
      const t0 = performance.now();
      for (let i = 0; i < r; i++) f(s);
      best[k] = Math.min(best[k] ?? Infinity, (performance.now() - t0) / r);
    });
  }
  const xs = inputs.map((s) => Math.log(s.length));
  const ys = best.map((t) => Math.log(Math.max(t, 1e-6)));
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += ((xs[i] ?? 0) - mx) * ((ys[i] ?? 0) - my);
    den += ((xs[i] ?? 0) - mx) ** 2;
  }
  return num / den;
}

/**
 * Sizes n0, 2·n0, 4·n0, … (`count` of them).
 * @param {number} n0
 * @param {number} count
 * @returns {number[]}
 */
export const geometric = (n0, count) => Array.from({ length: count }, (_, i) => n0 * 2 ** i);

/**
 * The smallest exponent over up to `attempts` fits, stopping at the first one below
 * `limit`: a timing fit on a shared 2-core machine is sometimes thrown off by other
 * workers, but a super-linear algorithm (exponent ≥ 1.8 here) exceeds the limit every time.
 * @param {(n: number) => string} make
 * @param {(s: string) => unknown} f
 * @param {readonly number[]} sizes
 * @param {number} limit
 * @param {number} [attempts]
 * @returns {number}
 */
export function bestGrowthExponent(make, f, sizes, limit, attempts = 5) {
  let best = Infinity;
  for (let i = 0; i < attempts && best >= limit; i++) best = Math.min(best, growthExponent(make, f, sizes));
  return best;
}

/**
 * The fastest of repeated runs over about `windowMs` (at least 3): robust to a busy machine.
 * @param {() => unknown} run
 * @param {number} windowMs
 */
function timeOf(run, windowMs) {
  let best = Infinity;
  const until = performance.now() + windowMs;
  for (let r = 0; r < 3 || performance.now() < until; r++) {
    const t = performance.now();
    run();
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

/**
 * The growth exponent for operations whose input is prepared outside the timing:
 * `make(n)` builds the input of size n and returns the call to time. Least-squares slope
 * of log(time) over log(n), measured up to five times while it is at `limit` or more
 * (noise from other test workers, which a superlinear algorithm fails every time); the
 * smallest of the fits, as bestGrowthExponent returns (the last one was returned before:
 * the same verdict, a larger figure in a failure's message).
 * @param {(n: number) => () => unknown} make
 * @param {readonly number[]} sizes
 * @param {{ limit?: number, windowMs?: number }} [options]
 * @returns {number}
 */
export function bestThunkGrowthExponent(make, sizes, { limit = 1.3, windowMs = 10 } = {}) {
  let best = Infinity;
  for (let attempt = 0; attempt < 5 && best >= limit; attempt++) {
    make(/** @type {number} */ (sizes[0]))(); // warm up
    const xs = sizes.map((n) => Math.log(n));
    const ys = sizes.map((n) => Math.log(Math.max(timeOf(make(n), windowMs), 0.001)));
    const mx = xs.reduce((a, b) => a + b) / xs.length;
    const my = ys.reduce((a, b) => a + b) / ys.length;
    let num = 0;
    let den = 0;
    xs.forEach((x, i) => {
      num += (x - mx) * (/** @type {number} */ (ys[i]) - my);
      den += (x - mx) ** 2;
    });
    best = Math.min(best, num / den);
  }
  return best;
}
