// @ts-check
// Records what Node's url.pathToFileURL and url.fileURLToPath give, with { windows: true }
// and { windows: false }, for the cases of test/file-path.test.ts, into
// test/fixtures/file-paths-node.json (facts about Node, committed; the test compares our
// functions with them). Run it with the Node whose behaviour is the reference:
//   $(node tooling/node-versions.mjs 26) packages/url-parser/scripts/record-node-file-paths.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath as nodeFileURLToPath, pathToFileURL as nodePathToFileURL } from 'node:url';

const CHARS = [' ', '!', '"', '#', '$', '%', '&', "'", '(', ')', '*', '+', ',', '-', '.', ':', ';', '<', '=', '>', '?', '@', '[', ']', '^', '_', '`', '{', '|', '}', '~', '\t', '\n', '\r', '\u0001', '\u007f', 'é', '€', '💩', '\u00a0', '%41', '%2F'];
const posixPaths = [
  ...CHARS.map((c) => `/dir/a${c}b`),
  '/', '/a', '/a/', '/a/b/c', '//a/b', '/a//b', '/a/./b', '/a/../b', '/..', '/a/..', '/a/.', '/a\\b', '/C:/x', '/.a', '/a..b', '/...', '/a/b/..', '/a/b/../',
  // Issue 46: ends the URL parser trims, a lone surrogate.
  '/a ', '/ ', '/a\0', '/a\u0001', '/a\u001f', '/a\ud800',
];
const winPaths = [
  ...CHARS.filter((c) => !'\\/'.includes(c)).map((c) => `C:\\dir\\a${c}b`),
  'C:\\', 'C:/', 'c:\\a', 'C:\\a\\', 'C:/a/b', 'C:\\a/b\\c', 'C:\\a\\.\\b', 'C:\\a\\..\\b', 'C:\\..', 'Z:\\x y',
  '\\\\server\\share\\a', '\\\\server\\share\\', '\\\\server\\', '\\\\server', '\\\\?\\C:\\a\\b', '\\\\?\\UNC\\server\\share\\a',
  '\\\\bücher.example\\s\\f', '\\\\xn--bcher-kva.example\\s\\f', '\\\\server\\share\\a%b#c', '\\\\1.2.3.4\\s\\f', 'C:a', 'C:', 'a\\b', '\\a',
  // Issue 46: paths Node's function turns into URLs that name another file.
  'C:\\a. ', 'C:\\a\u0001', '//server/share/x', '\\\\server/share\\x', '\\\\a?b\\share\\x', '\\\\a#b\\share\\x', '\\\\srv/../a%41\\x',
  '\\\\server\\share\\x\\..\\..\\y', '\\\\h%41\\s\\x', '\\\\server\\share', '\\\\server\\share\\\\x', '\\\\server\\\\share', '\\\\.\\C:\\x',
  '\\\\localhost\\share\\x', '\\\\SERVER\\share', '\\\\0x7f.1\\s', '\\\\server\\C:\\x', '\\\\?\\C:\\a\\..\\b', '\\\\?\\C:\\a.',
  '\\\\?\\C:\\a/b', '\\\\.\\COM1', 'C:\\a\ud800',
];
const urls = [
  'file:///a/b', 'file:///a%20b', 'file:///a%2Fb', 'file:///a%2fb', 'file:///a%5Cb', 'file:///a%5cb', 'file:///C:/a/b', 'file:///c|/a', 'file:///C:',
  'file:///C:/', 'file://server/share/a', 'file://localhost/a', 'file:///%E2%82%AC', 'file:///%FF', 'file:///%zz', 'file:///a/b/', 'http://a/b',
  'file:///', 'file:///a?q#f', 'file://xn--bcher-kva.example/s', 'file:///%00', 'file:///a%25b', 'file:///%C3%A9t%C3%A9', 'file://[::1]/x',
  'file://1.2.3.4/x', 'file:///C:/a%20b/', 'file:///a/../b', 'file:///C:/%7E', 'file:///%7C', 'file:///d:/', 'file://server/', 'file:a/b',
];

/** @param {() => string} f */
function outcome(f) {
  try {
    return { ok: f() };
  } catch (e) {
    return { error: /** @type {{ code?: string, name?: string }} */ (e).code ?? /** @type {Error} */ (e).name };
  }
}

const out = {
  node: process.version,
  pathToFileURL: {
    posix: posixPaths.map((path) => ({ path, ...outcome(() => nodePathToFileURL(path, { windows: false }).href) })),
    windows: winPaths.map((path) => ({ path, ...outcome(() => nodePathToFileURL(path, { windows: true }).href) })),
  },
  fileURLToPath: {
    posix: urls.map((url) => ({ url, ...outcome(() => nodeFileURLToPath(url, { windows: false })) })),
    windows: urls.map((url) => ({ url, ...outcome(() => nodeFileURLToPath(url, { windows: true })) })),
  },
};
writeFileSync(new URL('../test/fixtures/file-paths-node.json', import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
console.log(`recorded ${posixPaths.length} + ${winPaths.length} paths and ${urls.length} URLs on Node ${process.version}`);
