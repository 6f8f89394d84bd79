// Growth exponent of a function over inputs of geometric sizes: time(n) ≈ c·n^k, with k
// the least-squares slope of log(time) against log(n). Each time is the best of a few
// rounds, each round long enough (about a millisecond) to be measurable.
export function growthExponent(make: (n: number) => string, run: (s: string) => unknown, sizes: readonly number[]): number {
  const inputs = sizes.map(make);
  for (const s of inputs) run(s); // warm up the JIT and the lazily decoded rule trie
  const points = inputs.map((s) => {
    let calls = 1;
    let best = Infinity;
    for (let round = 0; round < 5; round++) {
      const start = performance.now();
      for (let i = 0; i < calls; i++) run(s);
      const elapsed = performance.now() - start;
      best = Math.min(best, elapsed / calls);
      if (elapsed < 1) calls *= 4;
    }
    return { x: Math.log(s.length), y: Math.log(Math.max(best, 1e-7)) };
  });
  const mean = (f: (p: { x: number; y: number }) => number): number => points.reduce((a, p) => a + f(p), 0) / points.length;
  const mx = mean((p) => p.x);
  const my = mean((p) => p.y);
  return mean((p) => (p.x - mx) * (p.y - my)) / mean((p) => (p.x - mx) ** 2);
}

/** n0, 2·n0, 4·n0, … */
export const geometric = (n0: number, count: number): number[] => Array.from({ length: count }, (_, i) => n0 * 2 ** i);
