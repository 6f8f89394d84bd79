// https://url.spec.whatwg.org/#special-scheme
import { codeUnitAt } from './code-unit';

/** Small integers for the special schemes; 0 means "not special". */
// Frozen: the parser reads these codes on every parse, so no code in the process may change them.
export const SchemeType = /* @__PURE__ */ Object.freeze({ NotSpecial: 0, Ftp: 1, File: 2, Http: 3, Https: 4, Ws: 5, Wss: 6 } as const);
/** One of the `SchemeType` values, as `URLRecord.schemeType` returns it. */
export type SchemeType = (typeof SchemeType)[keyof typeof SchemeType];

const DEFAULT_PORTS: readonly number[] = [-1, 21, -1, 80, 443, 80, 443];

/** input[at, at + 3) === "ttp" (the rest of "http"/"https"). */
function ttpAt(input: string, at: number): boolean {
  return codeUnitAt(input, at) === 0x74 && codeUnitAt(input, at + 1) === 0x74 && codeUnitAt(input, at + 2) === 0x70;
}

/**
 * The scheme type of `input[start, end)`, which must already be ASCII lowercase.
 * Switches on length, then compares code units (inlined reads; `startsWith` is a call
 * that costs as much as the rest of the recognizer's scheme step).
 */
export function schemeTypeOfRange(input: string, start: number, end: number): SchemeType {
  const c0 = codeUnitAt(input, start);
  switch (end - start) {
    case 2:
      return c0 === 0x77 && codeUnitAt(input, start + 1) === 0x73 ? SchemeType.Ws : SchemeType.NotSpecial;
    case 3:
      if (c0 === 0x77) {
        return codeUnitAt(input, start + 1) === 0x73 && codeUnitAt(input, start + 2) === 0x73
          ? SchemeType.Wss
          : SchemeType.NotSpecial;
      }
      return c0 === 0x66 && codeUnitAt(input, start + 1) === 0x74 && codeUnitAt(input, start + 2) === 0x70
        ? SchemeType.Ftp
        : SchemeType.NotSpecial;
    case 4:
      if (c0 === 0x68) return ttpAt(input, start + 1) ? SchemeType.Http : SchemeType.NotSpecial;
      return c0 === 0x66 && codeUnitAt(input, start + 1) === 0x69 && codeUnitAt(input, start + 2) === 0x6c && codeUnitAt(input, start + 3) === 0x65
        ? SchemeType.File
        : SchemeType.NotSpecial;
    case 5:
      return c0 === 0x68 && ttpAt(input, start + 1) && codeUnitAt(input, start + 4) === 0x73 ? SchemeType.Https : SchemeType.NotSpecial;
    default:
      return SchemeType.NotSpecial;
  }
}

/** 4 when `input` starts with "http:", 5 with "https:" (lowercase), otherwise -1. */
export function httpSchemeEnd(input: string): number {
  if (codeUnitAt(input, 0) !== 0x68 || !ttpAt(input, 1)) return -1;
  const c = codeUnitAt(input, 4);
  if (c === 0x3a) return 4;
  return c === 0x73 && codeUnitAt(input, 5) === 0x3a ? 5 : -1;
}

/**
 * The special scheme `input` starts with, as far as one or two of its code units tell:
 * "h" is "http" when ":" follows "http" and "https" otherwise, "f" "file" or "ftp" by its
 * second code unit, "w" "ws" or "wss" by its third; NotSpecial for any other first code
 * unit. A guess for SPECIAL_RUN (fast-path-scan.ts) to confirm: the one scheme of its
 * alternatives that can match input so starting is the guessed one.
 */
export function specialSchemeGuess(input: string): SchemeType {
  const c0 = codeUnitAt(input, 0);
  if (c0 === 0x68) return codeUnitAt(input, 4) === 0x3a ? SchemeType.Http : SchemeType.Https;
  if (c0 === 0x66) return codeUnitAt(input, 1) === 0x69 ? SchemeType.File : SchemeType.Ftp;
  if (c0 === 0x77) return codeUnitAt(input, 2) === 0x3a ? SchemeType.Ws : SchemeType.Wss;
  return SchemeType.NotSpecial;
}

const SCHEME_LENGTHS: readonly number[] = [0, 3, 4, 4, 5, 2, 3];

/** The length of a special scheme's name ("https": 5); 0 for NotSpecial. */
export function schemeLengthOfType(type: SchemeType): number {
  return SCHEME_LENGTHS[type] ?? 0;
}

/** The scheme type for an `httpSchemeEnd` result other than -1: 4 is "http", 5 "https". */
export function httpSchemeType(end: number): SchemeType {
  return end === 4 ? SchemeType.Http : SchemeType.Https;
}

/** The default port of a scheme type, or -1 (null). */
export function defaultPortOfType(type: SchemeType): number {
  return DEFAULT_PORTS[type] ?? -1;
}

/** https://url.spec.whatwg.org/#special-scheme — `scheme` must be ASCII lowercase, as in a URL record. */
export function isSpecialScheme(scheme: string): boolean {
  if (typeof scheme !== 'string') throw new TypeError(`isSpecialScheme: scheme must be a string, got ${typeof scheme}`);
  return schemeTypeOfRange(scheme, 0, scheme.length) !== SchemeType.NotSpecial;
}

/** https://url.spec.whatwg.org/#default-port — null for a scheme that is not special or is "file". */
export function defaultPort(scheme: string): number | null {
  if (typeof scheme !== 'string') throw new TypeError(`defaultPort: scheme must be a string, got ${typeof scheme}`);
  const port = defaultPortOfType(schemeTypeOfRange(scheme, 0, scheme.length));
  return port === -1 ? null : port;
}
