// https://url.spec.whatwg.org/#forbidden-domain-code-point
//
// The domain parser's last step needs this set. @x/host owns (and exports) the concept;
// @x/idna must not depend on @x/host (ARCHITECTURE.md §6.1), so it keeps this private
// 128-entry table: a forbidden host code point, a C0 control, U+0025 (%) or U+007F DELETE.
import { codeUnitAt } from './code-unit';
import { LONG_DOMAIN, anyOf } from './long-domain-scan';

function buildTable(): Uint8Array {
  const t = new Uint8Array(128);
  for (let c = 0; c <= 0x1f; c++) t[c] = 1; // C0 controls (includes NULL, TAB, LF, CR)
  for (const c of [0x20, 0x23, 0x25, 0x2f, 0x3a, 0x3c, 0x3e, 0x3f, 0x40, 0x5b, 0x5c, 0x5d, 0x5e, 0x7c, 0x7f]) t[c] = 1;
  return t;
}

/** 1 for each forbidden domain code point below U+0080 (all of them are). */
export const FORBIDDEN_DOMAIN_CODE_POINT: Uint8Array = /* @__PURE__ */ buildTable();

/** The table as one expression, for strings longer than LONG_DOMAIN; made on first use. */
let forbiddenSearch: RegExp | null = null;

/** Whether `s` contains a forbidden domain code point (all of them are ASCII). */
export function containsForbiddenDomainCodePoint(s: string): boolean {
  if (s.length > LONG_DOMAIN) {
    forbiddenSearch ??= anyOf([...FORBIDDEN_DOMAIN_CODE_POINT.keys()].filter((c) => FORBIDDEN_DOMAIN_CODE_POINT[c] === 1));
    return forbiddenSearch.test(s);
  }
  for (let i = 0; i < s.length; i++) {
    const c = codeUnitAt(s, i);
    if (c < 0x80 && FORBIDDEN_DOMAIN_CODE_POINT[c] === 1) return true;
  }
  return false;
}
