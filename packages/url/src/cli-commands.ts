// The x-url commands beyond parse, check and host: render, idna, encode, decode, params,
// valid and explain. Each takes its inputs and options and writes to an IO sink; the
// exit code is 0 (success), 1 (some input failed) or 2 (usage).
import { domainToASCII, domainToUnicode, type IdnaValidationErrorType } from '@x/idna';
import {
  C0_CONTROL_PERCENT_ENCODE_SET,
  COMPONENT_PERCENT_ENCODE_SET,
  FORM_URLENCODED_PERCENT_ENCODE_SET,
  FRAGMENT_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  USERINFO_PERCENT_ENCODE_SET,
  percentDecodeString,
  percentEncodeAfterEncoding,
  UTF8_ENCODER,
  utf8DecodeWithoutBOM,
  type Encoder,
  type PercentEncodeSet,
} from '@x/percent-encoding';
import { registrableDomain } from '@x/public-suffix';
import { URLSearchParams } from '@x/url-api';
import { fileURLToPath, isValidURLString, parseURL, parseWithValidationErrors, pathToFileURL, relativize, renderURL, type URLRecord, type ValidationError } from '@x/url-parser';
import { usageLine } from './cli-help';
import { VALIDATION_ERROR_TABLE } from './validation-error-table';

export interface CommandIO {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly encodings?: EncodingsEntry | undefined;
}

/** What encode needs of `@x/percent-encoding/encodings`: loaded only for `--encoding`, since its tables come from the optional peer `@exodus/bytes`. */
export interface EncodingsEntry {
  getEncoder(label: string): Encoder;
}

export interface CommandOptions {
  readonly base: string | undefined;
  readonly json: boolean;
  readonly strict: boolean;
  readonly set: string | undefined;
  readonly encoding: string | undefined;
}

/** The percent-encode sets by the names `--set` takes (url.bs #percent-encoded-bytes). */
export const SETS: Readonly<Record<string, PercentEncodeSet>> = {
  'c0-control': C0_CONTROL_PERCENT_ENCODE_SET,
  fragment: FRAGMENT_PERCENT_ENCODE_SET,
  query: QUERY_PERCENT_ENCODE_SET,
  'special-query': SPECIAL_QUERY_PERCENT_ENCODE_SET,
  path: PATH_PERCENT_ENCODE_SET,
  userinfo: USERINFO_PERCENT_ENCODE_SET,
  component: COMPONENT_PERCENT_ENCODE_SET,
  'application/x-www-form-urlencoded': FORM_URLENCODED_PERCENT_ENCODE_SET,
};

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** The parsed `--base` (null without one), or undefined after reporting that it does not parse. */
function baseOption(o: CommandOptions, io: CommandIO): URLRecord | null | undefined {
  if (o.base === undefined) return null;
  const base = parseURL(o.base);
  if (base === null) io.stderr('failure: the base URL does not parse\n');
  return base ?? undefined;
}

/** `render <url>…`: the URL as shown to a person (url.bs "URL rendering"). */
export function renderCommand(
  inputs: readonly string[],
  o: CommandOptions,
  flags: { readonly maxLength: number | undefined; readonly hostOnly: boolean; readonly omitScheme: boolean; readonly decode: boolean },
  io: CommandIO,
): number {
  const base = baseOption(o, io);
  if (base === undefined) return 1;
  let code = 0;
  const out: unknown[] = [];
  for (const input of inputs) {
    const url = parseURL(input, { base });
    const rendered =
      url === null
        ? null
        : renderURL(url, {
            registrableDomain: (h) => registrableDomain(h),
            maxLength: flags.maxLength,
            hostOnly: flags.hostOnly,
            omitScheme: flags.omitScheme,
            decodePercentEncoding: flags.decode,
          });
    if (rendered === null) code = 1;
    if (o.json) out.push({ input, ok: rendered !== null, rendered });
    else if (rendered === null) io.stderr(`failure: ${JSON.stringify(input)} does not parse\n`);
    else io.stdout(`${rendered}\n`);
  }
  if (o.json) io.stdout(json(inputs.length === 1 ? out[0] : out));
  return code;
}

