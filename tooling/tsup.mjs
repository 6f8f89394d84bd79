// @ts-check
/**
 * Shared tsup preset: ESM + CJS + declarations for both (index.d.ts / index.d.cts).
 * `splitting: true` is required for packages with more than one entry, so that both
 * entries share one copy of each class (see ARCHITECTURE.md §6.8).
 * @param {Record<string, string>} entry
 * @returns {import('tsup').Options}
 */
export function libraryConfig(entry = { index: 'src/index.ts' }) {
  return {
    entry,
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    platform: 'neutral',
    splitting: true,
    treeshake: true,
    tsconfig: 'tsconfig.build.json',
  };
}
