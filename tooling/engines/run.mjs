// @ts-check
// One script, every JavaScript engine the project is tested and measured on: the pinned
// Node 24 / 26, Bun and Deno binaries (../node-versions.mjs), and three browsers from
// Debian's packages: Chromium (playwright-core), Firefox ESR (puppeteer-core over WebDriver
// BiDi; Playwright drives only its own Firefox build) and WebKitGTK's MiniBrowser
// (W3C WebDriver through WebKitWebDriver, plain fetch, on an Xvfb display).
//
// The script is a classic script (esbuild `format: 'iife'`: a page loaded from file://
// cannot import modules) that sets `globalThis[name]` (default `__engineResult`) to a
// JSON value or a promise of one. runInEngine returns that value, parsed, with the
// page's uncaught errors and the engine's version. Nothing outlives a run: each one
// starts its own process or browser (and Xvfb, WebKitWebDriver) and ends them by pid.
//
//   node tooling/engines/run.mjs <engine> script.js   → prints the script's JSON result
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { nodeBinary, runtimeBinary, NODE_VERSIONS, RUNTIME_VERSIONS } from '../node-versions.mjs';

/** @typedef {'node24' | 'node26' | 'bun' | 'deno' | 'chromium' | 'firefox' | 'webkit'} Engine */

/** Every engine, in the order tables list them. */
export const ENGINES = /** @type {readonly Engine[]} */ (Object.freeze(['node24', 'node26', 'bun', 'deno', 'chromium', 'firefox', 'webkit']));

/** Which JavaScript engine each runs, for tables. */
export const ENGINE_VM = Object.freeze({
  node24: 'V8', node26: 'V8', bun: 'JavaScriptCore', deno: 'V8', chromium: 'V8', firefox: 'SpiderMonkey', webkit: 'JavaScriptCore',
});

export const CHROMIUM_BINARY = '/usr/bin/chromium';
export const FIREFOX_BINARY = '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const XVFB = '/usr/bin/Xvfb';

/** MiniBrowser's path: the folder's name carries the API version (webkit2gtk-4.1, -4.0, …). */
export function miniBrowserBinary() {
  const lib = '/usr/lib/x86_64-linux-gnu';
  const dirs = existsSync(lib) ? readdirSync(lib).filter((d) => d.startsWith('webkit2gtk-') || d.startsWith('webkitgtk-')).sort().reverse() : [];
  for (const d of dirs) if (existsSync(join(lib, d, 'MiniBrowser'))) return join(lib, d, 'MiniBrowser');
  return undefined;
}

/**
 * Why `engine` cannot run here (a missing Debian package), or undefined when it can. The
 * Node, Bun and Deno binaries install from the npm registry on first use.
 * @param {Engine} engine
 * @returns {string | undefined}
 */
export function missing(engine) {
  if (engine === 'chromium' && !existsSync(CHROMIUM_BINARY)) return `${CHROMIUM_BINARY} is missing (Debian's chromium)`;
  if (engine === 'firefox' && !existsSync(FIREFOX_BINARY)) return `${FIREFOX_BINARY} is missing (Debian's firefox-esr)`;
  if (engine === 'webkit') {
    if (!existsSync(WEBKIT_DRIVER)) return `${WEBKIT_DRIVER} is missing (Debian's webkit2gtk-driver)`;
    if (!existsSync(XVFB)) return `${XVFB} is missing (Debian's xvfb)`;
    if (miniBrowserBinary() === undefined) return 'no MiniBrowser under /usr/lib/x86_64-linux-gnu/webkit2gtk-* (Debian\'s webkit2gtk-driver)';
  }
  return undefined;
}

/** @param {string} s @returns {Engine} */
export function parseEngine(s) {
  if (!ENGINES.includes(/** @type {Engine} */ (s))) throw new Error(`engines: unknown engine "${s}" (one of ${ENGINES.join(', ')})`);
  return /** @type {Engine} */ (s);
}

/**
 * The engine's name and version as tables print it ("Firefox ESR 153.8.0esr").
 * @param {Engine} engine
 */
