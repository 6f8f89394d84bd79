// `x-url match <pattern> <url>…`: URLPattern's exec() on each URL, printing the groups of
// every component that has any (except the wildcard "*" components). The pattern is a URL Pattern constructor string (relative
// ones need --base, which is also the URLs' base) or, starting with "{", a JSON
// URLPatternInit dictionary.
import { URLPattern, type URLPatternInit, type URLPatternResult } from '@x/urlpattern';
import type { CommandIO } from './cli-commands';
import { usageLine } from './cli-help';

export interface MatchOptions {
  readonly base: string | undefined;
  readonly json: boolean;
  readonly ignoreCase: boolean;
}

const COMPONENTS = ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;

function compilePattern(pattern: string, o: MatchOptions): URLPattern {
  const options = { ignoreCase: o.ignoreCase };
  if (pattern.startsWith('{')) {
    let init: URLPatternInit;
    try {
      init = JSON.parse(pattern) as URLPatternInit;
    } catch (e) {
      throw new TypeError(`the pattern starts with "{" but is not JSON: ${(e as Error).message}`);
    }
    return new URLPattern(o.base === undefined ? init : { ...init, baseURL: o.base }, options);
  }
  return o.base === undefined ? new URLPattern(pattern, options) : new URLPattern(pattern, o.base, options);
}

/**
 * The components with groups, with their input and groups; not those whose pattern is
 * "*" (the ones a constructor string leaves out: their one group is the whole input).
 */
function groupsOf(pattern: URLPattern, result: URLPatternResult): Record<string, { input: string; groups: Record<string, string | null> }> {
  const out: Record<string, { input: string; groups: Record<string, string | null> }> = {};
  for (const c of COMPONENTS) {
    if (pattern[c] === '*') continue;
    const { input, groups } = result[c];
    const names = Object.keys(groups);
    if (names.length === 0) continue;
    out[c] = { input, groups: Object.fromEntries(names.map((n) => [n, groups[n] ?? null])) };
  }
  return out;
}

export function matchCommand(inputs: readonly string[], o: MatchOptions, io: CommandIO): number {
  const [pattern, ...urls] = inputs;
  if (pattern === undefined || urls.length === 0) {
    io.stderr(usageLine('match needs a pattern and one or more URLs', 'match'));
    return 2;
  }
  let compiled: URLPattern;
  try {
    compiled = compilePattern(pattern, o);
  } catch (e) {
    io.stderr(`failure: ${(e as Error).message}\n`);
    return 1;
  }
  let code = 0;
  const out: unknown[] = [];
  for (const url of urls) {
    const result = o.base === undefined ? compiled.exec(url) : compiled.exec(url, o.base);
    if (result === null) code = 1;
    if (o.json) {
      out.push(result === null ? { url, match: false } : { url, match: true, components: groupsOf(compiled, result) });
      continue;
    }
    if (result === null) {
      io.stdout(`${url}: no match\n`);
      continue;
    }
    io.stdout(`${url}: match\n`);
    for (const [component, { input, groups }] of Object.entries(groupsOf(compiled, result))) {
      const shown = Object.entries(groups).map(([n, v]) => `${n}=${v === null ? '(none)' : JSON.stringify(v)}`).join(' ');
      io.stdout(`  ${component.padEnd(8)} ${JSON.stringify(input)}  ${shown}\n`);
    }
  }
  if (o.json) io.stdout(`${JSON.stringify(urls.length === 1 ? out[0] : out, null, 2)}\n`);
  return code;
}
