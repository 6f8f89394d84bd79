// @ts-check
// The loops and inputs that both the Node suites (suites/*.mjs) and the cross-engine suite
// (engine-suite.mjs, bundled into a page or a runtime by engine.mjs) time: plain code with
// no Node API, so every engine runs the same loop over the same inputs.

/** @typedef {{ new (s: string): { href: string }, parse?: (s: string) => { href: string } | null, canParse(s: string): boolean }} URLClass */

/**
 * The loop body of each operation, on `C` (the class) and `inputs`. Each reads a code
 * unit of href, as any use of the string does: a href built by concatenation is a rope
 * until something reads it, and that first read flattens it (Node's is flat already).
 * Reading only its length left that cost out of our figures.
 */
export const BODIES = {
  href: `let n = 0;
for (let i = 0; i < inputs.length; i++) {
  try {
    const href = new C(inputs[i]).href;
    n += href.charCodeAt(href.length - 1);
  } catch {
    n += 1;
  }
}
return n;`,
  parse: `const parse = C.parse;
let n = 0;
for (let i = 0; i < inputs.length; i++) {
  const u = parse(inputs[i]);
  if (u === null) n += 1;
  else {
    const href = u.href;
    n += href.charCodeAt(href.length - 1);
  }
}
return n;`,
  canParse: `let n = 0;
for (let i = 0; i < inputs.length; i++) n += C.canParse(inputs[i]) ? 1 : 0;
return n;`,
  relative: `let n = 0;
for (let i = 0; i < inputs.length; i += 2) {
  try {
    const href = new C(inputs[i], inputs[i + 1]).href;
    n += href.charCodeAt(href.length - 1);
  } catch {
    n += 1;
  }
}
return n;`,
};

/**
 * The three operations for one class. Each is compiled from its own source text (as the
 * url-api suite's setter loops are): closures made by one function literal share one
 * feedback vector in V8, so with a shared literal the three contenders' loops saw three
 * constructors and three hidden classes at one call site and one property read, and ran
 * polymorphic code that inlines none of them.
 * @param {URLClass} C @param {string} label
 * @returns {Record<'href' | 'parse' | 'canParse' | 'relative', (inputs: string[]) => number>}
 */
export function operations(C, label) {
  /** @param {'href' | 'parse' | 'canParse' | 'relative'} op */
  const compile = (op) =>
    /** @type {(inputs: string[]) => number} */ (new Function('C', `// ${label}: ${op}\nreturn (inputs) => {\n${BODIES[op]}\n};`)(C));
  return { href: compile('href'), parse: compile('parse'), canParse: compile('canParse'), relative: compile('relative') };
}

/** [attribute, two values: one plain, one that needs encoding or mapping] */
export const SETTERS = /** @type {const} */ ([
  ['pathname', ['/x/y/z', '/a b/ü/%zz']],
  ['search', ['?q=1', '?a=b c&d=é']],
  ['hostname', ['example.com', 'EXAMPLE.org']],
  ['hash', ['#top', '#a b`é']],
  ['searchParams.set', ['b', 'c d&é']],
]);

/**
 * Compiles one setter loop. Each contender × attribute gets its own function, compiled
 * from its own source text, so its property accesses keep their own monomorphic type
 * feedback (closures from one function literal would share it).
 * @param {string} label @param {string} attr
 * @returns {(urls: unknown[], vals: readonly string[], flip: number) => number}
 */
export function setterLoop(label, attr) {
  const set = attr === 'searchParams.set' ? "u.searchParams.set('a', v);" : `u.${attr} = v;`;
  return /** @type {any} */ (
    new Function(
      'urls',
      'vals',
      'flip',
      `// setter loop: ${label}, ${attr}
let n = 0;
for (let i = 0; i < urls.length; i++) {
  const u = urls[i];
  const v = vals[(i + flip) & 1];
  ${set}
  const href = u.href;
  n += href.charCodeAt(href.length - 1);
}
return n;`,
    )
  );
}

/** Routes in the router table. */
export const ROUTES = 50;

/** @param {string[]} inputs @returns {object[]} the router table's pattern dictionaries */
export function routeTable(inputs) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const s of inputs) {
    let u;
    try {
      u = new URL(s);
    } catch {
      continue;
    }
    const seg = u.pathname.split('/')[1] ?? '';
    if (seg === '' || !/^[A-Za-z0-9_-]+$/.test(seg)) continue;
    counts.set(seg, (counts.get(seg) ?? 0) + 1);
  }
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, (ROUTES - 2) / 2).map(([s]) => s);
  /** @type {object[]} */
  const table = [];
  for (const seg of top) table.push({ pathname: `/${seg}/:id` }, { pathname: `/${seg}/*` });
  table.push({ pathname: '/:a/:b' }, { pathname: '/*' });
  return table;
}

/**
 * Routing as a router does: each URL through the patterns, test() (or exec()) until the
 * first match. State: the compiled patterns and the URLs.
 * @type {Record<'test' | 'exec', (st: { patterns: any[], urls: string[] }) => number>}
 */
export const ROUTE_LOOPS = {
  test: (st) => {
    let n = 0;
    for (const u of st.urls) {
      for (let i = 0; i < st.patterns.length; i++) {
        if (st.patterns[i].test(u)) {
          n += i;
          break;
        }
      }
    }
    return n;
  },
  exec: (st) => {
    let n = 0;
    for (const u of st.urls) {
      for (let i = 0; i < st.patterns.length; i++) {
        const r = st.patterns[i].exec(u);
        if (r !== null) {
          n += r.pathname.input.length;
          break;
        }
      }
    }
    return n;
  },
};

const SPECIAL = new Set(['http:', 'https:', 'ws:', 'wss:', 'ftp:', 'file:']);

/**
 * Hosts of a URL list, as Node's URL serializes them (extracted before any timing).
 * @param {string[]} inputs
 */
export function hostsOf(inputs) {
  const out = [];
  for (const s of inputs) {
    if (!URL.canParse(s)) continue;
    const u = new URL(s);
    if (SPECIAL.has(u.protocol) && u.hostname !== '') out.push(u.hostname);
  }
  return out;
}

/**
 * One pass of `parseURL(s)?.href` over the inputs, reading a code unit of each href.
 * @param {(input: string) => { href: string } | null} parseURL
 * @returns {(inputs: string[]) => number}
 */
export function parseURLLoop(parseURL) {
  return (inputs) => {
    let n = 0;
    for (let i = 0; i < inputs.length; i++) {
      const r = parseURL(/** @type {string} */ (inputs[i]));
      if (r === null) n += 1;
      else {
        const href = r.href;
        n += href.charCodeAt(href.length - 1);
      }
    }
    return n;
  };
}