export function engineVersion(engine) {
  /** @param {string} cmd @param {string[]} args */
  const out = (cmd, args) => spawnSync(cmd, args, { encoding: 'utf8' }).stdout?.trim() ?? '';
  switch (engine) {
    case 'node24':
      return `Node ${NODE_VERSIONS[24]}`;
    case 'node26':
      return `Node ${NODE_VERSIONS[26]}`;
    case 'bun':
      return `Bun ${RUNTIME_VERSIONS.bun}`;
    case 'deno':
      return `Deno ${RUNTIME_VERSIONS.deno}`;
    case 'chromium':
      return `Chromium ${/(\d+\.[\d.]+)/.exec(out(CHROMIUM_BINARY, ['--version']))?.[1] ?? '?'}`;
    case 'firefox':
      return `Firefox ESR ${/(\d+\.[\d.]+)esr/.exec(out(FIREFOX_BINARY, ['--version']))?.[1] ?? '?'}`;
    case 'webkit': {
      const q = spawnSync('dpkg-query', ['-W', '-f=${Version}', 'libwebkit2gtk-4.1-0'], { encoding: 'utf8' }).stdout ?? '';
      return `WebKitGTK ${/^(\d+\.\d+(?:\.\d+)?)/.exec(q)?.[1] ?? '?'} (MiniBrowser)`;
    }
  }
}

const MARK = '@@x-url-engine-result@@';

/**
 * The code that waits for the script's result and hands it over: printed on a marked line
 * (command-line runtimes) or left as a JSON string on `globalThis.__engineDone` (pages).
 * @param {string} name @param {'print' | 'page'} how
 */
function finisher(name, how) {
  // A runtime's stdout directly: the script may have replaced console.log (the bench collects its lines).
  const deliver = how === 'print' ? `(s) => process.stdout.write(${JSON.stringify(MARK)} + s + '\\n')` : '(s) => { globalThis.__engineDone = s; }';
  return `\n;(() => {
  const deliver = ${deliver};
  Promise.resolve(globalThis[${JSON.stringify(name)}]).then(
    (v) => deliver(JSON.stringify({ ok: true, value: v === undefined ? null : v })),
    (e) => deliver(JSON.stringify({ ok: false, error: String((e && e.stack) || e) })),
  );
})();\n`;
}

/** The page every browser loads: it notes uncaught errors, then runs the script. */
const PAGE = `<!doctype html><meta charset="utf-8"><title>x-url engines</title>
<script>globalThis.__engineErrors = []; addEventListener('error', (e) => globalThis.__engineErrors.push(String(e.message))); addEventListener('unhandledrejection', (e) => globalThis.__engineErrors.push(String(e.reason)));</script>
<script charset="utf-8" src="script.js"></script>
`;

/**
 * @typedef {object} EngineRun
 * @property {unknown} value       what the script left on globalThis[name] (awaited)
 * @property {string[]} errors     uncaught errors (pages) or stderr lines (runtimes)
 * @property {string} output       what the script printed (runtimes; empty for pages)
 * @property {string} version      engineVersion(engine)
 */

/**
 * Runs `code` in `engine` and returns its result. Throws when the engine is missing, the
 * script throws or never sets its result within `timeoutMs`.
 * @param {Engine} engine
 * @param {string} code a classic script (an IIFE bundle)
 * @param {{ name?: string, timeoutMs?: number, onOutput?: (chunk: string) => void }} [options]
 *   name: the global the script sets (default `__engineResult`); onOutput: a runtime's
 *   stdout as it comes (for progress)
 * @returns {Promise<EngineRun>}
 */
