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
