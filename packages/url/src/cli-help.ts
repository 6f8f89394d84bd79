// x-url's help: the usage of every command (`x-url help`) and each command's own page
// (`x-url help <command>`, `x-url <command> --help`), with examples to copy.

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
  x-url help [<command>] | --version            x-url help parse: one command, with examples

An input "-" reads one input per line from stdin. With no input and stdin not a terminal,
parse, check and host run in bulk mode: one input per line in, one JSON line per input out
(NDJSON), in order, [--base <url>] [--workers N]; a summary goes to stderr. No command is parse.
Exit codes: 0 success, 1 failure (check: validation errors; valid: not valid), 2 usage error.
Put -- before an argument that starts with "-".`;

const BULK = `With no input and stdin not a terminal: bulk mode, one input per line in, one JSON
line per input out (NDJSON), in order; --workers N parses on N threads (at most the
cores available); a byte-order mark at the start is dropped; a summary goes to stderr.`;

const JSON_NOTE = `--json prints the record (README "JSON output"): one input as indented JSON, several
as NDJSON (one line each), the same schema as bulk mode's lines.`;

/** Each command's help page: usage, what it does, options, examples. */
export const COMMAND_HELP: Readonly<Record<string, string>> = {
  parse: `Usage: x-url parse <url>… [--base <url>] [--json]
       x-url parse [--base <url>] [--workers N] < urls.txt

The URL's components (the URL API's attributes), host kind, public suffix and registrable
domain, and each validation error with a caret under the input. Exit 1 when it does not
parse. ${JSON_NOTE}
${BULK}

Examples:
  x-url parse 'https://user@EXAMPLE.com:443/a/../b?q#f'
  x-url parse ../x --base https://example.org/a/b
  x-url parse https://a.example/ https://b.example/ --json
  x-url < urls.txt > records.ndjson`,
  check: `Usage: x-url check <url>… [--base <url>] [--json]
       x-url check [--base <url>] [--workers N] < urls.txt

Validation errors only, each with a caret under the input; "valid" when there are none.
Exit 1 when any input has validation errors or does not parse. ${JSON_NOTE}
${BULK}

Examples:
  x-url check https:example.org
  x-url check 'http://a/%zz' --json
  x-url check < urls.txt | grep '"validationErrors":\\[{'`,
  host: `Usage: x-url host <input>… [--opaque] [--json]
       x-url host [--opaque] [--workers N] < hosts.txt

Parses a host as a special URL's host (an opaque host with --opaque): the serialized host,
its kind (domain, ipv4, ipv6, opaque, empty), public suffix, registrable domain and
validation errors. Exit 1 when it does not parse. ${JSON_NOTE}
${BULK}

Examples:
  x-url host Bücher.example.com
  x-url host 0x7f.1 '[::1]'
  x-url host 'a%20b' --opaque --json`,
  render: `Usage: x-url render <url>… [--base <url>] [--max-length N] [--host-only] [--no-scheme] [--no-decode]

The URL as shown to a person (url.bs "URL rendering"): a Unicode host where that is safe,
no credentials, percent-encoding decoded (not with --no-decode).

Examples:
  x-url render 'https://user:pw@xn--bcher-kva.example/a%20b'
  x-url render https://www.example.co.uk/very/long/path --host-only`,
  idna: `Usage: x-url idna to-ascii|to-unicode <domain>… [--strict]

Domain to ASCII (exit 1 when it fails) or domain to Unicode (url.bs #idna, UTS #46);
--strict sets beStrict.

Examples:
  x-url idna to-ascii Bücher.example
  x-url idna to-unicode xn--bcher-kva.example`,
  encode: `Usage: x-url encode <text>… --set <name> [--encoding <label>]

Percent-encodes after encoding (UTF-8, or a legacy encoding with --encoding, which needs
the optional package @exodus/bytes). Sets: c0-control, fragment, query, special-query,
path, userinfo, component, application/x-www-form-urlencoded.

Examples:
  x-url encode 'a b/ü' --set component
  x-url encode 'a b' --set application/x-www-form-urlencoded
  x-url encode '€' --set query --encoding windows-1252`,
  decode: `Usage: x-url decode <text>…

Percent-decodes, then decodes UTF-8 (without BOM).

Examples:
  x-url decode 'a%20b%C3%BC'`,
  params: `Usage: x-url params <query>…

The name/value list URLSearchParams holds for a query (application/x-www-form-urlencoded).

Examples:
  x-url params 'a=1&b=x+y&a=%26'`,
  valid: `Usage: x-url valid <input>… [--base <url>]

The writing grammar's verdict (url.bs #valid-url-string): "valid" or "not valid" and the
input, one line each. Exit 1 when any is not valid.

Examples:
  x-url valid https://example.org/ 'https://exa mple/'`,
  explain: `Usage: x-url explain [<error-type>…]

What a validation error means (url.bs's table), whether it is a failure, and the
standard's examples parsed. With no type: the list of types.

Examples:
  x-url explain
  x-url explain invalid-URL-unit`,
  path: `Usage: x-url path <file-url|path>… [--windows|--posix]

A file: URL's file path, or a path's file: URL, on this platform's rules (or Windows' or
POSIX's).

Examples:
  x-url path file:///C:/Users/a%20b --windows
  x-url path /tmp/a b --posix`,
  relativize: `Usage: x-url relativize <base> <target>…

The shortest string that, parsed against base, gives target.

Examples:
  x-url relativize https://example.org/a/b/c https://example.org/a/d`,
  match: `Usage: x-url match <pattern> <url>… [--base <url>] [--ignore-case] [--json]

URLPattern exec(): the groups of each component that has any; exit 1 when a URL does not
match. The pattern is a constructor string or, starting with "{", a JSON URLPatternInit.

Examples:
  x-url match 'https://example.org/books/:id' https://example.org/books/42
  x-url match '{"pathname":"/api/*"}' https://a.example/api/v1/x`,
  examples: `Usage: x-url examples [--json]

The URL Standard's own examples (url.bs), each parsed: input, base, href or failure, host
kind, registrable domain, validation errors. What \`pnpm start\` runs.

Examples:
  x-url examples
  x-url examples --json`,
  help: `Usage: x-url help [<command>]

Every command (x-url help), or one command with examples (x-url help parse, or
x-url parse --help).`,
};

/** A usage error's one line: the message, and where the help is. */
export function usageLine(message: string, command?: string): string {
  return `x-url: ${message} (see \`x-url help${command === undefined ? '' : ` ${command}`}\`)\n`;
}
