// https://www.unicode.org/reports/tr46/#Processing — the main processing steps, with
// ToASCII's steps 2 to 4 (https://www.unicode.org/reports/tr46/#ToASCII) done label by
// label on the way, so that neither operation splits the string or joins labels.
import { codeUnitAt } from './code-unit';
import { AsciiText } from './code-units';
import { satisfiesBidiRule } from './bidi-rule';
import { punycodeDecode, punycodeEncodeInto } from './punycode';
import { LONG_DOMAIN, isPlainDomain, nonASCIIFrom } from './long-domain-scan';
import { mapAndNormalize, type Mapped } from './uts46-map';
import { decodeTables } from './uts46-tables';
import { HAS_RTL, INVALID, NON_ASCII, checkValidity, satisfiesHyphenRules } from './uts46-validity';
import type { Uts46Flags, Uts46ToASCIIFlags } from './uts46-backend';

/** What processing gives: the converted domain (null for ToASCII once an error is
 * recorded or a length check fails) and whether an error was recorded. */
export interface Processed {
  readonly domain: string | null;
  readonly error: boolean;
}

const FAILED: Processed = Object.freeze({ domain: null, error: true });

function hasNonASCII(s: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (codeUnitAt(s, i) >= 0x80) return true;
  return false;
}

/** Whether s[start..end) starts with "xn--". */
function isPunycodeLabel(s: string, start: number, end: number): boolean {
  return (
    end - start >= 4 &&
    codeUnitAt(s, start) === 0x78 &&
    codeUnitAt(s, start + 1) === 0x6e &&
    codeUnitAt(s, start + 2) === 0x2d &&
    codeUnitAt(s, start + 3) === 0x2d
  );
}

/**
 * checkValidity for a label of plain code points (isPlainDomain) that does not start with
 * "xn--": every code point is valid, none a mark (criterion 6), a joiner (8) or "." (5),
 * nothing changes under NFC (1), and it is not Bidi (9). What remains are the hyphen
 * rules (2, 3) when CheckHyphens is set; criterion 4 is the caller's "xn--" test.
 */
function plainLabelValidity(s: string, start: number, end: number, flags: Uts46Flags, nonASCII: boolean): number {
  if (flags.checkHyphens && start < end && !satisfiesHyphenRules(s, start, end)) return INVALID;
  return nonASCII ? NON_ASCII : 0;
}

/**
 * UTS #46 processing (section 4) of `domain`. Without `toASCII` (ToUnicode, section 4.3):
 * the converted string and whether an error was recorded. With `toASCII` (ToASCII,
 * section 4.2): the ASCII domain, or null as soon as an error is recorded.
 */
