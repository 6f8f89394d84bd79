// What the viewer shows for an input and a base: our parse (the URL attributes, host
// kind, registrable domain, rendering, validation errors with their positions and the
// standard's description) beside the platform's URL, attribute by attribute.
import { domainToUnicode, parseWithValidationErrors, registrableDomain, renderURL, toSpecRecord, URL as XURL, type ValidationError } from '@x/url';
import { VALIDATION_ERROR_TABLE } from '../../packages/url/src/validation-error-table';

/** The URL attributes compared, in the order the URL API lists them. */
export const ATTRIBUTES = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

export interface AttributeRow {
  readonly name: Attribute;
  /** Null when that side fails to parse. */
  readonly ours: string | null;
  readonly platform: string | null;
  readonly differs: boolean;
}

export interface ShownError {
  readonly type: string;
  /** UTF-16 offsets into the input. */
  readonly index: number;
  readonly end: number;
  readonly fatal: boolean;
  readonly description: string;
  readonly failure: string;
  /**
   * A second range the same error covers: the URL parser reports leading and trailing C0
   * controls and spaces as one invalid-URL-unit at the leading ones, and the trimmed
   * trailing ones get its mark too (both ends are trimmed together:
   * https://url.spec.whatwg.org/#concept-basic-url-parser steps 1.2 and 1.3).
   */
  readonly also?: readonly [index: number, end: number];
}

export interface ViewModel {
  readonly input: string;
  readonly base: string;
  /** Why our parse failed ("the base URL does not parse", "failure"), or null on success. */
  readonly oursFailure: string | null;
  /** The platform's error message, or null on success. */
  readonly platformFailure: string | null;
  readonly attributes: readonly AttributeRow[];
  readonly hostKind: string | null;
  readonly registrableDomain: string | null;
  /** The registrable domain's Unicode form (domain to Unicode), when it differs from the ASCII one. */
  readonly registrableDomainUnicode: string | null;
  /** The base's own validation errors (positions in `base`); empty without a base. */
  readonly baseErrors: readonly ShownError[];
  readonly rendered: string | null;
  readonly errors: readonly ShownError[];
}

/** The attributes of a URL object, or null. */
function attributesOf(make: () => Record<Attribute, string>): { values: Record<Attribute, string> | null; failure: string | null } {
  try {
    return { values: make(), failure: null };
  } catch (e) {
    return { values: null, failure: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  }
}

const pick = (u: Record<Attribute, string>): Record<Attribute, string> =>
  Object.fromEntries(ATTRIBUTES.map((a) => [a, String(u[a])])) as Record<Attribute, string>;

/**
 * Analyzes `input` against `base` (none when empty), with `PlatformURL` as the other
 * side (the browser's URL in the page; any URL class in tests).
 */
export function analyze(input: string, base: string, PlatformURL: new (input: string, base?: string) => unknown): ViewModel {
  const baseArg = base === '' ? undefined : base;
  const ours = attributesOf(() => pick(new XURL(input, baseArg) as unknown as Record<Attribute, string>));
  const platform = attributesOf(() => pick(new PlatformURL(input, baseArg) as Record<Attribute, string>));
  const attributes = ATTRIBUTES.map((name) => {
    const o = ours.values?.[name] ?? null;
    const p = platform.values?.[name] ?? null;
    return { name, ours: o, platform: p, differs: o !== p };
  });
  const baseParse = baseArg === undefined ? null : parseWithValidationErrors(baseArg);
  const baseRecord = baseParse === null ? null : baseParse.url;
  const baseFails = baseArg !== undefined && baseRecord === null;
  const { url, errors } = baseFails ? { url: null, errors: [] } : parseWithValidationErrors(input, { base: baseRecord });
  const spec = url === null ? null : toSpecRecord(url);
  const site = spec?.hostKind === 'domain' && spec.host !== null ? registrableDomain(spec.host) : null;
  const siteUnicode = site === null ? null : domainToUnicode(site);
  return {
    input,
    base,
    oursFailure: baseFails ? 'the base URL does not parse' : url === null ? 'failure: the input does not parse' : null,
    platformFailure: platform.failure,
    attributes,
    hostKind: spec?.hostKind ?? null,
    registrableDomain: site,
    registrableDomainUnicode: siteUnicode === site ? null : siteUnicode,
    baseErrors: (baseParse?.errors ?? []).map(shown),
    rendered: url === null ? null : renderURL(url, { registrableDomain: (h) => registrableDomain(h) }),
    errors: markTrailingTrim(input, errors.map(shown)),
  };
}

const isC0OrSpace = (c: number): boolean => c <= 0x20;

/** The first error, when it is the leading trim's, also covers the trimmed trailing run. */
function markTrailingTrim(input: string, errors: ShownError[]): ShownError[] {
  const first = errors[0];
  if (first === undefined || first.type !== 'invalid-URL-unit' || first.index !== 0 || !isC0OrSpace(input.charCodeAt(0))) return errors;
  let start = input.length;
  while (start > first.end && isC0OrSpace(input.charCodeAt(start - 1))) start--;
  if (start === input.length) return errors;
  return [{ ...first, also: [start, input.length] }, ...errors.slice(1)];
}

/** The standard's table by error type (a paste can hold hundreds of thousands of errors). */
const ROWS = new Map(VALIDATION_ERROR_TABLE.map((r) => [r.type, r]));

/** A validation error with the standard's words for it. */
function shown(e: ValidationError<string>): ShownError {
  const row = ROWS.get(e.type);
  return { type: e.type, index: e.index, end: e.end, fatal: e.fatal, description: row?.description ?? '', failure: row?.failure ?? '' };
}
