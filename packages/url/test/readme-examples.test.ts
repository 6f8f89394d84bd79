// Every TypeScript/JavaScript code block of every package README runs, and each line of the
// form `expression; // value` is checked: the expression must equal the value the comment
// starts with (a literal: a string, a number, true/false/null, an object or an array; any
// text after it is commentary). Lines whose comment elides ("…") or is not a literal only
// run. A block right after `<!-- readme-examples: skip (why) -->` is not run (it needs a
// server or names the reader's own variables). Blocks are compiled with esbuild from the
// sources (the `@x/source` condition) and imported here, so `@x/*` imports are the packages.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { build } from 'esbuild';
import { describe, expect, test } from 'vitest';

const packagesDir = fileURLToPath(new URL('../../', import.meta.url));
const facadeDir = fileURLToPath(new URL('..', import.meta.url));

interface Block {
  readonly file: string;
  /** The README line number of each line of `code`. */
  readonly lines: number[];
  readonly code: string;
}

function blocks(file: string): Block[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const out: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^```(ts|js|typescript|javascript)\s*$/.test(lines[i] as string)) continue;
    const marker = i > 0 ? (lines[i - 1] as string) : '';
    const start = i + 1;
    let end = start;
    while (end < lines.length && !(lines[end] as string).startsWith('```')) end++;
    const numbers = Array.from({ length: end - start }, (_, k) => start + k + 1);
    const code = lines.slice(start, end).join('\n');
    const previous = out[out.length - 1];
    if (marker.startsWith('<!-- readme-examples: continues') && previous !== undefined) {
      // Uses what the block before it declared: one module with it.
      out[out.length - 1] = { file, lines: [...previous.lines, ...numbers], code: `${previous.code}\n${code}` };
    } else if (!marker.startsWith('<!-- readme-examples: skip')) {
      out.push({ file, lines: numbers, code });
    }
    i = end;
  }
  return out;
}

