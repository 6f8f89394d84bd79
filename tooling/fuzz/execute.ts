// Runs one case on an implementation of the URL API and writes down everything it can
// observe: after parsing and after every step, every attribute and searchParams' string,
// or the error's constructor name. Two implementations agree on a case when their
// transcripts are equal.
import type { Case, ParamsOp } from './cases';

/** The constructors the fuzzer drives: ours (@x/url) or whatwg-url's. */
export interface Implementation {
  readonly URL: new (input: string, base?: string) => Record<string, unknown> & { searchParams: Params };
  readonly URLSearchParams: new (init: string) => Params;
}

interface Params {
  append(n: string, v: string): void;
  set(n: string, v: string): void;
  delete(n: string): void;
  get(n: string): string | null;
  getAll(n: string): string[];
  has(n: string): boolean;
  sort(): void;
  toString(): string;
  readonly size: number;
}

const ATTRIBUTES = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;

/** One line per step: what was done, then what could be read. */
export type Transcript = string[];

function snapshotURL(u: Record<string, unknown> & { searchParams: Params }): string {
  const parts = ATTRIBUTES.map((a) => JSON.stringify(u[a]));
  parts.push(JSON.stringify(u.searchParams.toString()));
  return parts.join(' ');
}

function thrown(e: unknown): string {
  return `throws ${e instanceof Error ? e.constructor.name : typeof e}`;
}

function applyParamsOp(p: Params, op: ParamsOp): string {
  switch (op[0]) {
    case 'append':
      p.append(op[1], op[2]);
      return '';
    case 'set':
      p.set(op[1], op[2]);
      return '';
    case 'delete':
      p.delete(op[1]);
      return '';
    case 'get':
      return JSON.stringify(p.get(op[1]));
    case 'getAll':
      return JSON.stringify(p.getAll(op[1]));
    case 'has':
      return JSON.stringify(p.has(op[1]));
    case 'sort':
      p.sort();
      return '';
  }
}

export function execute(impl: Implementation, c: Case): Transcript {
  const out: Transcript = [];
  if (c.kind === 'params') {
    const p = new impl.URLSearchParams(c.init);
    out.push(`init ${JSON.stringify(p.toString())} size ${p.size}`);
    for (const op of c.ops) {
      const result = applyParamsOp(p, op);
      out.push(`${op[0]} → ${result} ${JSON.stringify(p.toString())} size ${p.size}`);
    }
    return out;
  }
  let u: (Record<string, unknown> & { searchParams: Params }) | undefined;
  try {
    u = c.base === null ? new impl.URL(c.input) : new impl.URL(c.input, c.base);
    out.push(`parse ${snapshotURL(u)}`);
  } catch (e) {
    out.push(`parse ${thrown(e)}`);
    return out;
  }
  for (const [what, v] of c.sets) {
    try {
      if (what === 'searchParams.set') u.searchParams.set('a', v);
      else if (what === 'searchParams.append') u.searchParams.append(v, 'b');
      else if (what === 'searchParams.delete') u.searchParams.delete(v);
      else if (what === 'searchParams.sort') u.searchParams.sort();
      else u[what] = v;
      out.push(`${what} ${snapshotURL(u)}`);
    } catch (e) {
      out.push(`${what} ${thrown(e)}`);
    }
  }
  return out;
}
