// https://www.unicode.org/reports/tr46/#Processing — Step 1 (Map) and Step 2 (Normalize).
import { codeUnitAt } from './code-unit';
import { CodeUnitBuffer } from './code-units';
import { normalizeNFC } from './nfc';
import {
  DEVIATION,
  DISALLOWED,
  IGNORED,
  NFC_UNSAFE,
  STATUS,
  VALID,
  mappedCodePoint,
  mappingString,
  mappingValue,
} from './uts46-tables';

const buffer = /* @__PURE__ */ new CodeUnitBuffer();

/** What steps 1 and 2 give: the mapped, normalized text, and whether it keeps a
 * disallowed code point (so processing records an error: validity criterion 7). */
export interface Mapped {
  readonly text: string;
  readonly keptDisallowed: boolean;
}

/**
 * Steps 1 and 2 of UTS #46 processing: each code point replaced according to its status
 * in the IDNA Mapping Table, then the whole string normalized to NFC. The text is
 * `domain` itself when nothing changes. Call decodeTables() first.
 */
export function mapAndNormalize(domain: string, transitional: boolean): Mapped {
  buffer.clear();
  let copied = 0; // domain[copied..i) is unchanged and not yet in the buffer
  let flags = 0;
  let disallowed = false;
  const length = domain.length;
  // The last table lookup: runs of one code point (a script's letters repeat) look it up once.
  let lastCp = -1;
  let lastValue = 0;
  for (let i = 0; i < length; i++) {
    const c = codeUnitAt(domain, i);
    if (c < 0x80) {
      // Step 1, ASCII: A-Z are mapped to a-z, every other ASCII code point is valid (the
      // table says so; scripts/generate.mjs checks it).
      if (c >= 0x41 && c <= 0x5a) {
        buffer.appendSlice(domain, copied, i);
        buffer.appendCodePoint(c + 0x20);
        copied = i + 1;
      }
      continue;
    }
    let cp = c;
    let size = 1;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < length) {
      const d = codeUnitAt(domain, i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        size = 2;
      }
    }
    if (cp !== lastCp) {
      lastCp = cp;
      lastValue = mappingValue(cp);
    }
    const value = lastValue;
    const status = value & STATUS;
    flags |= value;
    if (status === VALID || (status === DEVIATION && !transitional)) {
      // Step 1, valid (and deviation, nontransitional): unchanged.
    } else if (status === DISALLOWED) {
      // Step 1, disallowed: unchanged; validity criterion 7 rejects it later.
      disallowed = true;
    } else {
      buffer.appendSlice(domain, copied, i);
      // Step 1, ignored: removed (nothing appended); mapped, and deviation under
      // Transitional_Processing: replaced by the mapping.
      if (status !== IGNORED) {
        if (transitional && cp === 0x1e9e) {
          // Step 1, mapped: Transitional_Processing maps capital sharp s to "ss".
          buffer.appendSlice('ss', 0, 2);
        } else {
          const m = mappedCodePoint(cp, value);
          if (m >= 0) buffer.appendCodePoint(m);
          else {
            const s = mappingString(value);
            buffer.appendSlice(s, 0, s.length);
          }
        }
      }
      copied = i + size;
    }
    i += size - 1;
  }
  let result = domain;
  if (copied > 0) {
    buffer.appendSlice(domain, copied, length);
    result = buffer.toString();
  }
  // Step 2: only when some output code point is not NFC-inert (otherwise the string
  // passes the NFC quick check and normalizing changes nothing).
  if ((flags & NFC_UNSAFE) !== 0) {
    result = normalizeNFC(result);
    // Normalization can compose a disallowed code point away; validation decides then.
    disallowed = false;
  }
  return { text: result, keptDisallowed: disallowed };
}
