// https://url.spec.whatwg.org/#url-writing — the valid URL string grammar, as a
// conformance checker. Every production is matched on index ranges of the input, in
// one left-to-right pass per production (linear time, no regular expressions).
import { codeUnitAt } from './code-unit';
import { isValidHostString, isValidOpaqueHostString } from '@x/host';
import { CLASS, C_ALPHA, C_SCHEME, checkURLUnits } from './code-points';
import { assertRecord } from './serializer';
import { SchemeType, schemeTypeOfRange } from './special-scheme';
import type { URLRecord } from './url-record';

/** https://url.spec.whatwg.org/#url-units — every code point of s[from, to) is a URL unit. */
function isURLUnits(s: string, from: number, to: number, exclude = -1, exclude2 = -1): boolean {
  let ok = true;
  checkURLUnits(s, from, to, to, () => {
    ok = false;
  });
  if (!ok) return false;
  if (exclude !== -1) {
    for (let i = from; i < to; i++) {
      const c = codeUnitAt(s, i);
      if (c === exclude || c === exclude2) return false;
    }
  }
  return true;
}

/** End of a URL-scheme string at `from` (#url-scheme-string), or -1. */
function schemeEnd(s: string, from: number, to: number): number {
  const c = codeUnitAt(s, from);
  if (from >= to || c >= 128 || ((CLASS[c] as number) & C_ALPHA) === 0) return -1;
  let i = from + 1;
  while (i < to) {
    const d = codeUnitAt(s, i);
    if (d >= 128 || ((CLASS[d] as number) & C_SCHEME) === 0) break;
    i++;
  }
  return i;
}

/** https://url.spec.whatwg.org/#path-absolute-url-string: "/" then segments. */
function isPathAbsolute(s: string, from: number, to: number): boolean {
  return from < to && codeUnitAt(s, from) === 0x2f && isURLUnits(s, from + 1, to, 0x3f);
}

/** https://url.spec.whatwg.org/#path-absolute-non-authority-url-string */
function isPathAbsoluteNonAuthority(s: string, from: number, to: number): boolean {
  return isPathAbsolute(s, from, to) && !(to - from >= 2 && codeUnitAt(s, from + 1) === 0x2f);
}

/** https://url.spec.whatwg.org/#path-relative-scheme-less-url-string */
function isPathRelativeSchemeLess(s: string, from: number, to: number): boolean {
  if (from < to && codeUnitAt(s, from) === 0x2f) return false;
  if (!isURLUnits(s, from, to, 0x3f)) return false;
  const end = schemeEnd(s, from, to);
  return !(end !== -1 && end < to && codeUnitAt(s, end) === 0x3a);
}

/** https://url.spec.whatwg.org/#url-port-string (the part after ":"). */
function isPort(s: string, from: number, to: number): boolean {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = codeUnitAt(s, i);
    if (c < 0x30 || c > 0x39) return false;
    n = n * 10 + (c - 0x30);
    if (n > 0xffff) return false;
  }
  return true;
}

/** The end of the host in "//host…" starting at `from`: a bracketed IPv6 or up to ":" or "/". */
function hostEnd(s: string, from: number, to: number): number {
  if (codeUnitAt(s, from) === 0x5b) {
    const close = s.indexOf(']', from);
    return close === -1 || close >= to ? to : close + 1;
  }
  let i = from;
  while (i < to) {
    const c = codeUnitAt(s, i);
    if (c === 0x3a || c === 0x2f) break;
    i++;
  }
  return i;
}

/** host [":" port] [path-absolute] over s[from, to); `opaque` picks the host grammar. */
function isHostPortPath(s: string, from: number, to: number, opaque: boolean, allowPort: boolean): boolean {
  const h = hostEnd(s, from, to);
  const host = s.slice(from, h);
  if (!(opaque ? host === '' || isValidOpaqueHostString(host) : isValidHostString(host))) return false;
  let i = h;
  if (i < to && codeUnitAt(s, i) === 0x3a) {
    if (!allowPort || host === '') return false;
    const slash = s.indexOf('/', i);
    const portEnd = slash === -1 || slash > to ? to : slash;
    if (!isPort(s, i + 1, portEnd)) return false;
    i = portEnd;
  }
  return i === to || isPathAbsolute(s, i, to);
}

function startsWithSlashes(s: string, from: number, to: number): boolean {
  return to - from >= 2 && codeUnitAt(s, from) === 0x2f && codeUnitAt(s, from + 1) === 0x2f;
}