/** `idna to-ascii|to-unicode <domain>… [--strict]`: domain to ASCII / to Unicode (#idna). */
export function idnaCommand(direction: string | undefined, inputs: readonly string[], o: CommandOptions, io: CommandIO): number {
  if (direction !== 'to-ascii' && direction !== 'to-unicode') {
    io.stderr(usageLine('idna needs to-ascii or to-unicode, then one or more domains', 'idna'));
    return 2;
  }
  if (inputs.length === 0) {
    io.stderr(usageLine(`idna ${direction} needs a domain`, 'idna'));
    return 2;
  }
  let code = 0;
  const out: unknown[] = [];
  for (const input of inputs) {
    if (direction === 'to-unicode') {
      const result = domainToUnicode(input, o.strict);
      if (o.json) out.push({ input, result });
      else io.stdout(`${result}\n`);
      continue;
    }
    const errors: ValidationError<IdnaValidationErrorType>[] = [];
    const result = domainToASCII(input, o.strict, { onValidationError: (e) => errors.push(e) });
    if (result === null) code = 1;
    if (o.json) out.push({ input, ok: result !== null, result, validationErrors: errors.map((e) => e.type) });
    else if (result === null) io.stderr(`failure: ${JSON.stringify(input)}${errors.length > 0 ? ` (${errors.map((e) => e.type).join(', ')})` : ''}\n`);
    else io.stdout(`${result}\n`);
  }
  if (o.json) io.stdout(json(inputs.length === 1 ? out[0] : out));
  return code;
}

/** `encode <text>… --set <name> [--encoding <label>]` (#string-percent-encode-after-encoding). */
export function encodeCommand(inputs: readonly string[], o: CommandOptions, io: CommandIO): number {
  const set = o.set === undefined ? undefined : SETS[o.set];
  if (set === undefined) {
    io.stderr(usageLine(`encode needs --set with one of: ${Object.keys(SETS).join(', ')}`, 'encode'));
    return 2;
  }
  let encoder: Encoder = UTF8_ENCODER;
  if (o.encoding !== undefined) {
    if (io.encodings === undefined) {
      io.stderr('x-url: --encoding needs the optional package @exodus/bytes (npm install @exodus/bytes), on which @x/percent-encoding/encodings is built\n');
      return 2;
    }
    try {
      encoder = io.encodings.getEncoder(o.encoding);
    } catch (e) {
      io.stderr(`x-url: ${(e as Error).message}\n`);
      return 2;
    }
  }
  const spaceAsPlus = o.set === 'application/x-www-form-urlencoded';
  const out: string[] = [];
  for (const input of inputs) {
    out.push(percentEncodeAfterEncoding(encoder, input, set, spaceAsPlus));
  }
  io.stdout(o.json ? json(inputs.length === 1 ? out[0] : out) : `${out.join('\n')}\n`);
  return 0;
}

/** `decode <text>…`: percent-decode, then UTF-8 decode without BOM (#string-percent-decode). */
export function decodeCommand(inputs: readonly string[], o: CommandOptions, io: CommandIO): number {
  const out = inputs.map((input) => utf8DecodeWithoutBOM(percentDecodeString(input)));
  io.stdout(o.json ? json(inputs.length === 1 ? out[0] : out) : `${out.join('\n')}\n`);
  return 0;
}

/** `params <query>…`: the application/x-www-form-urlencoded list URLSearchParams holds. */
export function paramsCommand(inputs: readonly string[], o: CommandOptions, io: CommandIO): number {
  const lists = inputs.map((input) => [...new URLSearchParams(input)]);
  if (o.json) io.stdout(json(inputs.length === 1 ? lists[0] : lists));
  else {
    for (const list of lists) {
      if (list.length === 0) io.stdout('(no pairs)\n');
      for (const [name, value] of list) io.stdout(`${JSON.stringify(name)} = ${JSON.stringify(value)}\n`);
    }
  }
  return 0;
}

/** `valid <input>… [--base <url>]`: the writing grammar's verdict (#valid-url-string). */
export function validCommand(inputs: readonly string[], o: CommandOptions, io: CommandIO): number {
  const base = baseOption(o, io);
  if (base === undefined) return 1;
  let code = 0;
  const out: unknown[] = [];
  for (const input of inputs) {
    const valid = isValidURLString(input, { base });
    if (!valid) code = 1;
    if (o.json) out.push({ input, valid });
    else io.stdout(`${valid ? 'valid' : 'not valid'}\t${input}\n`);
  }
  if (o.json) io.stdout(json(inputs.length === 1 ? out[0] : out));
  return code;
}

