// @ts-check
// The packages as users get them: `pnpm pack` each published package (after the build;
// `workspace:` ranges become versions, LICENSE is copied in), install the tarballs into
// fresh npm projects with `npm install --offline` (nothing comes from the registry: every
// @x/* dependency is one of the tarballs), and run the three users' stories there in ESM
// and CommonJS:
//   - a DNS tool installs @x/host alone: no parser, no Public Suffix List, no @exodus/bytes;
//   - a form library installs @x/urlencoded (and URLSearchParams alone from @x/url-api);
//     /legacy without the optional peer @exodus/bytes fails naming it, and works with it;
//   - an app installs @x/url: the URL class, URLSearchParams, URLPattern, the x-url CLI,
//     whose --encoding says what to install until @exodus/bytes is there.
// Each story also runs its user's program from examples/ and compares its output with the
// expected-output.txt beside it.
// Prints one line per story and `N passed, N failed`; exit 1 on any failure.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { closure as closureOf, packPackages } from './pack.mjs';
import { publishedPackages, root } from './workspace.mjs';

const work = mkdtempSync(join(tmpdir(), 'x-url-packed-'));
const tarballs = join(work, 'tarballs');
mkdirSync(tarballs);

const packed = packPackages(tarballs);

// @exodus/bytes as the registry has it, packed from the workspace's install (offline).
const exodusDir = join(root, 'packages', 'percent-encoding', 'node_modules', '@exodus', 'bytes');
const exodus = join(work, execFileSync('npm', ['pack', exodusDir, '--pack-destination', work, '--silent'], { encoding: 'utf8' }).trim().split('\n').pop() ?? '');

/** The tarballs of `names` and of every @x/* package they depend on. */
const closure = (/** @type {string[]} */ names) => closureOf(packed, names);

/** `npm install` of `specs` (tarballs) into the project at `dir`, offline. */
function install(/** @type {string} */ dir, /** @type {string[]} */ specs) {
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', ...specs], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
}

/** A fresh npm project with `specs` installed; returns its folder. */
function project(/** @type {string} */ name, /** @type {string[]} */ specs) {
  const dir = join(work, name);
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', private: true }));
  install(dir, specs);
  return dir;
}

