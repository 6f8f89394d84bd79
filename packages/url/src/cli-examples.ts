// `x-url examples`: the URL Standard's own examples (src/spec-examples.ts, extracted from
// url.bs), each parsed and shown as one row: input, base, href or failure, host kind,
// registrable domain, validation errors (on a line of their own, so the table fits 120
// columns). What `pnpm start` runs.
import { registrableDomain } from '@x/public-suffix';
import { parseWithValidationErrors, toSpecRecord, type URLRecord, type ValidationError } from '@x/url-parser';
import { showInvisible } from './invisible';
import { SPEC_EXAMPLES, type SpecExample } from './spec-examples';

/** One example's result, as the table and `--json` show it. */
export interface ExampleResult {
  readonly input: string;
  readonly base: string | null;
  readonly href: string | null;
  readonly hostKind: string | null;
  readonly registrableDomain: string | null;
  readonly validationErrors: readonly string[];
  readonly source: string;
  /** For the URL parsing table's rows: whether the result is the table's stated output. */
  readonly matchesSpec?: boolean;
}

function parse(example: SpecExample): { record: URLRecord | null; errors: readonly ValidationError[] } {
  if (example.base === null) {
    const r = parseWithValidationErrors(example.input);
    return { record: r.url, errors: r.errors };
  }
  const base = parseWithValidationErrors(example.base).url;
  if (base === null) return { record: null, errors: [] };
  const r = parseWithValidationErrors(example.input, { base });
  return { record: r.url, errors: r.errors };
}

export function exampleResults(examples: readonly SpecExample[] = SPEC_EXAMPLES): ExampleResult[] {
  return examples.map((example) => {
    const { record, errors } = parse(example);
    const spec = record === null ? null : toSpecRecord(record);
    const host = spec !== null && spec.hostKind === 'domain' ? (spec.host as string) : null;
    const href = record === null ? null : record.href;
    return {
      input: example.input,
      base: example.base,
      href,
      hostKind: spec === null ? null : spec.hostKind,
      registrableDomain: host === null ? null : registrableDomain(host),
      validationErrors: errors.map((e) => e.type),
      source: example.source,
      ...(example.output === undefined ? {} : { matchesSpec: href === example.output }),
    };
  });
}

/** Escapes controls (they would move the terminal's cursor), names invisible code points, and keeps a cell within `max` code points. */
function cell(s: string, max: number): string {
  let shown = '';
  for (const ch of showInvisible(s)) {
    const c = ch.codePointAt(0) as number;
    shown += c < 0x20 || (c >= 0x7f && c < 0xa0) ? `\\u${c.toString(16).padStart(4, '0')}` : ch;
  }
  const points = [...shown];
  return points.length > max ? `${points.slice(0, max - 1).join('')}…` : shown;
}

/** "a, b ×3": each error type once, in first-seen order, with its count when repeated. */
function errorSummary(types: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const t of types) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts].map(([t, n]) => (n === 1 ? t : `${t} ×${n}`)).join(', ');
}

/** The table's width: it fits a 120-column terminal. */
export const TABLE_WIDTH = 120;

/**
 * One row per example (input, base, href or failure, and the registrable domain, or the
 * host kind in parentheses when the host is not a domain), and under a row with validation
 * errors a line naming them: no line is wider than TABLE_WIDTH columns.
 */
export function examplesTable(results: readonly ExampleResult[]): string {
  const header = ['input', 'base', 'href (or failure)', 'site (host kind)'];
  const max = [36, 24, 38, 16];
  const rows = results.map((r) => [
    cell(r.input, max[0] as number),
    r.base === null ? '' : cell(r.base, max[1] as number),
    r.href === null ? 'failure' : cell(r.href, max[2] as number),
    cell(r.registrableDomain ?? (r.hostKind === null || r.hostKind === 'domain' ? '' : `(${r.hostKind})`), max[3] as number),
  ]);
  const width = (c: string): number => [...c].length;
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => width(row[i] as string))));
  const line = (cells: readonly string[]): string => cells.map((c, i) => c + ' '.repeat(Math.max(0, (widths[i] as number) - width(c)))).join('  ').trimEnd();
  const lines = [line(header), line(widths.map((w) => '-'.repeat(w)))];
  results.forEach((r, n) => {
    lines.push(line(rows[n] as string[]));
    if (r.validationErrors.length > 0) lines.push(cell(`  ↳ ${errorSummary(r.validationErrors)}`, TABLE_WIDTH));
  });
  return lines.join('\n');
}
