// @ts-check
// Reads the workspace: every package.json under packages/ plus the private workspaces.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** @typedef {{ dir: string, json: Record<string, any> }} WorkspacePackage */

/** @returns {WorkspacePackage[]} the published packages (packages/*) */
export function publishedPackages() {
  const base = join(root, 'packages');
  return readdirSync(base)
    .filter((d) => existsSync(join(base, d, 'package.json')))
    .sort()
    .map((d) => ({ dir: join(base, d), json: JSON.parse(readFileSync(join(base, d, 'package.json'), 'utf8')) }));
}

/** @returns {WorkspacePackage[]} every workspace with a package.json */
export function allWorkspaces() {
  const extra = ['tooling', 'wpt', 'bench']
    .map((d) => join(root, d))
    .filter((d) => existsSync(join(d, 'package.json')))
    .map((dir) => ({ dir, json: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }));
  return [...publishedPackages(), ...extra];
}

/**
 * A package's API Extractor configs, one per public entry: `api-extractor.json` (the
 * root entry) first, then `api-extractor.<entry>.json` in name order.
 * @param {string} dir the package folder
 * @returns {string[]} file names
 */
export function apiExtractorConfigFiles(dir) {
  return readdirSync(dir)
    .filter((f) => f === 'api-extractor.json' || (f.startsWith('api-extractor.') && f.endsWith('.json')))
    .sort((a, b) => (a === 'api-extractor.json' ? -1 : b === 'api-extractor.json' ? 1 : a < b ? -1 : a > b ? 1 : 0));
}
