export declare function growthExponent(make: (n: number) => string, f: (s: string) => unknown, sizes: readonly number[]): number;
export declare const geometric: (n0: number, count: number) => number[];
export declare function bestGrowthExponent(
  make: (n: number) => string,
  f: (s: string) => unknown,
  sizes: readonly number[],
  limit: number,
  attempts?: number,
): number;
export declare function bestThunkGrowthExponent(
  make: (n: number) => () => unknown,
  sizes: readonly number[],
  options?: { limit?: number; windowMs?: number },
): number;
