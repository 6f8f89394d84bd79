// The `x-url` command line: parse a URL or a host and show its components, host kind,
// public suffix and registrable domain, and validation errors with a caret under the
// input. `main` takes argv and an IO sink and returns the exit code, so it runs (and is
// tested) without a process.
import { serializeHost } from '@x/host';
import { fileURLToPath, hostKindName, type URLRecord } from '@x/url-parser';
import { caretLine, displayInput } from './cli-caret';
import {
  decodeCommand,
  encodeCommand,
  explainCommand,
  idnaCommand,
  paramsCommand,
  pathCommand,
  relativizeCommand,
  renderCommand,
  validCommand,
  type EncodingsEntry,
} from './cli-commands';
import { examplesTable, exampleResults } from './cli-examples';
import { COMMAND_HELP, usageLine, USAGE } from './cli-help';
import {
  domainOf,
  hostJSON,
  parseAgainst,
  parseBase,
  parseHostInput,
  siteOf,
  urlComponents,
  urlJSON,
  type PlainError,
  type URLResult,
} from './cli-json';
import type { BulkCommand } from './cli-bulk';
import { matchCommand } from './cli-match';
import { showInvisible } from './invisible';

export { USAGE };

export interface CLIIO {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** `@x/percent-encoding/encodings`, loaded by the caller for `--encoding` (undefined when its optional peer `@exodus/bytes` is not installed). */
  readonly encodings?: EncodingsEntry | undefined;
}

export interface Args {
  readonly command: string | undefined;
  readonly inputs: readonly string[];
  readonly base: string | undefined;
  readonly json: boolean;
  readonly opaque: boolean;
  readonly strict: boolean;
  readonly set: string | undefined;
  readonly encoding: string | undefined;
  readonly workers: number;
  readonly version: boolean;
  /** --windows / --posix for `path`; undefined: the host's rules. */
  readonly windows: boolean | undefined;
  /** --ignore-case for `match`. */
  readonly ignoreCase: boolean;
  /** `render`'s options: --max-length N, --host-only, --no-scheme, --no-decode. */
  readonly render: RenderFlags;
}

export interface RenderFlags {
  readonly maxLength: number | undefined;
  readonly hostOnly: boolean;
  readonly omitScheme: boolean;
  readonly decode: boolean;
}

class UsageError extends Error {}

const VALUE_OPTIONS = ['--base', '--set', '--encoding', '--workers', '--max-length'] as const;

export function parseArgs(argv: readonly string[]): Args {
  const positional: string[] = [];
  const values = new Map<string, string>();
  let json = false;
  let opaque = false;
  let strict = false;
  let version = false;
  let windows: boolean | undefined;
  let ignoreCase = false;
  let hostOnly = false;
  let omitScheme = false;
  let decode = true;
  let options = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (options && arg === '--') options = false;
    else if (options && arg === '--json') json = true;
    else if (options && arg === '--opaque') opaque = true;
    else if (options && arg === '--strict') strict = true;
    else if (options && (arg === '--version' || arg === '-v')) version = true;
    else if (options && arg === '--windows') windows = true;
    else if (options && arg === '--posix') windows = false;
    else if (options && arg === '--ignore-case') ignoreCase = true;
    else if (options && arg === '--host-only') hostOnly = true;
    else if (options && arg === '--no-scheme') omitScheme = true;
    else if (options && arg === '--no-decode') decode = false;
    else if (options && (arg === '--help' || arg === '-h')) positional.unshift('help');
    else if (options && arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      const name = eq === -1 ? arg : arg.slice(0, eq);
      if (!(VALUE_OPTIONS as readonly string[]).includes(name)) throw new UsageError(`unknown option ${arg}`);
      const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
      if (value === undefined) throw new UsageError(`${name} needs a value`);
      values.set(name, value);
    } else if (options && arg.startsWith('-') && arg !== '-') throw new UsageError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  const workersText = values.get('--workers');
  const workers = workersText === undefined ? 1 : Number(workersText);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) throw new UsageError('--workers needs a whole number from 1 to 64');
  const maxLengthText = values.get('--max-length');
  const maxLength = maxLengthText === undefined ? undefined : Number(maxLengthText);
  if (maxLength !== undefined && (!Number.isInteger(maxLength) || maxLength < 1)) throw new UsageError('--max-length needs a whole number of at least 1');
  return {
    command: positional[0],
    inputs: positional.slice(1),
    base: values.get('--base'),
    json,
    opaque,
    strict,
    set: values.get('--set'),
    encoding: values.get('--encoding'),
    workers,
    version,
    windows,
    ignoreCase,
    render: { maxLength, hostOnly, omitScheme, decode },
  };
}

