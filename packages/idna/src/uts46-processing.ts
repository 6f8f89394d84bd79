// https://www.unicode.org/reports/tr46/#Processing — the main processing steps.
import { satisfiesBidiRule } from './bidi-rule';
import { punycodeDecode } from './punycode';
import { keptDisallowed, mapAndNormalize } from './uts46-map';
import { decodeTables } from './uts46-tables';
import { HAS_RTL, INVALID, NON_ASCII, checkValidity } from './uts46-validity';
import type { Uts46Flags } from './uts46-backend';

/** The converted labels, whether each has a non-ASCII code point, and whether an error was recorded. */
export interface Processed {
  readonly labels: string[];
  readonly nonASCII: boolean[];
  error: boolean;
}

function hasNonASCII(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return true;
  return false;
}

/**
 * UTS #46 processing (section 4) of `domain` with `flags`. With `stopAtError` the work
 * stops at the first recorded error (ToASCII then fails whatever the labels are);
 * without it every label is converted as far as possible (ToUnicode's output).
 */
export function processDomain(domain: string, flags: Uts46Flags, stopAtError: boolean): Processed {
  decodeTables();
  const result: Processed = { labels: [], nonASCII: [], error: false };
  // Steps 1 (Map) and 2 (Normalize).
  const mapped = mapAndNormalize(domain, flags.transitionalProcessing);
  if (stopAtError && keptDisallowed) {
    result.error = true; // criterion 7 fails for the label that holds it
    return result;
  }
  let bidiDomain = false;
  // Step 3: Break at U+002E FULL STOP.
  for (let start = 0; ; ) {
    let end = mapped.indexOf('.', start);
    if (end < 0) end = mapped.length;
    let label = start === 0 && end === mapped.length ? mapped : mapped.slice(start, end);
    let bits = 0;
    // Step 4: Convert/Validate.
    if (label.startsWith('xn--')) {
      if (hasNonASCII(label)) {
        // Step 4, "xn--" 1: a non-ASCII code point: error, next label.
        result.error = true;
      } else {
        // Step 4, "xn--" 2: Punycode-decode the rest. IgnoreInvalidPunycode keeps an
        // undecodable label as it is, which is all ASCII, so step 3 records an error
        // for it anyway: either way it is an error.
        const decoded = punycodeDecode(label, 4, label.length);
        if (decoded === null) {
          result.error = true;
        } else {
          label = decoded;
          // Step 4, "xn--" 3: empty, or ASCII only.
          if (!hasNonASCII(decoded)) result.error = true;
          // Step 4, "xn--" 4: validity criteria, nontransitional, NFC included.
          else if (!result.error) bits = checkValidity(decoded, flags, false, true);
        }
      }
    } else if (!result.error) {
      // Step 4, otherwise: validity criteria for the processing chosen.
      bits = checkValidity(label, flags, flags.transitionalProcessing, false);
    }
    if (bits === INVALID) result.error = true;
    if (result.error && stopAtError) return result;
    if ((bits & HAS_RTL) !== 0) bidiDomain = true;
    result.labels.push(label);
    result.nonASCII.push((bits & NON_ASCII) !== 0);
    if (end === mapped.length) break;
    start = end + 1;
  }
  // Validity criterion 9: in a Bidi domain name (one with a code point of Bidi_Class R,
  // AL or AN, RFC 5893 section 1.4) every label satisfies the Bidi Rule.
  if (flags.checkBidi && bidiDomain && !result.error) {
    for (const label of result.labels) {
      if (label.length > 0 && !satisfiesBidiRule(label)) {
        result.error = true;
        break;
      }
    }
  }
  return result;
}