/** The literal a comment starts with, or undefined: the longest prefix that is one JS value. */
function literalPrefix(comment: string): { value: unknown } | undefined {
  if (comment.includes('…') || !/^['"`\d{[-]|^(true|false|null|undefined)\b/.test(comment)) return undefined;
  for (let end = comment.length; end > 0; end--) {
    const text = comment.slice(0, end).trim();
    try {
      return { value: new Function(`return (${text});`)() as unknown };
    } catch {
      // not a whole literal yet: try a shorter prefix
    }
  }
  return undefined;
}

/** The block with each `expr; // literal` line turned into a check of expr against literal. */
function instrument(block: Block): { code: string; checks: number } {
  let checks = 0;
  const lines = block.code.split('\n').map((line, k) => {
    const m = /^(\s*)([^/].*?);\s*\/\/\s*(.+)$/.exec(line);
    if (m === null || /^\s*(const|let|var|import|export|await|return)\b/.test(m[2] as string)) return line;
    const literal = literalPrefix(m[3] as string);
    if (literal === undefined) return line;
    checks++;
    return `${m[1]}__readmeCheck(() => (${m[2]}), ${JSON.stringify(JSON.stringify(literal.value === undefined ? null : literal.value))}, ${literal.value === undefined}, ${JSON.stringify(`${block.file.slice(rootDir.length)}:${block.lines[k] ?? 0}`)}, ${JSON.stringify((m[3] as string).trim())});`;
  });
  return { code: lines.join('\n'), checks };
}

interface Mismatch {
  where: string;
  expected: string;
  actual: unknown;
}

const rootDir = join(packagesDir, '..');
const packageReadmes = readdirSync(packagesDir)
  .map((d) => join(packagesDir, d, 'README.md'))
  .filter((f) => existsSync(f));
/** The root README's examples (one per user story) run too; migration guides are checked the same way. */
const readmes = [join(rootDir, 'README.md'), ...packageReadmes, join(rootDir, 'docs', 'migrating.md')].filter((f) => existsSync(f));

describe('README examples run and say what they return', () => {
  for (const readme of readmes) {
    const found = blocks(readme);
    if (found.length === 0) continue;
    test(readme.slice(rootDir.length), async () => {
      const mismatches: Mismatch[] = [];
      let checked = 0;
      (globalThis as Record<string, unknown>).__readmeCheck = (f: () => unknown, expected: string, isUndefined: boolean, where: string, comment: string) => {
        checked++;
        const actual = f();
        // Values compare as JSON would show them (a Uint8Array or a class instance prints by its fields).
        const shown = actual === undefined ? undefined : (JSON.parse(JSON.stringify(actual)) as unknown);
        const ok = isUndefined ? actual === undefined : isDeepStrictEqual(shown, JSON.parse(expected));
        if (!ok) mismatches.push({ where, expected: comment, actual: shown });
      };
      const dir = mkdtempSync(join(tmpdir(), 'x-url-readme-'));
      try {
        let expectedChecks = 0;
        for (const [n, block] of found.entries()) {
          const { code, checks } = instrument(block);
          expectedChecks += checks;
          const out = join(dir, `block${n}.mjs`);
          // Quiet: the examples that log validation errors print them.
          const result = await build({
            stdin: { contents: code, resolveDir: facadeDir, loader: 'ts', sourcefile: `${block.file}:${block.lines[0] ?? 0}` },
            bundle: true,
            format: 'esm',
            platform: 'node',
            conditions: ['@x/source', 'import', 'default'],
            write: false,
            logLevel: 'silent',
          });
          writeFileSync(out, result.outputFiles[0]?.text ?? '');
          const log = console.log;
          console.log = () => undefined;
          try {
            await import(pathToFileURL(out).href);
          } finally {
            console.log = log;
          }
        }
        expect(mismatches).toEqual([]);
        expect(checked).toBe(expectedChecks);
        expect(expectedChecks).toBeGreaterThan(0);
      } finally {
        rmSync(dir, { recursive: true, force: true });
        delete (globalThis as Record<string, unknown>).__readmeCheck;
      }
    });
  }

  test('the checks can fail: a wrong value in a comment is a mismatch', () => {
    const { code, checks } = instrument({ file: `${packagesDir}x/README.md`, lines: [1], code: "f(); // 'wrong'" });
    expect(checks).toBe(1);
    expect(code).toContain('__readmeCheck(() => (f()), "\\"wrong\\""');
  });
});

/** The `## ` headings of a Markdown file, outside code fences, with their line numbers. */
function headings(text: string): Array<{ title: string; line: number }> {
  const out: Array<{ title: string; line: number }> = [];
  let fence = false;
  text.split('\n').forEach((l, i) => {
    if (l.startsWith('```')) fence = !fence;
    else if (!fence && l.startsWith('## ')) out.push({ title: l.slice(3), line: i });
  });
  return out;
}

describe('READMEs put the user first', () => {
  const publishable = readdirSync(packagesDir)
    .filter((d) => existsSync(join(packagesDir, d, 'package.json')))
    .map((d) => ({ dir: d, json: JSON.parse(readFileSync(join(packagesDir, d, 'package.json'), 'utf8')) as { name: string; private?: boolean } }))
    .filter((p) => p.json.private !== true);

  test('nine publishable packages, each README with an Install section: the registry, and pnpm pack:all until then', () => {
    expect(publishable).toHaveLength(9);
    for (const { dir, json } of publishable) {
      const text = readFileSync(join(packagesDir, dir, 'README.md'), 'utf8');
      const install = headings(text).find((h) => h.title === 'Install');
      expect(install, json.name).toBeDefined();
      const section = text.split('\n').slice(install?.line ?? 0).join('\n').split('\n## ')[0] ?? '';
      expect(section, json.name).toContain(`npm install ${json.name}\n`);
      expect(section, json.name).toContain('pnpm pack:all');
      // Install comes before every other section of the page.
      expect(headings(text)[0]?.title, json.name).toBe('Install');
    }
    const root = readFileSync(join(rootDir, 'README.md'), 'utf8');
    expect(headings(root)[0]?.title).toBe('Install');
    expect(root).toContain('pnpm pack:all');
    const pkg = JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['pack:all']).toContain('node tooling/scripts/pack-all.mjs');
  });

  test('benchmark tables and internals come after a "How it works" heading, the last section', () => {
    for (const file of [join(rootDir, 'README.md'), ...packageReadmes]) {
      const text = readFileSync(file, 'utf8');
      const hs = headings(text);
      const how = hs.findIndex((h) => h.title === 'How it works');
      const lines = text.split('\n');
      const benchLine = lines.findIndex((l) => l.startsWith('<!-- bench:'));
      if (benchLine === -1 && how === -1) continue;
      expect(how, file).toBe(hs.length - 1);
      if (benchLine !== -1) expect(benchLine, file).toBeGreaterThan(hs[how]?.line ?? Infinity);
    }
  });

  test('the root README has an import example per user story', () => {
    const root = readFileSync(join(rootDir, 'README.md'), 'utf8');
    const imports = [...root.matchAll(/^import .* from '(@x\/[^']+)';$/gm)].map((m) => m[1]);
    for (const entry of ['@x/url', '@x/host', '@x/urlencoded', '@x/url-api/url-search-params']) expect(imports).toContain(entry);
  });

  test("the README's pnpm commands are scripts pnpm runs (not pnpm's own commands of the same name)", () => {
    // pnpm runs its built-in command, not the script, for these names (pnpm test and
    // pnpm start do run the scripts).
    const builtins = new Set(['docs', 'pack', 'publish', 'install', 'add', 'update', 'remove', 'link', 'rebuild', 'prune', 'audit', 'list', 'outdated', 'why', 'exec', 'dlx', 'create', 'root', 'bin', 'setup', 'init', 'deploy', 'doctor', 'config', 'store', 'server', 'import', 'fetch', 'patch', 'licenses', 'env']);
    const pkg = JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const root = readFileSync(join(rootDir, 'README.md'), 'utf8');
    const used = [...root.matchAll(/`pnpm (?:-s )?([a-z][\w:-]*)[^`]*`|^pnpm (?:-s )?([a-z][\w:-]*)/gm)].map((m) => m[1] ?? m[2] ?? '');
    expect(used).toContain('start');
    for (const name of used) {
      if (name === 'run' || name === 'install' || name === 'test' || name === 'start') {
        if (name !== 'run' && name !== 'install') expect(pkg.scripts[name], name).toBeDefined();
        continue;
      }
      if (builtins.has(name)) expect.fail(`the README says \`pnpm ${name}\`, which is pnpm's own command: write \`pnpm run ${name}\``);
      expect(Object.keys(pkg.scripts), name).toContain(name);
    }
    expect(root).toContain('pnpm run docs');
  });
});
