// The `x-url` command line: parse a URL or a host and show its components, host kind,
// public suffix and registrable domain, and validation errors with a caret under the
// input. `main` takes argv and an IO sink and returns the exit code, so it runs (and is
// tested) without a process.
import { parseHost, serializeHost, type Host, type HostValidationErrorType } from '@x/host';
import { publicSuffix, registrableDomain } from '@x/public-suffix';
import { URL } from '@x/url-api';
import { fileURLToPath, hostKindName, parseWithValidationErrors, type URLRecord, type ValidationError } from '@x/url-parser';
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
import { matchCommand } from './cli-match';

export interface CLIIO {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** `@x/percent-encoding/encodings`, loaded by the caller for `--encoding` (undefined when its optional peer `@exodus/bytes` is not installed). */
  readonly encodings?: EncodingsEntry | undefined;
}

export const USAGE = `Usage:
  x-url parse <url>… [--base <url>] [--json]    components, host kind, public suffix, validation errors
  x-url check <url>… [--base <url>] [--json]    validation errors only; exit 1 when there are any
  x-url host <input>… [--opaque] [--json]       parse a host (an opaque host with --opaque)
  x-url render <url>… [--base <url>] [--max-length N] [--host-only] [--no-scheme] [--no-decode]
                       the URL as shown to a person (Unicode host, no credentials)
  x-url idna to-ascii|to-unicode <domain>… [--strict]
  x-url encode <text>… --set <name> [--encoding <label>]
                       sets: c0-control, fragment, query, special-query, path, userinfo,
                             component, application/x-www-form-urlencoded
  x-url decode <text>…                          percent-decode, then UTF-8 decode
  x-url params <query>…                         the name/value list URLSearchParams holds
  x-url valid <input>… [--base <url>]           the writing grammar's verdict; exit 1 when not valid
  x-url explain [<error-type>]                  what a validation error means, with the standard's examples
  x-url path <file-url|path>… [--windows|--posix]  a file: URL's path, or a path's file: URL
  x-url relativize <base> <target>…             the shortest string that resolves against base to target
  x-url match <pattern> <url>… [--base <url>] [--ignore-case] [--json]
                       URLPattern exec(): the groups per component; exit 1 when a URL does not
                       match. The pattern is a constructor string or a JSON URLPatternInit.
  x-url examples [--json]                       the URL Standard's own examples, parsed
  x-url help | --version

An input "-" reads one input per line from stdin. With no input and stdin not a terminal,
parse runs in bulk mode: one URL per line in, one JSON line per URL out (NDJSON), in
order, [--base <url>] [--workers N]; a summary goes to stderr.
Exit codes: 0 success, 1 failure (check: validation errors; valid: not valid), 2 usage error.
Put -- before an argument that starts with "-".`;

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

type AnyValidationError = ValidationError<string>;

