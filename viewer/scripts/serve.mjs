// @ts-check
// `pnpm viewer`: builds the viewer and serves it on localhost (--port N, default 5179;
// 0 picks a free one), printing the address. Only dist/index.html is served. A port in
// use is said in one line (with --port 0 as the way out), exit code 1, no stack trace.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { buildViewer } from './build.mjs';

const portArg = process.argv.indexOf('--port');
const port = portArg === -1 ? 5179 : Number(process.argv[portArg + 1]);
const { path } = await buildViewer();
const page = readFileSync(path);
const server = createServer((req, res) => {
  if (req.method !== 'GET' || (req.url !== '/' && req.url !== '/index.html')) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page);
});
server.on('error', (/** @type {NodeJS.ErrnoException} */ e) => {
  if (e.code !== 'EADDRINUSE') throw e;
  console.error(`x-url viewer: port ${port} is in use (another viewer?). Pick another: pnpm viewer --port 0 (any free port) or --port N`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  const actual = typeof address === 'object' && address !== null ? address.port : port;
  console.log(`x-url viewer: http://127.0.0.1:${actual}/  (Ctrl-C to stop)`);
});
