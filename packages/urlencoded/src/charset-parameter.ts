// The `_charset_` field: HTML form submission fills a field named `_charset_` with the
// name of the encoding it used (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#constructing-the-form-data-set),
// and url.bs's note on the urlencoded parser leaves honouring it to server-side code.
import { codeUnitAt } from './code-unit';
import { decodeBytesPiece, decodeStringPiece } from './urlencoded-piece-decoder';

const CHARSET = '_charset_';

/**
 * The value of the first pair named `_charset_` (names and values decoded as the parser
 * would, as UTF-8: an encoding label is ASCII), or null when there is none.
 */
export function findCharsetParameter(raw: string | Uint8Array): string | null {
  // A string's pieces decode as its UTF-8 encoding's would once lone surrogates are U+FFFD.
  const input = typeof raw === 'string' ? raw.toWellFormed() : raw;
  const isString = typeof input === 'string';
  const length = input.length;
  let start = 0;
  while (start < length) {
    // One pass over the sequence: its end and its first "=".
    let end = start;
    let equals = -1;
    for (; end < length; end++) {
      const c = isString ? codeUnitAt(input, end) : (input[end] as number);
      if (c === 0x26) break;
      if (c === 0x3d && equals === -1) equals = end;
    }
    // Only a name of 9 to 27 units ("_charset_", each unit maybe percent-encoded) can match.
    if (equals - start >= CHARSET.length && equals - start <= CHARSET.length * 3) {
      const name = isString ? decodeStringPiece(input, start, equals, start) : decodeBytesPiece(input, start, equals);
      if (name === CHARSET) {
        return isString ? decodeStringPiece(input, equals + 1, end, equals + 1) : decodeBytesPiece(input, equals + 1, end);
      }
    }
    start = end + 1;
  }
  return null;
}
