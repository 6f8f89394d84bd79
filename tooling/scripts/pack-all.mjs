// @ts-check
// `pnpm pack:all`: the nine publishable packages as tarballs in packed/ (or --out DIR),
// after `pnpm build`, until they are on the npm registry. Prints what to `npm install` in
// your own project for each story: a package's tarball together with those of the @x/*
// packages it depends on, in one `npm install` (they are not on the registry either).
import { mkdirSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { closure, packPackages } from './pack.mjs';
import { root } from './workspace.mjs';

const outArg = process.argv.indexOf('--out');
const out = outArg === -1 ? join(root, 'packed') : resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[outArg + 1] ?? 'packed');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const packed = packPackages(out);
const shown = (/** @type {string} */ f) => relative(process.env.INIT_CWD ?? process.cwd(), f) || '.';
console.log(`${packed.size} tarballs in ${shown(out)}/. In your project, install a package with the @x/* packages it needs (absolute paths):`);
for (const name of packed.keys()) console.log(`  ${name.padEnd(20)} npm install ${closure(packed, [name]).join(' ')}`);
