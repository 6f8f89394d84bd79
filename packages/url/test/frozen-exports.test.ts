// Issue 46 item 5 (and issue 11 item 1): nothing a package exports is a mutable table. The
// walk covers every entry point of every package (each "exports" key of each
// packages/*/package.json, read here so that a new entry point is walked without editing
// this file): an exported array or object, and every array or object reachable from it
// through own properties, is frozen. Functions and classes are code, not tables: their
// own static properties are walked as objects are.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const PACKAGES = join(__dirname, '..', '..');

/** Every "<name><subpath>" import specifier of every package's exports map. */
function entryPoints(): string[] {
  const specifiers: string[] = [];
  for (const dir of readdirSync(PACKAGES)) {
    let manifest: { name: string; exports?: Record<string, unknown> };
    try {
      manifest = JSON.parse(readFileSync(join(PACKAGES, dir, 'package.json'), 'utf8'));
    } catch {
      continue;
    }
    for (const key of Object.keys(manifest.exports ?? {})) {
      if (key === './package.json') continue;
      specifiers.push(key === '.' ? manifest.name : `${manifest.name}${key.slice(1)}`);
    }
  }
  return specifiers.sort();
}

/** The paths (export name, then property keys) of the mutable objects reachable from `value`. */
function mutableTables(value: unknown, path: string, seen: Set<unknown>, found: string[]): void {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value)) return;
  seen.add(value);
  if (typeof value === 'object' && !Object.isFrozen(value)) found.push(path);
  for (const key of Reflect.ownKeys(value)) {
    // A class's prototype and a function's own name/length are the language's, not tables.
    if (typeof value === 'function' && (key === 'prototype' || key === 'length' || key === 'name')) continue;
    const d = Object.getOwnPropertyDescriptor(value, key);
    if (d !== undefined && 'value' in d) mutableTables(d.value, `${path}.${String(key)}`, seen, found);
  }
}

const ENTRY_POINTS = entryPoints();

test('the walk finds every package entry point', () => {
  expect(ENTRY_POINTS).toContain('@x/url-parser/internal');
  expect(ENTRY_POINTS).toContain('@x/percent-encoding/encodings');
  expect(ENTRY_POINTS.length).toBeGreaterThanOrEqual(20);
});

test.each(ENTRY_POINTS)('%s exports no mutable array or object', async (specifier) => {
  const module = (await import(specifier)) as Record<string, unknown>;
  const found: string[] = [];
  const seen = new Set<unknown>();
  for (const name of Object.keys(module)) mutableTables(module[name], name, seen, found);
  expect(found).toEqual([]);
});