export async function runInEngine(engine, code, { name = '__engineResult', timeoutMs = 600_000, onOutput } = {}) {
  const why = missing(engine);
  if (why !== undefined) throw new Error(`engines: ${engine}: ${why}`);
  const dir = mkdtempSync(join(tmpdir(), `x-url-${engine}-`));
  try {
    const isRuntime = engine === 'node24' || engine === 'node26' || engine === 'bun' || engine === 'deno';
    const script = join(dir, isRuntime ? 'script.mjs' : 'script.js');
    writeFileSync(script, code + finisher(name, isRuntime ? 'print' : 'page'));
    let raw;
    /** @type {string[]} */
    let errors;
    let output = '';
    if (isRuntime) {
      ({ raw, errors, output } = await runRuntime(engine, script, timeoutMs, onOutput));
    } else {
      writeFileSync(join(dir, 'index.html'), PAGE);
      const url = pathToFileURL(join(dir, 'index.html')).href;
      const drive = engine === 'chromium' ? runChromium : engine === 'firefox' ? runFirefox : runWebKit;
      ({ raw, errors } = await drive(url, timeoutMs));
    }
    const result = JSON.parse(raw);
    if (!result.ok) throw new Error(`engines: the script failed in ${engine}: ${result.error}${errors.length ? `\n${errors.join('\n')}` : ''}`);
    return { value: result.value, errors, output, version: engineVersion(engine) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * @param {'node24' | 'node26' | 'bun' | 'deno'} engine @param {string} script @param {number} timeoutMs
 * @param {((chunk: string) => void) | undefined} onOutput
 * @returns {Promise<{ raw: string, errors: string[], output: string }>}
 */
function runRuntime(engine, script, timeoutMs, onOutput) {
  /** @type {[string, string[]]} */
  const [cmd, args] =
    engine === 'bun'
      ? [runtimeBinary('bun'), [script]]
      : engine === 'deno'
        ? [runtimeBinary('deno'), ['run', '-A', '--v8-flags=--expose-gc', script]]
        : [nodeBinary(engine === 'node24' ? 24 : 26), ['--expose-gc', script]];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.setEncoding('utf8').on('data', (s) => {
      stdout += s;
      if (onOutput !== undefined) onOutput(String(s).split('\n').filter((l) => !l.startsWith(MARK)).join('\n'));
    });
    child.stderr.setEncoding('utf8').on('data', (s) => (stderr += s));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const lines = stdout.split('\n');
      const marked = lines.find((l) => l.startsWith(MARK));
      if (marked === undefined) {
        reject(new Error(`engines: ${engine} ended (${signal ?? `exit ${code}`}) without a result${signal === 'SIGKILL' ? ` after ${timeoutMs} ms` : ''}\n${stderr.slice(-4000)}`));
        return;
      }
      const output = lines.filter((l) => !l.startsWith(MARK)).join('\n');
      resolve({ raw: marked.slice(MARK.length), errors: stderr.split('\n').filter((l) => l.trim() !== ''), output });
    });
  });
}

/** @param {string} url @param {number} timeoutMs */
async function runChromium(url, timeoutMs) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_BINARY,
    // --expose-gc: the page's gc(), for the benchmark's collection before each sample.
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--js-flags=--expose-gc', '--allow-file-access-from-files'],
    timeout: 60_000,
  });
  try {
    const page = await browser.newPage();
    /** @type {string[]} */
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(url, { timeout: timeoutMs });
    await page.waitForFunction(() => /** @type {any} */ (globalThis).__engineDone !== undefined, undefined, { timeout: timeoutMs, polling: 250 });
    const raw = /** @type {string} */ (await page.evaluate(() => /** @type {any} */ (globalThis).__engineDone));
    return { raw, errors };
  } finally {
    await browser.close();
  }
}

/** @param {string} url @param {number} timeoutMs */
async function runFirefox(url, timeoutMs) {
  const puppeteer = (await import('puppeteer-core')).default;
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_BINARY,
    headless: true,
    protocolTimeout: timeoutMs,
    timeout: 60_000,
    // No slow-script interruption: a benchmark's table runs for many seconds without yielding.
    extraPrefsFirefox: { 'dom.max_script_run_time': 0 },
  });
  try {
    const page = await browser.newPage();
    /** @type {string[]} */
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(url, { timeout: timeoutMs, waitUntil: 'load' });
    await page.waitForFunction(() => /** @type {any} */ (globalThis).__engineDone !== undefined, { timeout: timeoutMs, polling: 250 });
    const raw = /** @type {string} */ (await page.evaluate(() => /** @type {any} */ (globalThis).__engineDone));
    const pageErrors = /** @type {string[]} */ (await page.evaluate(() => /** @type {any} */ (globalThis).__engineErrors));
    return { raw, errors: [...errors, ...pageErrors.filter((e) => !errors.includes(e))] };
  } finally {
    await browser.close();
  }
}