/** Text lines for validation errors, each with the input and a caret line under it. */
function errorLines(errors: readonly AnyValidationError[], input: string, label: string): string[] {
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

const plainErrors = (errors: readonly AnyValidationError[]) =>
  errors.map((e) => ({ type: e.type, index: e.index, end: e.end, fatal: e.fatal }));

/** Public suffix and registrable domain, only for a domain (null otherwise). */
function siteOf(host: Host | null): { publicSuffix: string | null; registrableDomain: string | null } {
  if (host === null || host.kind !== 'domain') return { publicSuffix: null, registrableDomain: null };
  return { publicSuffix: publicSuffix(host), registrableDomain: registrableDomain(host) };
}

function table(rows: ReadonlyArray<readonly [string, string]>): string[] {
  const width = Math.max(...rows.map(([k]) => k.length)) + 2;
  return rows.map(([k, v]) => `${k.padEnd(width)}${v}`.trimEnd());
}

interface URLResult {
  readonly base: { readonly record: URLRecord | null; readonly errors: readonly AnyValidationError[] } | null;
  readonly record: URLRecord | null;
  readonly errors: readonly AnyValidationError[];
}

function parseInput(input: string, base: string | undefined): URLResult {
  if (base === undefined) {
    const r = parseWithValidationErrors(input);
    return { base: null, record: r.url, errors: r.errors };
  }
  const b = parseWithValidationErrors(base);
  if (b.url === null) return { base: { record: null, errors: b.errors }, record: null, errors: [] };
  const r = parseWithValidationErrors(input, { base: b.url });
  return { base: { record: b.url, errors: b.errors }, record: r.url, errors: r.errors };
}

/** The file path a file: URL names on one platform's rules, or the error code. */
function filePathOrError(record: URLRecord, windows: boolean): string {
  try {
    return fileURLToPath(record, { windows });
  } catch (e) {
    return `(${(e as { code?: string }).code ?? 'error'})`;
  }
}

const COMPONENTS = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;

function runParse(args: Args, input: string, io: CLIIO, checkOnly: boolean): number {
  const result = parseInput(input, args.base);
  const baseFailed = result.base !== null && result.base.record === null;
  const record = result.record;
  const url = record === null ? null : new URL(record.href);
  const hostKind = record === null ? null : hostKindName(record);
  const host: Host | null = url !== null && hostKind === 'domain' ? { kind: 'domain', value: url.hostname } : null;
  const site = siteOf(host);
  const failed = record === null;
  const anyErrors = result.errors.length > 0 || (result.base?.errors.length ?? 0) > 0;
  if (args.json) {
    const out: Record<string, unknown> = { input, ...(args.base === undefined ? {} : { base: args.base }), ok: !failed };
    if (!checkOnly && url !== null) {
      const components: Record<string, string> = {};
      for (const key of COMPONENTS) components[key] = url[key];
      Object.assign(out, { url: components, hostKind, ...site });
      if (record !== null && record.scheme === 'file') {
        out.filePath = { posix: filePathOrError(record, false), windows: filePathOrError(record, true) };
      }
    }
    if (result.base !== null) out.baseValidationErrors = plainErrors(result.base.errors);
    out.validationErrors = plainErrors(result.errors);
    io.stdout(`${JSON.stringify(out, null, 2)}\n`);
  } else {
    const lines: string[] = [];
    if (!checkOnly && url !== null) {
      lines.push(
        ...table([
          ...COMPONENTS.map((k) => [k, url[k]] as const),
          ...(record !== null && record.scheme === 'file'
            ? ([
                ['path (POSIX)', filePathOrError(record, false)],
                ['path (Windows)', filePathOrError(record, true)],
              ] as const)
            : []),
          ['host kind', hostKind ?? 'null'],
          ['public suffix', site.publicSuffix ?? '-'],
          ['registrable domain', site.registrableDomain ?? '-'],
        ]),
        '',
      );
    }
    if (result.base !== null && args.base !== undefined) lines.push(...errorLines(result.base.errors, args.base, 'base validation errors'));
    if (!baseFailed) lines.push(...errorLines(result.errors, input, 'validation errors'));
    if (checkOnly && !failed && !anyErrors) lines.push('valid');
    io.stdout(`${lines.join('\n')}\n`);
    if (failed) io.stderr(baseFailed ? 'failure: the base URL does not parse\n' : 'failure: the URL does not parse\n');
  }
  if (failed) return 1;
  return checkOnly && anyErrors ? 1 : 0;
}

function runHost(args: Args, input: string, io: CLIIO): number {
  const errors: ValidationError<HostValidationErrorType>[] = [];
  const host = parseHost(input, args.opaque, { onValidationError: (e) => errors.push(e) });
  const site = siteOf(host);
  if (args.json) {
    const out = {
      input,
      ok: host !== null,
      ...(host === null ? {} : { host: serializeHost(host), kind: host.kind, ...site }),
      validationErrors: plainErrors(errors),
    };
    io.stdout(`${JSON.stringify(out, null, 2)}\n`);
  } else {
    const lines: string[] = [];
    if (host !== null) {
      lines.push(
        ...table([
          ['host', serializeHost(host)],
          ['kind', host.kind],
          ['public suffix', site.publicSuffix ?? '-'],
          ['registrable domain', site.registrableDomain ?? '-'],
        ]),
        '',
      );
    }
    lines.push(...errorLines(errors, input, 'validation errors'));
    io.stdout(`${lines.join('\n')}\n`);
    if (host === null) io.stderr('failure: the host does not parse\n');
  }
  return host === null ? 1 : 0;
}

/** Commands whose inputs are positional arguments (and "-" for stdin lines). */
const COMMANDS = ['parse', 'check', 'host', 'render', 'idna', 'encode', 'decode', 'params', 'valid', 'explain', 'path', 'relativize', 'match'] as const;
type Command = (typeof COMMANDS)[number];

function usageError(io: CLIIO, message: string): number {
  io.stderr(`x-url: ${message}\n${USAGE}\n`);
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
  if (args.workers !== 1 && command !== 'parse') return '--workers is for parse in bulk mode';
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
    default: {
      let code = 0;
      for (const input of inputs) {
        const c = command === 'host' ? runHost(args, input, io) : runParse(args, input, io, command === 'check');
        code = Math.max(code, c);
      }
      return code;
    }
  }
}

/**
 * What main makes of argv: an exit code, or (for "-" inputs and bulk mode, which need
 * stdin) what to run next. The executable (cli.ts) does the reading.
 */
export type Plan =
  | { readonly kind: 'done'; readonly code: number }
  | { readonly kind: 'stdin-inputs'; readonly command: Command; readonly args: Args }
  | { readonly kind: 'bulk'; readonly args: Args };

/** Plans (and, when no stdin is needed, runs) the CLI. */
export function plan(argv: readonly string[], io: CLIIO, stdinIsTerminal: boolean, version: string): Plan {
  let args: Args;
  try {
    args = parseArgs(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    return { kind: 'done', code: usageError(io, e.message) };
  }
  const done = (code: number): Plan => ({ kind: 'done', code });
  if (args.version) {
    io.stdout(`x-url ${version}\n`);
    return done(0);
  }
  const { command, inputs } = args;
  if (command === 'help') {
    io.stdout(`${USAGE}\n`);
    return done(0);
  }
  if (command === undefined) {
    if (!stdinIsTerminal) return { kind: 'bulk', args };
    io.stderr(`${USAGE}\n`);
    return done(2);
  }
  if (command === 'examples') {
    if (inputs.length > 0 || args.base !== undefined || args.opaque) return done(usageError(io, 'examples takes no input (only --json)'));
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
  if (misplaced !== undefined) return done(usageError(io, misplaced));
  if (inputs.length === 0 && cmd !== 'explain') {
    if (cmd === 'parse' && !stdinIsTerminal) return { kind: 'bulk', args };
    return done(usageError(io, `${cmd} needs an input`));
  }
  if (cmd === 'parse' && args.workers !== 1) return done(usageError(io, '--workers is for bulk mode (no input, stdin not a terminal)'));
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
