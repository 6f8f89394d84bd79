// A DNS tool's use of @x/host (its only @x dependency): turn host names as users type them
// into what a resolver is asked, and say which of them are the same host.
//   npm install @x/host && node check-hosts.mjs
import { hostEquals, parseHost, serializeHost } from '@x/host';

const typed = ['EXAMPLE.com', 'faß.example', 'xn--fa-hia.example', '0x7f.1', '127.0.0.1', '[0:0::1]', 'exa mple.com'];
const hosts = typed.map((name) => {
  const warnings = [];
  const host = parseHost(name, false, { onValidationError: (e) => warnings.push(e.type) });
  return { name, host, warnings };
});
for (const { name, host, warnings } of hosts) {
  const shown = host === null ? 'invalid' : `${host.kind} ${serializeHost(host)}`;
  console.log(`${name.padEnd(20)} ${shown}${warnings.length > 0 ? `  (${warnings.join(', ')})` : ''}`);
}
// The same host, typed two ways: compare parsed hosts, never the strings.
const [, fass, punycode, hex, dotted] = hosts;
console.log(`faß.example = xn--fa-hia.example: ${hostEquals(fass.host, punycode.host)}`);
console.log(`0x7f.1 = 127.0.0.1: ${hostEquals(hex.host, dotted.host)}`);