export function processDomain(domain: string, flags: Uts46Flags | Uts46ToASCIIFlags, toASCII: boolean): Processed {
  decodeTables();
  const verifyDnsLength = toASCII && 'verifyDnsLength' in flags && flags.verifyDnsLength;
  // Steps 1 (Map) and 2 (Normalize). A long domain of plain code points skips both (they
  // change nothing) and the per-code-point validity checks: one native scan, where the two
  // loops took about 7 ns a code point (long-domain-scan.ts).
  const plain = domain.length > LONG_DOMAIN && isPlainDomain(domain);
  const { text: mapped, keptDisallowed }: Mapped = plain
    ? { text: domain, keptDisallowed: false }
    : mapAndNormalize(domain, flags.transitionalProcessing);
  let nonASCIIAt = -1; // plain: the next code unit above U+007F at or after `start`
  let error = keptDisallowed; // criterion 7 fails for the label that holds it
  if (error && toASCII) return FAILED;

  // The result is built in `output` (from slices of `mapped` and converted labels) only
  // once it differs from `mapped`: mapped[copied..) is not in `output` yet.
  let output: AsciiText | null = null; // ToASCII's
  let unicodeOutput = ''; // ToUnicode's
  let copied = 0;
  let bidiDomain = false;
  // Step 3: Break at U+002E FULL STOP.
  for (let start = 0; ; ) {
    let end = mapped.indexOf('.', start);
    if (end < 0) end = mapped.length;
    let bits = 0;
    let decoded: string | null = null;
    // Step 4: Convert/Validate.
    if (isPunycodeLabel(mapped, start, end)) {
      if (hasNonASCII(mapped, start, end)) {
        // "xn--" step 1: a non-ASCII code point: error, next label.
        error = true;
      } else {
        // "xn--" step 2: Punycode-decode the rest. IgnoreInvalidPunycode would keep an
        // undecodable label as it is, all ASCII, so step 3 records an error for it
        // anyway: either way the label is an error.
        decoded = punycodeDecode(mapped, start + 4, end);
        if (decoded === null) {
          error = true;
        } else if (!hasNonASCII(decoded, 0, decoded.length)) {
          error = true; // "xn--" step 3: empty, or only ASCII
        } else if (!error) {
          // "xn--" step 4: validity criteria, nontransitional, NFC included.
          bits = checkValidity(decoded, 0, decoded.length, flags, false, true);
        }
      }
    } else if (plain) {
      if (nonASCIIAt < start) nonASCIIAt = nonASCIIFrom(mapped, start);
      bits = plainLabelValidity(mapped, start, end, flags, nonASCIIAt < end);
    } else if (!error) {
      // Otherwise: validity criteria for the processing chosen.
      bits = checkValidity(mapped, start, end, flags, flags.transitionalProcessing, false);
    }
    if (bits === INVALID) error = true;
    if (error && toASCII) return FAILED;
    if ((bits & HAS_RTL) !== 0) bidiDomain = true;

    if (toASCII) {
      // ToASCII step 3: a label with a non-ASCII code point becomes "xn--" + Punycode
      // (a valid Punycode label is re-encoded from its decoding).
      let length = end - start;
      if ((bits & NON_ASCII) !== 0) {
        output ??= new AsciiText();
        output.appendSlice(mapped, copied, start);
        output.appendSlice('xn--', 0, 4);
        const before = output.length;
        const encoded =
          decoded === null ? punycodeEncodeInto(output.buffer, mapped, start, end) : punycodeEncodeInto(output.buffer, decoded, 0, decoded.length);
        if (!encoded) return FAILED;
        length = output.length - before + 4;
        output.flushIfFull();
        copied = end;
      }
      // ToASCII step 4: VerifyDnsLength: every label 1 to 63 long (the empty root
      // label is disallowed too).
      if (verifyDnsLength && (length === 0 || length > 63)) return FAILED;
    } else if (decoded !== null) {
      // Processing: a decoded label replaces the original one.
      unicodeOutput += mapped.slice(copied, start) + decoded;
      copied = end;
    }
    if (end === mapped.length) break;
    start = end + 1;
  }

  // Validity criterion 9: in a Bidi domain name (one with a code point of Bidi_Class R,
  // AL or AN, RFC 5893 section 1.4) every non-empty label satisfies the Bidi Rule. A
  // Punycode label is decoded again (it decoded above, or error would be set) rather than
  // every decoding kept, which for a domain of many labels held a string per label.
  if (flags.checkBidi && bidiDomain && !error) {
    for (let start = 0; ; ) {
      let end = mapped.indexOf('.', start);
      if (end < 0) end = mapped.length;
      const decoded = isPunycodeLabel(mapped, start, end) ? punycodeDecode(mapped, start + 4, end) : null;
      const ok =
        decoded === null
          ? start === end || satisfiesBidiRule(mapped, start, end)
          : satisfiesBidiRule(decoded, 0, decoded.length);
      if (!ok) {
        error = true;
        break;
      }
      if (end === mapped.length) break;
      start = end + 1;
    }
    if (error && toASCII) return FAILED;
  }

  const result = copied === 0 ? mapped : (output === null ? unicodeOutput : output.toString()) + mapped.slice(copied);
  // ToASCII step 4: the domain name (no root label left by now) is 1 to 253 long.
  if (verifyDnsLength && (result.length === 0 || result.length > 253)) return FAILED;
  return { domain: result, error };
}