/** https://url.spec.whatwg.org/#scheme-relative-special-url-string */
function isSchemeRelativeSpecial(s: string, from: number, to: number): boolean {
  return startsWithSlashes(s, from, to) && isHostPortPath(s, from + 2, to, false, true);
}

/** https://url.spec.whatwg.org/#scheme-relative-url-string (opaque-host-and-port) */
function isSchemeRelative(s: string, from: number, to: number): boolean {
  return startsWithSlashes(s, from, to) && isHostPortPath(s, from + 2, to, true, true);
}

/** https://url.spec.whatwg.org/#scheme-relative-file-url-string */
function isSchemeRelativeFile(s: string, from: number, to: number): boolean {
  if (!startsWithSlashes(s, from, to)) return false;
  const i = from + 2;
  if (i === to || isPathAbsolute(s, i, to)) return true;
  return isHostPortPath(s, i, to, false, false);
}

/** https://url.spec.whatwg.org/#opaque-path-url-string */
function isOpaquePath(s: string, from: number, to: number): boolean {
  return !(from < to && codeUnitAt(s, from) === 0x2f) && isURLUnits(s, from, to, 0x3f);
}

/** Splits off an optional "?" + URL-query string; returns the body end or -1 if the query is invalid. */
function bodyEnd(s: string, from: number, to: number): number {
  const q = s.indexOf('?', from);
  if (q === -1 || q >= to) return to;
  return isURLUnits(s, q + 1, to) ? q : -1;
}

/** https://url.spec.whatwg.org/#absolute-url-string */
function isAbsoluteURL(s: string, to: number): boolean {
  const end = schemeEnd(s, 0, to);
  if (end === -1 || end >= to || codeUnitAt(s, end) !== 0x3a) return false;
  const type = schemeTypeOfRange(s.slice(0, end).toLowerCase(), 0, end);
  const from = end + 1;
  const body = bodyEnd(s, from, to);
  if (body === -1) return false;
  if (type === SchemeType.File) return isSchemeRelativeFile(s, from, body);
  if (type !== SchemeType.NotSpecial) return isSchemeRelativeSpecial(s, from, body);
  return isSchemeRelative(s, from, body) || isPathAbsoluteNonAuthority(s, from, body) || isOpaquePath(s, from, body);
}

/** https://url.spec.whatwg.org/#relative-url-string, for a base of type `baseType` (or any base: -1). */
function isRelativeURL(s: string, to: number, baseType: SchemeType | -1): boolean {
  const body = bodyEnd(s, 0, to);
  if (body === -1) return false;
  if (isPathAbsoluteNonAuthority(s, 0, body) || isPathRelativeSchemeLess(s, 0, body)) return true;
  if (baseType === -1) {
    return isSchemeRelativeSpecial(s, 0, body) || isSchemeRelativeFile(s, 0, body) || isSchemeRelative(s, 0, body);
  }
  if (baseType === SchemeType.File) return isSchemeRelativeFile(s, 0, body);
  if (baseType !== SchemeType.NotSpecial) return isSchemeRelativeSpecial(s, 0, body);
  return isSchemeRelative(s, 0, body);
}

/**
 * https://url.spec.whatwg.org/#valid-url-string — whether `input` is an
 * absolute-URL-with-fragment string, or a relative-URL-with-fragment string for `base`.
 * Without a base, a relative-URL string counts as valid when it is valid against some base
 * (any of the three scheme-relative forms is accepted).
 */
export function isValidURLString(input: string, options?: { readonly base?: URLRecord | null | undefined }): boolean {
  if (typeof input !== 'string') throw new TypeError(`isValidURLString: input must be a string, got ${typeof input}`);
  const base = options?.base ?? null;
  if (base !== null) assertRecord('isValidURLString', base, 'options.base');
  const hash = input.indexOf('#');
  const to = hash === -1 ? input.length : hash;
  if (hash !== -1 && !isURLUnits(input, hash + 1, input.length)) return false;
  if (isAbsoluteURL(input, to)) return true;
  // A relative-URL-with-fragment string needs a base URL (the note under
  // #relative-url-string): without one, the parser fails on it with a validation error.
  if (base === null) return false;
  // https://url.spec.whatwg.org/#relative-url-with-fragment-string
  if (base !== null && base.hasOpaquePath) return hash === 0;
  return isRelativeURL(input, to, base === null ? -1 : base.schemeType);
}
