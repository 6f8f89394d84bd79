// @ts-check
// `pnpm pack` of the published packages (packages/*, none private): `workspace:` ranges
// become versions and LICENSE is copied in (prepack). Used by pack-all.mjs (`pnpm pack:all`)
// and packed-install.mjs (CI's installs of the tarballs into fresh npm projects).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { publishedPackages } from './workspace.mjs';

/** The packages a user installs: packages/* that are not private (the nine of the README). */
export function publishablePackages() {
  return publishedPackages().filter(({ json }) => json.private !== true);
}

/**
 * Packs every publishable package into `destination` (which must exist); each needs its
 * dist (pnpm build). Returns, by package name, its tarball and its @x/* dependencies.
 * @param {string} destination
 * @returns {Map<string, { tarball: string, deps: string[] }>}
 */
export function packPackages(destination) {
  /** @type {Map<string, { tarball: string, deps: string[] }>} */
  const packed = new Map();
  for (const { dir, json } of publishablePackages()) {
    if (!existsSync(join(dir, 'dist'))) throw new Error(`pack: ${json.name} is not built (pnpm build)`);
    const before = new Set(readdirSync(destination));
    execFileSync('pnpm', ['pack', '--pack-destination', destination], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    const tarball = readdirSync(destination).find((f) => !before.has(f));
    if (tarball === undefined) throw new Error(`pack: pnpm pack wrote no tarball for ${json.name}`);
    packed.set(json.name, { tarball: join(destination, tarball), deps: Object.keys(json.dependencies ?? {}).filter((d) => d.startsWith('@x/')) });
  }
  return packed;
}

/**
 * The tarballs of `names` and of every @x/* package they depend on: what one
 * `npm install` needs (the tarballs' @x/* dependencies are not on the registry yet).
 * @param {Map<string, { tarball: string, deps: string[] }>} packed
 * @param {string[]} names
 */
export function closure(packed, names) {
  const seen = new Set();
  const visit = (/** @type {string} */ n) => {
    if (seen.has(n)) return;
    seen.add(n);
    for (const d of packed.get(n)?.deps ?? []) visit(d);
  };
  names.forEach(visit);
  return [...seen].map((n) => /** @type {{ tarball: string }} */ (packed.get(n)).tarball);
}
