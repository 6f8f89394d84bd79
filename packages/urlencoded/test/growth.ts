// Fits the growth exponent of time over input size (least squares on log-log), for the
// linear-time checks in dos.test.ts.

/** The fastest of repeated runs over about 15 ms (at least 3): robust to a busy machine. */
function timeOf(run: () => unknown): number {
  let best = Infinity;
  const until = performance.now() + 15;
  for (let r = 0; r < 3 || performance.now() < until; r++) {
    const t = performance.now();
    run();
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

/** Least-squares slope of log(time) over log(size). */
export function growthExponent(make: (n: number) => () => unknown, sizes: readonly number[]): number {
  make(sizes[0] as number)(); // warm up
  const xs = sizes.map((n) => Math.log(n));
  const ys = sizes.map((n) => Math.log(Math.max(timeOf(make(n)), 0.001)));
  const mx = xs.reduce((a, b) => a + b) / xs.length;
  const my = ys.reduce((a, b) => a + b) / ys.length;
  let num = 0;
  let den = 0;
  xs.forEach((x, i) => {
    num += (x - mx) * ((ys[i] as number) - my);
    den += (x - mx) ** 2;
  });
  return num / den;
}

/** The exponent, measured up to three times while it is 1.3 or more (noise, not growth). */
export function bestExponent(make: (n: number) => () => unknown, sizes: readonly number[]): number {
  let exponent = Infinity;
  for (let attempt = 0; attempt < 3 && exponent >= 1.3; attempt++) exponent = growthExponent(make, sizes);
  return exponent;
}