/** Runs `code` in `dir` as an ES module (.mjs) or CommonJS (.cjs); returns its stdout, or throws with its stderr. */
function run(/** @type {string} */ dir, /** @type {string} */ file, /** @type {string} */ code) {
  writeFileSync(join(dir, file), code);
  const r = spawnSync(process.execPath, [file], { cwd: dir, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${file} exited with ${r.status}:\n${r.stderr}`);
  return r.stdout;
}

function expectEqual(/** @type {unknown} */ actual, /** @type {unknown} */ expected, /** @type {string} */ what) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/**
 * Runs examples/<name>/<file> (a user's program) in the project `dir`: its output must be
 * examples/<name>/expected-output.txt (X_WRITE_EXAMPLES=1 writes that file instead).
 */
function example(/** @type {string} */ dir, /** @type {string} */ name, /** @type {string} */ file) {
  const output = run(dir, file, readFileSync(join(root, 'examples', name, file), 'utf8'));
  const expectedFile = join(root, 'examples', name, 'expected-output.txt');
  if (process.env.X_WRITE_EXAMPLES === '1') writeFileSync(expectedFile, output);
  else expectEqual(output, readFileSync(expectedFile, 'utf8'), `examples/${name}/${file} output`);
}

const installed = (/** @type {string} */ dir) =>
  existsSync(join(dir, 'node_modules', '@x')) ? readdirSync(join(dir, 'node_modules', '@x')).sort() : [];

let passed = 0;
let failed = 0;
function story(/** @type {string} */ title, /** @type {() => void} */ body) {
  try {
    body();
    passed++;
    console.log(`ok   ${title}`);
  } catch (e) {
    failed++;
    console.log(`FAIL ${title}\n     ${String(/** @type {Error} */ (e).message).split('\n').join('\n     ')}`);
  }
}

story('every tarball: LICENSE, README, dist, versions instead of workspace: ranges, no tests', () => {
  for (const [name, { tarball }] of packed) {
    const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
    for (const f of ['package/LICENSE', 'package/README.md', 'package/package.json']) if (!files.includes(f)) throw new Error(`${name}: ${f} missing`);
    if (!files.some((f) => f.startsWith('package/dist/'))) throw new Error(`${name}: no dist/`);
    const tests = files.filter((f) => f.includes('.test.') || f.startsWith('package/test/'));
    if (tests.length > 0) throw new Error(`${name}: test files packed: ${tests.slice(0, 3).join(', ')}`);
    const json = execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' });
    if (json.includes('workspace:')) throw new Error(`${name}: package.json still has a workspace: range`);
  }
});

story('DNS tool: @x/host alone, ESM and CJS, installs no parser and no @exodus/bytes', () => {
  const dir = project('dns-tool', closure(['@x/host']));
  expectEqual(installed(dir), ['host', 'idna', 'percent-encoding'], 'installed @x packages');
  expectEqual(existsSync(join(dir, 'node_modules', '@exodus')), false, '@exodus/bytes installed');
  const esm = run(dir, 'a.mjs', "import { parseHost, serializeHost } from '@x/host';\nconsole.log(serializeHost(parseHost('BÜCHER.example')), serializeHost(parseHost('[::1]')));\n");
  const cjs = run(dir, 'a.cjs', "const { parseHost, serializeHost } = require('@x/host');\nconsole.log(serializeHost(parseHost('0x7f.1')));\n");
  expectEqual([esm, cjs], ['xn--bcher-kva.example [::1]\n', '127.0.0.1\n'], 'output');
  example(dir, 'dns-tool', 'check-hosts.mjs');
});

story('form library: @x/urlencoded and URLSearchParams alone; /legacy needs the optional peer and says so', () => {
  const dir = project('form-library', closure(['@x/urlencoded', '@x/url-api']));
  expectEqual(existsSync(join(dir, 'node_modules', '@exodus')), false, '@exodus/bytes installed');
  const esm = run(dir, 'a.mjs', "import { parseUrlencodedString, serializeUrlencoded } from '@x/urlencoded';\nimport { URLSearchParams } from '@x/url-api/url-search-params';\nconsole.log(JSON.stringify(parseUrlencodedString('a=1&b=%C3%A9')), serializeUrlencoded([['q', 'a b']]), new URLSearchParams({ x: 'y z' }).toString());\n");
  const cjs = run(dir, 'a.cjs', "const { URLSearchParams } = require('@x/url-api/url-search-params');\nconsole.log([...new URLSearchParams('a=1&a=2')].length);\n");
  expectEqual([esm, cjs], ['[["a","1"],["b","é"]] q=a+b x=y+z\n', '2\n'], 'output');
  example(dir, 'form-library', 'handle-form.mjs');
  const legacy = "import { parseUrlencoded } from '@x/urlencoded/legacy';\nconsole.log(JSON.stringify(parseUrlencoded(new TextEncoder().encode('a=%82%A0'), { encoding: 'shift_jis' })));\n";
  let missing = '';
  try {
    run(dir, 'legacy.mjs', legacy);
  } catch (e) {
    missing = String(/** @type {Error} */ (e).message);
  }
  if (!missing.includes("'@exodus/bytes'")) throw new Error(`/legacy without @exodus/bytes: expected an error naming it, got ${JSON.stringify(missing.slice(0, 300))}`);
  install(dir, [exodus]);
  expectEqual(run(dir, 'legacy.mjs', legacy), '[["a","あ"]]\n', '/legacy output (Shift_JIS 82 A0)');
});

story('app: @x/url (URL, URLSearchParams, URLPattern, ESM and CJS) and its x-url CLI; --encoding says what to install', () => {
  const dir = project('app', closure(['@x/url']));
  expectEqual(existsSync(join(dir, 'node_modules', '@exodus')), false, '@exodus/bytes installed');
  const esm = run(dir, 'a.mjs', "import { URL, URLSearchParams } from '@x/url';\nimport { URLPattern } from '@x/url/urlpattern';\nconst u = new URL('HTTPS://Bücher.example/a/../b?c=d#e');\nconsole.log(u.href, u.searchParams.get('c'), new URLSearchParams('x=1').get('x'), new URLPattern({ pathname: '/books/:id' }).exec('https://h/books/7').pathname.groups.id);\n");
  const cjs = run(dir, 'a.cjs', "const { URL, parseURL } = require('@x/url');\nconsole.log(new URL('file:///C|/x').href, parseURL('nope'));\n");
  expectEqual([esm, cjs], ['https://xn--bcher-kva.example/b?c=d#e d 1 7\n', 'file:///C:/x null\n'], 'output');
  example(dir, 'app', 'route-links.mjs');
  const cli = join(dir, 'node_modules', '.bin', 'x-url');
  const parsed = spawnSync(cli, ['parse', 'https://example.org/a', '--json'], { encoding: 'utf8' });
  expectEqual([parsed.status, JSON.parse(parsed.stdout).href, JSON.parse(parsed.stdout).registrableDomain], [0, 'https://example.org/a', 'example.org'], 'x-url parse');
  const encode = ['encode', 'é', '--set', 'query', '--encoding', 'windows-1252'];
  const without = spawnSync(cli, encode, { encoding: 'utf8' });
  expectEqual([without.status, without.stderr.includes('npm install @exodus/bytes')], [2, true], 'x-url encode --encoding without @exodus/bytes');
  install(dir, [exodus]);
  const withIt = spawnSync(cli, encode, { encoding: 'utf8' });
  expectEqual([withIt.status, withIt.stdout], [0, '%E9\n'], 'x-url encode --encoding with @exodus/bytes');
});

story('types: every entry of every package resolves and type-checks under moduleResolution node10, node16 (ESM and CJS) and bundler', () => {
  // In the app's project, which has every package; the workspace's TypeScript reads the
  // installed tarballs' declaration files (skipLibCheck off, so they are checked too).
  const dir = join(work, 'app');
  const entries = [];
  for (const { json } of publishedPackages()) {
    for (const key of Object.keys(json.exports)) if (key !== './package.json') entries.push(key === '.' ? json.name : `${json.name}/${key.slice(2)}`);
  }
  const source = `${entries.map((e, i) => `import * as e${i} from '${e}';`).join('\n')}\nexport const entries = [${entries.map((_, i) => `e${i}`).join(', ')}];\n`;
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const modes = [
    ['node10', 'commonjs', 'node10', 'ts'],
    ['node16-esm', 'node16', 'node16', 'mts'],
    ['node16-cjs', 'node16', 'node16', 'cts'],
    ['bundler', 'esnext', 'bundler', 'ts'],
  ];
  for (const [name, module, resolution, extension] of modes) {
    const file = `types-${name}.${extension}`;
    writeFileSync(join(dir, file), source);
    const r = spawnSync(process.execPath, [tsc, '--noEmit', '--strict', '--module', String(module), '--moduleResolution', String(resolution), '--target', 'es2022', '--types', 'node', '--typeRoots', join(root, 'node_modules', '@types'), file], { cwd: dir, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${name}: tsc exited with ${r.status}\n${(r.stdout + r.stderr).split('\n').slice(0, 12).join('\n')}`);
  }
});

