// @ts-check
// The suites, in the order `pnpm bench` runs them. `aliases` are accepted on the
// command line (`pnpm --filter @x/bench bench -- url`).

/** @type {{ name: string, aliases: string[], module: string, what: string }[]} */
export const SUITES = [
  { name: 'url-parser', aliases: ['url', 'parser', 'parse'], module: './suites/url-parser.mjs', what: 'parseURL + href vs Node URL and whatwg-url' },
  { name: 'url-class', aliases: ['class', 'new-url', 'canparse'], module: './suites/url-class.mjs', what: 'the URL class: new URL(s).href, URL.parse, URL.canParse vs Node and whatwg-url' },
  { name: 'memory', aliases: ['mem', 'heap'], module: './suites/memory.mjs', what: 'retained heap per parsed URL (100,000 kasztp URLs)' },
  { name: 'host', aliases: ['hosts', 'idna'], module: './suites/host.mjs', what: 'parseHost vs url.domainToASCII and tr46.toASCII' },
  { name: 'percent-encoding', aliases: ['percent', 'encode'], module: './suites/percent-encoding.mjs', what: 'utf8PercentEncodeString vs encodeURIComponent' },
  { name: 'url-api', aliases: ['api', 'setters', 'searchparams'], module: './suites/url-api.mjs', what: 'URL setters, searchParams, URLSearchParams parse/stringify' },
  { name: 'urlencoded', aliases: ['form', 'querystring'], module: './suites/urlencoded.mjs', what: 'parseUrlencodedString / serializeUrlencoded vs fast-querystring and Node' },
  { name: 'urlpattern', aliases: ['pattern', 'router'], module: './suites/urlpattern.mjs', what: 'URLPattern: a 50-route table, construction, test() and exec() vs Node and urlpattern-polyfill' },
  { name: 'limits', aliases: ['large', 'huge'], module: './suites/limits.mjs', what: 'worst-case shapes at 100 MB: time, peak memory, outcome vs Node (issue 11)' },
  { name: 'limits-extremes', aliases: [], module: './suites/limits-extremes.mjs', what: 'issue 46\'s shapes (long paths, queries, hosts, IPv6, URLPattern) at 10 and 50 MB vs Node' },
  { name: 'cli-bulk', aliases: ['bulk', 'cli'], module: './suites/cli-bulk.mjs', what: 'x-url bulk mode end to end: URLs per minute, 1 and 2 workers' },
  { name: 'cli-scale', aliases: ['scale', 'crawl'], module: './suites/cli-scale.mjs', what: 'x-url bulk mode at crawl scale: URLs/min from a fresh process, URLs per CPU-second with 1, 2, 4 workers, peak memory up to a 1 GB input (issue 51)' },
];
