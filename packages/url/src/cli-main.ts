// The `x-url` command line: parse a URL or a host and show its components, host kind,
// public suffix and registrable domain, and validation errors with a caret under the
// input. `main` takes argv and an IO sink and returns the exit code, so it runs (and is
// tested) without a process.
import { parseHost, serializeHost, type Host, type HostValidationErrorType } from '@x/host';
import { publicSuffix, registrableDomain } from '@x/public-suffix';
import { URL } from '@x/url-api';
import { parseWithValidationErrors, toSpecRecord, type URLRecord, type ValidationError } from '@x/url-parser';
import { caretLine, displayInput } from './cli-caret';
import { examplesTable, exampleResults } from './cli-examples';

export interface CLIIO {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

export const USAGE = `Usage:
  x-url parse <url> [--base <url>] [--json]   components, host kind, public suffix, validation errors
  x-url check <url> [--base <url>] [--json]   validation errors only; exit 1 when there are any
  x-url host <input> [--opaque] [--json]      parse a host (an opaque host with --opaque)
  x-url examples [--json]                     the URL Standard's own examples, parsed
  x-url help

Exit codes: 0 success, 1 failure or (check) validation errors, 2 usage error.
Put -- before an argument that starts with "-".`;

interface Args {
  readonly command: string | undefined;
  readonly input: string | undefined;
  readonly base: string | undefined;
  readonly json: boolean;
  readonly opaque: boolean;
}

class UsageError extends Error {}

function parseArgs(argv: readonly string[]): Args {
  const positional: string[] = [];
  let base: string | undefined;
  let json = false;
  let opaque = false;
  let options = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (options && arg === '--') options = false;
    else if (options && arg === '--json') json = true;
    else if (options && arg === '--opaque') opaque = true;
    else if (options && (arg === '--help' || arg === '-h')) positional.unshift('help');
    else if (options && arg === '--base') {
      const value = argv[++i];
      if (value === undefined) throw new UsageError('--base needs a value');
      base = value;
    } else if (options && arg.startsWith('--base=')) base = arg.slice('--base='.length);
    else if (options && arg.startsWith('-') && arg !== '-') throw new UsageError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  if (positional.length > 2) throw new UsageError(`unexpected argument ${JSON.stringify(positional[2])}`);
  return { command: positional[0], input: positional[1], base, json, opaque };
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

const COMPONENTS = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;

function runParse(args: Args, input: string, io: CLIIO, checkOnly: boolean): number {
  const result = parseInput(input, args.base);
  const baseFailed = result.base !== null && result.base.record === null;
  const record = result.record;
  const url = record === null ? null : new URL(record.href);
  const hostKind = record === null ? null : toSpecRecord(record).hostKind;
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

/** Runs the CLI; returns the exit code. */
export function main(argv: readonly string[], io: CLIIO): number {
  let args: Args;
  try {
    args = parseArgs(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.stderr(`x-url: ${e.message}\n${USAGE}\n`);
    return 2;
  }
  const { command, input } = args;
  if (command === 'help' || command === undefined) {
    (command === undefined ? io.stderr : io.stdout)(`${USAGE}\n`);
    return command === undefined ? 2 : 0;
  }
  if (command === 'examples') {
    if (input !== undefined || args.base !== undefined || args.opaque) {
      io.stderr(`x-url: examples takes no input (only --json)\n${USAGE}\n`);
      return 2;
    }
    const results = exampleResults();
    if (args.json) io.stdout(`${JSON.stringify(results, null, 2)}\n`);
    else {
      io.stdout(`The URL Standard's examples (url.bs), parsed by @x/url:\n\n${examplesTable(results)}\n\n`);
      io.stdout(`Parse your own: pnpm x-url parse '<url>' [--base <url>]   (x-url help: every command; pnpm wpt: the conformance report)\n`);
    }
    return 0;
  }
  if (command !== 'parse' && command !== 'check' && command !== 'host') {
    io.stderr(`x-url: unknown command ${JSON.stringify(command)}\n${USAGE}\n`);
    return 2;
  }
  if (input === undefined) {
    io.stderr(`x-url: ${command} needs an input\n${USAGE}\n`);
    return 2;
  }
  if (command === 'host') {
    if (args.base !== undefined) {
      io.stderr('x-url: --base is for parse and check\n');
      return 2;
    }
    return runHost(args, input, io);
  }
  if (args.opaque) {
    io.stderr('x-url: --opaque is for host\n');
    return 2;
  }
  return runParse(args, input, io, command === 'check');
}