/** A free TCP port on the loopback interface. */
function freePort() {
  return /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
      const server = createServer();
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        const port = typeof address === 'object' && address !== null ? address.port : 0;
        server.close(() => resolve(port));
      });
    })
  );
}

/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (W3C WebDriver over HTTP), on an Xvfb
 * display of its own; the session is deleted and both processes killed by pid at the end.
 * @param {string} url @param {number} timeoutMs
 */
async function runWebKit(url, timeoutMs) {
  const display = `:${90 + Math.floor(Math.random() * 800)}`;
  const xvfb = spawn(XVFB, [display, '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display } });
  const base = `http://127.0.0.1:${port}`;
  /**
   * One WebDriver command. node:http, not fetch: a command waits for the page's main
   * thread, which a benchmark's table keeps busy for minutes, past fetch's fixed
   * 300-second wait for response headers.
   * @param {string} method @param {string} path @param {unknown} [body]
   * @returns {Promise<any>}
   */
  const call = (method, path, body) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? '' : JSON.stringify(body);
      const req = request(`${base}${path}`, { method, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c) => (text += c));
        res.on('end', () => {
          try {
            const json = /** @type {{ value: any }} */ (JSON.parse(text));
            if ((res.statusCode ?? 500) >= 400) reject(new Error(`engines: WebKitWebDriver ${method} ${path}: ${JSON.stringify(json.value).slice(0, 2000)}`));
            else resolve(json.value);
          } catch (e) {
            reject(e);
          }
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  /** @type {string | undefined} */
  let session;
  try {
    const start = Date.now();
    for (;;) {
      try {
        await call('GET', '/status');
        break;
      } catch (e) {
        if (Date.now() - start > 30_000) throw new Error(`engines: WebKitWebDriver did not answer on port ${port}: ${/** @type {Error} */ (e).message}`);
        await sleep(200);
      }
    }
    const created = await call('POST', '/session', {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: miniBrowserBinary(), args: ['--automation'] } } },
    });
    session = /** @type {string} */ (created.sessionId);
    await call('POST', `/session/${session}/timeouts`, { script: timeoutMs, pageLoad: timeoutMs });
    await call('POST', `/session/${session}/url`, { url });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const raw = await call('POST', `/session/${session}/execute/sync`, { script: 'return globalThis.__engineDone === undefined ? null : globalThis.__engineDone', args: [] });
      if (typeof raw === 'string') {
        const errors = /** @type {string[]} */ (await call('POST', `/session/${session}/execute/sync`, { script: 'return globalThis.__engineErrors || []', args: [] }));
        return { raw, errors };
      }
      if (Date.now() > deadline) throw new Error(`engines: webkit: no result after ${timeoutMs} ms`);
      await sleep(250);
    }
  } finally {
    if (session !== undefined) await call('DELETE', `/session/${session}`).catch(() => undefined);
    driver.kill('SIGTERM');
    xvfb.kill('SIGTERM');
    await Promise.all([driver, xvfb].map((p) => (p.exitCode !== null || p.signalCode !== null ? undefined : new Promise((r) => p.once('exit', r)))));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [engine, file] = process.argv.slice(2);
  if (engine === undefined || file === undefined) {
    console.error(`usage: node tooling/engines/run.mjs <${ENGINES.join('|')}> script.js`);
    process.exit(2);
  }
  const run = await runInEngine(parseEngine(engine), readFileSync(file, 'utf8'));
  if (run.output.trim() !== '') console.error(run.output.trimEnd());
  console.log(JSON.stringify({ version: run.version, errors: run.errors, value: run.value }, null, 2));
}