/** Text lines for validation errors, each with the input and a caret line under it. */
function errorLines(errors: readonly PlainError[], input: string, label: string): string[] {
  if (errors.length === 0) return [`${label}: none`];
  const display = displayInput(input);
  const lines = [`${label}: ${errors.length}`];
  for (const e of errors) {
    const span = e.end > e.index + 1 ? `${e.index}..${e.end}` : `${e.index}`;
    lines.push(`  ${e.type} at ${span}${e.fatal ? ' (fatal)' : ''}`);
    lines.push(`    ${display.text}`);
    lines.push(`    ${caretLine(display, e.index, e.end)}`);
  }
  return lines;
}

/** The file path a file: URL names on one platform's rules, or the error code in parentheses. */
export function filePathOrError(record: URLRecord, windows: boolean): string {
  try {
    return fileURLToPath(record, { windows });
  } catch (e) {
    return `(${(e as { code?: string }).code ?? 'error'})`;
  }
}

function table(rows: ReadonlyArray<readonly [string, string]>): string[] {
  const width = Math.max(...rows.map(([k]) => k.length)) + 2;
  return rows.map(([k, v]) => `${k.padEnd(width)}${v}`.trimEnd());
}

/** The human-readable block for a parsed URL (parse: the components; check: the errors only). */
function urlLines(result: URLResult, checkOnly: boolean): string[] {
  const { url, base } = result;
  const lines: string[] = [];
  if (!checkOnly && url !== null) {
    const site = siteOf(domainOf(url));
    lines.push(
      ...table([
        ...Object.entries(urlComponents(url)),
        ...(url.scheme === 'file'
          ? ([
              ['path (POSIX)', filePathOrError(url, false)],
              ['path (Windows)', filePathOrError(url, true)],
            ] as const)
          : []),
        ['host kind', hostKindName(url) ?? 'null'],
        ['public suffix', site.publicSuffix ?? '-'],
        ['registrable domain', site.registrableDomain ?? '-'],
      ]),
      '',
    );
  }
  if (base !== null) lines.push(...errorLines(base.errors, base.input, 'base validation errors'));
  if (base === null || base.record !== null) lines.push(...errorLines(result.errors, result.input, 'validation errors'));
  if (checkOnly && url !== null && result.errors.length === 0 && (base?.errors.length ?? 0) === 0) lines.push('valid');
  return lines;
}

/**
 * Several inputs: a header line before each block naming its input ("==> input <==", as
 * head and tail do for several files); --json: one record per line (NDJSON).
 */
function writeBlocks(inputs: readonly string[], json: boolean, io: CLIIO, each: (input: string) => { json: Record<string, unknown>; lines: string[]; failure: string | undefined }): void {
  inputs.forEach((input, n) => {
    const r = each(input);
    if (json) io.stdout(inputs.length === 1 ? `${JSON.stringify(r.json, null, 2)}\n` : `${JSON.stringify(r.json)}\n`);
    else {
      const header = inputs.length === 1 ? '' : `${n === 0 ? '' : '\n'}==> ${showInvisible(input)} <==\n`;
      io.stdout(`${header}${r.lines.join('\n')}\n`);
      if (r.failure !== undefined) io.stderr(inputs.length === 1 ? `failure: ${r.failure}\n` : `failure: ${JSON.stringify(input)}: ${r.failure}\n`);
    }
  });
}

