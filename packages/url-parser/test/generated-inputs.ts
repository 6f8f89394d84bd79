// Generated inputs for the differential tests: real URLs (WPT's urltestdata inputs and
// every 37th URL of each real URL list, synced and sha256-checked by @x/wpt) mutated by
// a seeded PRNG (@x/tooling/random, shared with `pnpm fuzz`). The seed is fixed, so a failure in CI replays as is; X_DIFF_SEED
// explores others and X_DIFF_RUNS changes the count (default 100,000).
import { mutate, rng } from '@x/tooling/random';
import { loadURLList, URL_LISTS, type URLListName } from '@x/wpt';

export const RUNS = Number(process.env.X_DIFF_RUNS ?? 100_000);
// A fixed seed, so a failure in CI replays as is; X_DIFF_SEED explores others.
export const SEED = Number(process.env.X_DIFF_SEED ?? 20261124);

export { mutate, rng };

export async function seeds(wpt: readonly { input: string }[]): Promise<string[]> {
  const out = wpt.map((c) => c.input);
  // Every 37th URL of each real URL list (synced and sha256-checked by @x/wpt).
  for (const name of Object.keys(URL_LISTS) as URLListName[]) {
    const lines = await loadURLList(name);
    for (let i = 0; i < lines.length; i += 37) out.push(lines[i] as string);
  }
  return out;
}