/** `explain <error-type>`: the standard's description of a validation error, its examples parsed. */
export function explainCommand(inputs: readonly string[], o: CommandOptions, io: CommandIO): number {
  if (inputs.length === 0) {
    io.stdout(o.json ? json(VALIDATION_ERROR_TABLE.map((r) => r.type)) : `The validation errors (x-url explain <type>):\n  ${VALIDATION_ERROR_TABLE.map((r) => r.type).join('\n  ')}\n`);
    return 0;
  }
  let code = 0;
  const out: unknown[] = [];
  for (const input of inputs) {
    const row = VALIDATION_ERROR_TABLE.find((r) => r.type.toLowerCase() === input.toLowerCase());
    if (row === undefined) {
      io.stderr(`x-url: no validation error named ${JSON.stringify(input)}; x-url explain lists them\n`);
      code = 2;
      continue;
    }
    // Each example that parses as a URL input, with what the parser reports for it.
    const examples = row.examples.map((example) => {
      const { url, errors } = parseWithValidationErrors(example);
      return { input: example, href: url?.href ?? null, validationErrors: errors.map((e) => e.type) };
    });
    if (o.json) out.push({ ...row, examples });
    else {
      const lines = [`${row.type} (${row.section})`, `  ${row.description}`, `  failure: ${row.failure}`];
      for (const e of examples) {
        lines.push(`  example: ${JSON.stringify(e.input)} → ${e.href === null ? 'failure' : e.href}`);
        if (e.validationErrors.length > 0) lines.push(`           reports ${e.validationErrors.join(', ')}`);
      }
      lines.push(`  https://url.spec.whatwg.org/#${row.anchor}`);
      io.stdout(`${lines.join('\n')}\n`);
    }
  }
  if (o.json) io.stdout(json(inputs.length === 1 ? out[0] : out));
  return code;
}

/**
 * `path <file-url|path>… [--windows|--posix]`: a `file:` URL's file path, or a path's
 * `file:` URL, on the chosen platform's rules (the host's by default).
 */
export function pathCommand(inputs: readonly string[], o: { readonly json: boolean; readonly windows: boolean | undefined }, io: CommandIO): number {
  let code = 0;
  const out: unknown[] = [];
  const options = o.windows === undefined ? undefined : { windows: o.windows };
  for (const input of inputs) {
    const toPath = input.slice(0, 5).toLowerCase() === 'file:';
    try {
      const result = toPath ? fileURLToPath(input, options) : pathToFileURL(input, options).href;
      if (o.json) out.push({ input, ok: true, [toPath ? 'path' : 'url']: result });
      else io.stdout(`${result}\n`);
    } catch (e) {
      code = 1;
      const error = { code: (e as { code?: string }).code, message: (e as Error).message };
      if (o.json) out.push({ input, ok: false, error });
      else io.stderr(`failure: ${error.message}\n`);
    }
  }
  if (o.json) io.stdout(json(inputs.length === 1 ? out[0] : out));
  return code;
}

/** `relativize <base> <target>…`: the shortest string that parses against base to each target. */
export function relativizeCommand(inputs: readonly string[], o: CommandOptions, io: CommandIO): number {
  const [base, ...targets] = inputs;
  if (base === undefined || targets.length === 0) {
    io.stderr(usageLine('relativize needs a base URL and one or more target URLs', 'relativize'));
    return 2;
  }
  if (parseURL(base) === null) {
    io.stderr('failure: the base URL does not parse\n');
    return 1;
  }
  let code = 0;
  const out: unknown[] = [];
  for (const target of targets) {
    if (parseURL(target) === null) {
      code = 1;
      if (o.json) out.push({ target, ok: false });
      else io.stderr(`failure: ${JSON.stringify(target)} does not parse\n`);
      continue;
    }
    const relative = relativize(base, target);
    if (o.json) out.push({ target, ok: true, relative });
    else io.stdout(`${relative}\n`);
  }
  if (o.json) io.stdout(json(targets.length === 1 ? out[0] : out));
  return code;
}