function runParse(args: Args, inputs: readonly string[], io: CLIIO, checkOnly: boolean): number {
  const base = parseBase(args.base);
  let code = 0;
  writeBlocks(inputs, args.json, io, (input) => {
    const result = parseAgainst(input, base);
    const failed = result.url === null;
    const anyErrors = result.errors.length > 0 || (base?.errors.length ?? 0) > 0;
    code = Math.max(code, failed || (checkOnly && anyErrors) ? 1 : 0);
    const failure = !failed ? undefined : base !== null && base.record === null ? 'the base URL does not parse' : 'the URL does not parse';
    return { json: urlJSON(result), lines: urlLines(result, checkOnly), failure };
  });
  return code;
}

function runHost(args: Args, inputs: readonly string[], io: CLIIO): number {
  let code = 0;
  writeBlocks(inputs, args.json, io, (input) => {
    const result = parseHostInput(input, args.opaque);
    const { host } = result;
    const lines: string[] = [];
    if (host !== null) {
      const site = siteOf(host);
      lines.push(
        ...table([
          ['host', serializeHost(host)],
          ['kind', host.kind],
          ['public suffix', site.publicSuffix ?? '-'],
          ['registrable domain', site.registrableDomain ?? '-'],
        ]),
        '',
      );
    } else code = 1;
    lines.push(...errorLines(result.errors, input, 'validation errors'));
    return { json: hostJSON(result), lines, failure: host === null ? 'the host does not parse' : undefined };
  });
  return code;
}

/** Commands whose inputs are positional arguments (and "-" for stdin lines). */
const COMMANDS = ['parse', 'check', 'host', 'render', 'idna', 'encode', 'decode', 'params', 'valid', 'explain', 'path', 'relativize', 'match'] as const;
type Command = (typeof COMMANDS)[number];

/** A usage error: one line, and where the help is. */
function usageError(io: CLIIO, message: string, command?: string): number {
  io.stderr(usageLine(message, command));
  return 2;
}

/** Checks the options that only some commands take; a message, or undefined. */
function misplacedOption(command: Command, args: Args): string | undefined {
  if (args.base !== undefined && !['parse', 'check', 'render', 'valid', 'match'].includes(command)) return `--base is not for ${command}`;
  if (args.ignoreCase && command !== 'match') return '--ignore-case is for match';
  const r = args.render;
  if ((r.maxLength !== undefined || r.hostOnly || r.omitScheme || !r.decode) && command !== 'render') {
    return '--max-length, --host-only, --no-scheme and --no-decode are for render';
  }
  if (args.opaque && command !== 'host') return '--opaque is for host';
  if (args.strict && command !== 'idna') return '--strict is for idna';
  if ((args.set !== undefined || args.encoding !== undefined) && command !== 'encode') return '--set and --encoding are for encode';
  if (args.workers !== 1 && command !== 'parse' && command !== 'check' && command !== 'host') return '--workers is for bulk mode (parse, check, host)';
  if (args.windows !== undefined && command !== 'path') return '--windows and --posix are for path';
  return undefined;
}

/** Runs `command` on each of `inputs`; the exit code is the worst of theirs. */
export function runCommand(command: Command, args: Args, inputs: readonly string[], io: CLIIO): number {
  const o = { base: args.base, json: args.json, strict: args.strict, set: args.set, encoding: args.encoding };
  switch (command) {
    case 'render':
      return renderCommand(inputs, o, args.render, io);
    case 'idna':
      return idnaCommand(inputs[0], inputs.slice(1), o, io);
    case 'encode':
      return encodeCommand(inputs, o, io);
    case 'decode':
      return decodeCommand(inputs, o, io);
    case 'params':
      return paramsCommand(inputs, o, io);
    case 'valid':
      return validCommand(inputs, o, io);
    case 'explain':
      return explainCommand(inputs, o, io);
    case 'path':
      return pathCommand(inputs, { json: args.json, windows: args.windows }, io);
    case 'relativize':
      return relativizeCommand(inputs, o, io);
    case 'match':
      return matchCommand(inputs, { base: args.base, json: args.json, ignoreCase: args.ignoreCase }, io);
    case 'host':
      return runHost(args, inputs, io);
    default:
      return runParse(args, inputs, io, command === 'check');
  }
}

