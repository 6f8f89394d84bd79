// https://url.spec.whatwg.org/#concept-domain-to-ascii (the "domain parser")
import { codeUnitAt } from './code-unit';
import { checkBoolean, checkString, reportFromOptions } from './argument-checks';
import { FORBIDDEN_DOMAIN_CODE_POINT, containsForbiddenDomainCodePoint } from './forbidden-domain-code-point';
import { uts46Backend, type Uts46ToASCIIFlags } from './uts46-backend';
import type { IdnaValidationErrorType, ReportFn, ReportOptions } from './validation-error';

// https://url.spec.whatwg.org/#domain-parser-toascii with beStrict = true / false.
const STRICT: Uts46ToASCIIFlags = /* @__PURE__ */ Object.freeze({
  checkHyphens: true,
  checkBidi: true,
  checkJoiners: true,
  useSTD3ASCIIRules: true,
  transitionalProcessing: false,
  verifyDnsLength: true,
  ignoreInvalidPunycode: false,
});
const RELAXED: Uts46ToASCIIFlags = /* @__PURE__ */ Object.freeze({
  checkHyphens: false,
  checkBidi: true,
  checkJoiners: true,
  useSTD3ASCIIRules: false,
  transitionalProcessing: false,
  verifyDnsLength: false,
  ignoreInvalidPunycode: false,
});

/**
 * The domain parser's input is a scalar value string. A JavaScript caller can pass lone
 * surrogates; they become U+FFFD (as the host parser's UTF-8 round trip would make them),
 * which UTS #46 disallows, so such a domain fails rather than being misread.
 */
function toScalarValueString(s: string): string {
  return s.isWellFormed() ? s : s.toWellFormed();
}

/**
 * https://url.spec.whatwg.org/#domain-parser-toascii. No bound on label length (the spec
 * has none unless beStrict): Punycode runs in O(n log n), see punycode.ts.
 */
function domainParserToASCII(domain: string, beStrict: boolean): string | null {
  return uts46Backend.toASCII(toScalarValueString(domain), beStrict ? STRICT : RELAXED);
}

/**
 * The domain parser without argument checks, for callers inside this package.
 * https://url.spec.whatwg.org/#concept-domain-to-ascii
 */
export function domainParser(
  domain: string,
  beStrict: boolean,
  report: ReportFn<IdnaValidationErrorType> | undefined,
): string | null {
  // One scan: is the domain ASCII, does it need lowercasing, and does it hold a
  // forbidden domain code point (lowercasing changes none of them, so for an ASCII
  // domain this answers steps 7 and 8 without a second pass)?
  let ascii = true;
  let upper = false;
  let forbidden = false;
  for (let i = 0; i < domain.length; i++) {
    const c = codeUnitAt(domain, i);
    if (c >= 0x80) {
      ascii = false;
      break;
    }
    if (c >= 0x41 && c <= 0x5a) upper = true;
    else if (FORBIDDEN_DOMAIN_CODE_POINT[c] === 1) forbidden = true;
  }

  // Step 3: beStrict returns the strict result itself.
  if (beStrict) {
    const strictResult = domainParserToASCII(domain, true);
    // Step 2:
    if (strictResult === null && report !== undefined) {
      report({ type: 'domain-to-ASCII', index: 0, end: domain.length, fatal: true });
    }
    return strictResult;
  }

  let result: string | null;
  if (ascii) {
    // Step 5: an ASCII domain is lowercased whatever UTS #46 says (web compatibility).
    // For an ASCII string, String#toLowerCase is exactly ASCII lowercase.
    // Steps 7 and 8, from the scan above.
    result = domain.length === 0 || forbidden ? null : upper ? domain.toLowerCase() : domain;
  } else {
    // Step 6:
    result = domainParserToASCII(domain, false);
    // Steps 7 and 8:
    if (result !== null && (result.length === 0 || containsForbiddenDomainCodePoint(result))) result = null;
  }

  // Steps 1 and 2.
  // Spec divergence (performance): the strict ToASCII pass only decides whether a
  // domain-to-ASCII validation error is reported; when beStrict is false its result is
  // otherwise unused. So it runs only when a callback listens, and an ASCII domain never
  // reaches UTS #46 without one. Running it after the relaxed pass changes nothing
  // observable: both passes are pure, and this is the only error reported here.
  if (report !== undefined && domainParserToASCII(domain, true) === null) {
    report({ type: 'domain-to-ASCII', index: 0, end: domain.length, fatal: result === null });
  }
  return result;
}

/**
 * The URL Standard's domain parser ("domain to ASCII"): failure is `null`.
 *
 * With `beStrict` false (the host parser's mode) an ASCII domain is returned ASCII
 * lowercased without consulting UTS #46; other domains go through UTS #46 ToASCII with
 * the spec's relaxed flags. Then the empty string and any forbidden domain code point
 * give failure. With `beStrict` true the strict ToASCII result is returned as is.
 *
 * https://url.spec.whatwg.org/#concept-domain-to-ascii
 */
export function domainToASCII(
  domain: string,
  beStrict = false,
  options?: ReportOptions<IdnaValidationErrorType>,
): string | null {
  checkString('domainToASCII', 'domain', domain);
  checkBoolean('domainToASCII', 'beStrict', beStrict);
  return domainParser(domain, beStrict, reportFromOptions<IdnaValidationErrorType>('domainToASCII', options));
}
