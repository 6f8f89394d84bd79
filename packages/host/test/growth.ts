// Fits the growth exponent of f over geometric input sizes (noble-hashes slow-dos idea):
// time(n) ≈ c · n^k, k from a least-squares line through (log n, log time). Each point is
// the best of a few runs of enough calls to last about a millisecond, after a warm-up.
export function growthExponent(make: (n: number) => string, f: (s: string) => unknown, sizes: readonly number[]): number {
  const inputs = sizes.map(make);
  for (const s of inputs) f(s); // warm-up (JIT, lazily built tables)
  const xs: number[] = [];
  const ys: number[] = [];
  for (const s of inputs) {
    let reps = 1;
    let best = Infinity;
    for (let round = 0; round < 5; round++) {
      const t0 = performance.now();
      for (let r = 0; r < reps; r++) f(s);
      const dt = (performance.now() - t0) / reps;
      best = Math.min(best, dt);
      if (dt * reps < 1) reps *= 4;
    }
    xs.push(Math.log(s.length));
    ys.push(Math.log(Math.max(best, 1e-6)));
  }
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

/** Sizes n0, 2·n0, 4·n0, … (count of them). */
export const geometric = (n0: number, count: number): number[] => Array.from({ length: count }, (_, i) => n0 * 2 ** i);