story('the first release: changeset version (in a clone of HEAD) gives every package 0.1.0 and its first-release changelog entry, @x ranges workspace:^ (packed as ^0.1.0)', () => {
  const clone = join(work, 'release');
  execFileSync('git', ['clone', '--quiet', root, clone], { stdio: ['ignore', 'ignore', 'pipe'] });
  execFileSync(process.execPath, [join(root, 'node_modules', '@changesets', 'cli', 'bin.js'), 'version'], { cwd: clone, stdio: ['ignore', 'ignore', 'pipe'] });
  for (const { dir, json } of publishedPackages()) {
    const folder = join(clone, 'packages', basename(dir));
    const versioned = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
    if (versioned.version !== '0.1.0') throw new Error(`${json.name}: changeset version gave ${versioned.version}, not 0.1.0`);
    const changelog = readFileSync(join(folder, 'CHANGELOG.md'), 'utf8');
    if (!changelog.includes('## 0.1.0') || !changelog.includes('First release.')) throw new Error(`${json.name}: CHANGELOG.md has no 0.1.0 first-release entry`);
    // One "First release." entry per package it contains: its own, and for the facade every package's.
    const entries = changelog.split('First release.').length - 1;
    const expected = json.name === '@x/url' ? publishedPackages().length : 1;
    if (entries !== expected) throw new Error(`${json.name}: CHANGELOG.md has ${entries} first-release entries, expected ${expected}`);
    // Packing writes each `workspace:^` range as ^ of the dependency's version (the first
    // story checks that on the current tarballs): so every @x dependency must be
    // `workspace:^`, on a package now at 0.1.0. (Packing the clone would need an install.)
    for (const [dep, range] of Object.entries(versioned.dependencies ?? {})) {
      if (!dep.startsWith('@x/')) continue;
      if (range !== 'workspace:^') throw new Error(`${json.name}: dependency ${dep} is ${range}, not workspace:^`);
    }
  }
});

rmSync(work, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