/**
 * What main makes of argv: an exit code, or (for "-" inputs and bulk mode, which need
 * stdin) what to run next. The executable (cli.ts) does the reading.
 */
export type Plan =
  | { readonly kind: 'done'; readonly code: number }
  | { readonly kind: 'stdin-inputs'; readonly command: Command; readonly args: Args }
  | { readonly kind: 'bulk'; readonly command: BulkCommand; readonly args: Args };

/** Plans (and, when no stdin is needed, runs) the CLI. */
export function plan(argv: readonly string[], io: CLIIO, stdinIsTerminal: boolean, version: string): Plan {
  let args: Args;
  try {
    args = parseArgs(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    const named = argv.find((a) => (COMMANDS as readonly string[]).includes(a) || a === 'examples');
    return { kind: 'done', code: usageError(io, e.message, named) };
  }
  const done = (code: number): Plan => ({ kind: 'done', code });
  if (args.version) {
    io.stdout(`x-url ${version}\n`);
    return done(0);
  }
  const { command, inputs } = args;
  if (command === 'help') {
    const topic = inputs[0];
    if (topic === undefined) io.stdout(`${USAGE}\n`);
    else {
      const page = COMMAND_HELP[topic];
      if (page === undefined) return done(usageError(io, `no command ${JSON.stringify(topic)}`));
      io.stdout(`${page}\n`);
    }
    return done(0);
  }
  if (command === undefined) {
    if (!stdinIsTerminal) return { kind: 'bulk', command: 'parse', args };
    io.stderr(`${USAGE}\n`);
    return done(2);
  }
  if (command === 'examples') {
    if (inputs.length > 0 || args.base !== undefined || args.opaque) return done(usageError(io, 'examples takes no input (only --json)', 'examples'));
    const results = exampleResults();
    if (args.json) io.stdout(`${JSON.stringify(results, null, 2)}\n`);
    else {
      io.stdout(`The URL Standard's examples (url.bs), parsed by @x/url:\n\n${examplesTable(results)}\n\n`);
      io.stdout(`Parse your own: pnpm x-url parse '<url>' [--base <url>]   (x-url help: every command; pnpm wpt: the conformance report)\n`);
    }
    return done(0);
  }
  if (!(COMMANDS as readonly string[]).includes(command)) return done(usageError(io, `unknown command ${JSON.stringify(command)}`));
  const cmd = command as Command;
  const misplaced = misplacedOption(cmd, args);
  if (misplaced !== undefined) return done(usageError(io, misplaced, cmd));
  if (inputs.length === 0 && cmd !== 'explain') {
    if ((cmd === 'parse' || cmd === 'check' || cmd === 'host') && !stdinIsTerminal) return { kind: 'bulk', command: cmd, args };
    return done(usageError(io, `${cmd} needs an input`, cmd));
  }
  if (args.workers !== 1) return done(usageError(io, '--workers is for bulk mode (no input, stdin not a terminal)', cmd));
  if (inputs.includes('-')) return { kind: 'stdin-inputs', command: cmd, args };
  return done(runCommand(cmd, args, inputs, io));
}

/**
 * `@x/percent-encoding/encodings` when the arguments ask for `--encoding` (as parseArgs
 * reads them: `--encoding x` or `--encoding=x`), else undefined. It is loaded only then,
 * because its tables come from `@exodus/bytes`, an optional peer an install may lack: then
 * undefined too, and encode says what to install.
 */
export async function loadEncodings(argv: readonly string[]): Promise<EncodingsEntry | undefined> {
  let wanted = false;
  try {
    wanted = parseArgs(argv).encoding !== undefined;
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    // plan() reports the usage error.
  }
  if (!wanted) return undefined;
  try {
    return await import('@x/percent-encoding/encodings');
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') return undefined;
    throw e;
  }
}

/** Runs the CLI on arguments alone (no stdin); returns the exit code. */
export function main(argv: readonly string[], io: CLIIO, version = 'unknown'): number {
  const p = plan(argv, io, true, version);
  if (p.kind === 'done') return p.code;
  return usageError(io, '"-" reads stdin, which this caller does not provide');
}
