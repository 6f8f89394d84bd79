// A tiny DNS-style host tool: for each host name on the command line, print its kind and
// its serialization (for domains, the ASCII form a resolver would be asked for).
//
//   node dns-tool.mjs EXAMPLE.com faß.example 0x7f.1 '[0:0::1]' 'exa mple'
//   domain  example.com
//   domain  xn--fa-hia.example
//   ipv4    127.0.0.1
//     warning: IPv4-too-few-parts at 0..6 "0x7f.1"
//     warning: IPv4-non-decimal-part at 0..4 "0x7f"
//   ipv6    [::1]
//   invalid exa mple
//     error: domain-to-ASCII at 0..8 "exa mple"
//
// The exit code is 1 when a host is invalid. Build it with
//   esbuild examples/dns-tool.ts --bundle --platform=node --format=esm --conditions=@x/source --outfile=dns-tool.mjs
//
// It imports only @x/host: the bundle carries the host parser, IDNA (tr46) and
// percent-decoding, and none of the URL parser or the Public Suffix List.
import { parseHost, serializeHost } from '@x/host';
import type { HostValidationErrorType, ValidationError } from '@x/host';

/** One output line per host, plus one indented line per validation error. */
export function describeHosts(names: readonly string[]): string[] {
  const lines: string[] = [];
  for (const name of names) {
    const errors: Array<ValidationError<HostValidationErrorType>> = [];
    const host = parseHost(name, false, { onValidationError: (e) => errors.push(e) });
    lines.push(host === null ? `invalid ${name}` : `${host.kind.padEnd(7)} ${serializeHost(host)}`);
    for (const e of errors) {
      lines.push(`  ${e.fatal ? 'error' : 'warning'}: ${e.type} at ${e.index}..${e.end} ${JSON.stringify(name.slice(e.index, e.end))}`);
    }
  }
  return lines;
}

// Run as a program (not when imported by the test).
const argv: readonly string[] = typeof process === 'undefined' ? [] : process.argv;
const script = argv[1] ?? '';
if (script.endsWith('dns-tool.ts') || script.endsWith('dns-tool.js') || script.endsWith('dns-tool.mjs')) {
  const names = argv.slice(2);
  if (names.length === 0) {
    console.error('usage: dns-tool <host> [<host> ...]');
    process.exitCode = 2;
  } else {
    const lines = describeHosts(names);
    console.log(lines.join('\n'));
    if (lines.some((l) => l.startsWith('invalid '))) process.exitCode = 1;
  }
}
