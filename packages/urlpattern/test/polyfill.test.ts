// @x/urlpattern/polyfill in a new Node process (the Node running this test: 20, 24 or 26
// in CI), bundled from source as a bundler would take it: without a platform URLPattern
// (deleted; Node 20 has none) it installs ours, and where the platform has one (Node 24
// and 26) it keeps it.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewNode } from '@x/tooling/bundle';
import { describe, expect, it } from 'vitest';

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const platformHasOne = typeof (globalThis as { URLPattern?: unknown }).URLPattern === 'function';

const REPORT = `
const d = Object.getOwnPropertyDescriptor(globalThis, 'URLPattern');
console.log(JSON.stringify({
  installed: installed.URLPattern !== null, frozen: Object.isFrozen(installed),
  isOurs: globalThis.URLPattern === URLPattern,
  descriptor: d === undefined ? null : { writable: d.writable, enumerable: d.enumerable, configurable: d.configurable },
  match: new globalThis.URLPattern({ pathname: '/books/:id' }).exec('https://example.com/books/123')?.pathname.groups,
}));
`;

async function runInNode(entry: string, deleteGlobals: string[]): Promise<Record<string, unknown>> {
  const run = await runInNewNode(entry, pkgDir, { deleteGlobals });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

describe('@x/urlpattern/polyfill in a new Node process', () => {
  it('installs URLPattern where there is none, as Web IDL defines an interface object', async () => {
    const report = await runInNode(`import { installed, URLPattern } from '@x/urlpattern/polyfill';\n${REPORT}`, ['URLPattern']);
    expect(report).toEqual({
      installed: true,
      frozen: true,
      isOurs: true,
      descriptor: { writable: true, enumerable: false, configurable: true },
      match: { id: '123' },
    });
  });

  it('a bare import survives the bundler, and a second copy of the entry (two copies bundled, ESM beside CJS) changes nothing', async () => {
    const report = await runInNode(
      `import '@x/urlpattern/polyfill';\nconst first = globalThis.URLPattern;\nconst { installed } = await import('@x/urlpattern/polyfill?copy');\nconsole.log(JSON.stringify({ type: typeof first, second: installed.URLPattern, same: first === globalThis.URLPattern }));`,
      ['URLPattern'],
    );
    expect(report).toEqual({ type: 'function', second: null, same: true });
  });

  it("keeps the platform's URLPattern (Node 24 and 26)", async () => {
    const report = await runInNode(`import { installed, URLPattern } from '@x/urlpattern/polyfill';\n${REPORT}`, []);
    expect(report).toMatchObject({ installed: !platformHasOne, isOurs: !platformHasOne, match: { id: '123' } });
  });
});
