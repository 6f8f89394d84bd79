// https://urlpattern.spec.whatwg.org/#tokenizing
//
// Positions are UTF-16 indices: the spec counts code points, but token indices only ever
// serve to cut substrings of the same input, and every position compared with "length − 1"
// holds an ASCII code point ("\", "("), so both counts give the same substrings.
import { isValidNameCodePoint } from './name-code-point';
import { patternError } from './pattern-error';

/** https://urlpattern.spec.whatwg.org/#token-type */
export type TokenType =
  | 'open'
  | 'close'
  | 'regexp'
  | 'name'
  | 'char'
  | 'escaped-char'
  | 'other-modifier'
  | 'asterisk'
  | 'end'
  | 'invalid-char';

/** https://urlpattern.spec.whatwg.org/#token */
export interface Token {
  readonly type: TokenType;
  /** Position of the token's first code point in the pattern string. */
  readonly index: number;
  readonly value: string;
  /** Position of the value's first code unit (after the "\\" of an escaped char, the ":" of a name). */
  readonly valueStart: number;
}

/** The code units that start a token other than "char" (#tokenize step 4). */
const TOKEN_SYNTAX = '*+?\\{}:(';

/** A table of the ASCII code units of TOKEN_SYNTAX and `more`, by code unit. */
export function charRunStops(more: string): Uint8Array {
  const table = new Uint8Array(0x80);
  for (const c of TOKEN_SYNTAX + more) table[c.charCodeAt(0)] = 1;
  return table;
}

/** https://urlpattern.spec.whatwg.org/#tokenize-policy */
export type TokenizePolicy = 'strict' | 'lenient';

/**
 * https://urlpattern.spec.whatwg.org/#tokenizer, read one token at a time. Each pass of
 * #tokenize's loop starts at the tokenizer's index with no other state and adds exactly one
 * token, so the token list is a function of the input alone and the token at a position can
 * be read again after a seek: the parsers hold the current token (and the constructor string
 * parser a few positions) instead of a list of every token, which took 70 bytes per code
 * point of fixed text. `token*` is the token the last read added; `index` is where the next
 * token starts (#add-a-token's "set tokenizer's index to next position").
 */
export class Tokenizer {
  index = 0;
  nextIndex = 0;
  codePoint = 0;
  tokenType: TokenType = 'end';
  tokenIndex = 0;
  tokenValueStart = 0;
  tokenValueEnd = 0;

  /** Reads the token that starts at `index` (0: the first). */
  constructor(
    readonly input: string,
    readonly policy: TokenizePolicy,
    index = 0,
  ) {
    this.index = index;
    this.readToken();
  }

  /** The current token's value. */
  get tokenValue(): string {
    return this.input.slice(this.tokenValueStart, this.tokenValueEnd);
  }

  /** Whether the current token's value is the one code unit `value` (without cutting it out of the input). */
  tokenValueIs(value: string): boolean {
    return this.tokenValueEnd - this.tokenValueStart === 1 && this.input.charCodeAt(this.tokenValueStart) === value.charCodeAt(0);
  }

  /** The current token as a value. */
  token(): Token {
    return { type: this.tokenType, index: this.tokenIndex, value: this.tokenValue, valueStart: this.tokenValueStart };
  }

  /** https://urlpattern.spec.whatwg.org/#get-the-next-code-point */
  getNextCodePoint(): void {
    const c = this.input.codePointAt(this.nextIndex) ?? 0;
    this.codePoint = c;
    this.nextIndex += c > 0xffff ? 2 : 1;
  }

  /** https://urlpattern.spec.whatwg.org/#seek-and-get-the-next-code-point */
  seekAndGetNextCodePoint(index: number): void {
    this.nextIndex = index;
    this.getNextCodePoint();
  }

  /** https://urlpattern.spec.whatwg.org/#add-a-token */
  addToken(type: TokenType, nextPosition: number, valuePosition: number, valueLength: number): void {
    this.tokenType = type;
    this.tokenIndex = this.index;
    this.tokenValueStart = valuePosition;
    this.tokenValueEnd = valuePosition + valueLength;
    this.index = nextPosition;
  }

  /** https://urlpattern.spec.whatwg.org/#add-a-token-with-default-length */
  addTokenWithDefaultLength(type: TokenType, nextPosition: number, valuePosition: number): void {
    this.addToken(type, nextPosition, valuePosition, nextPosition - valuePosition);
  }

  /** https://urlpattern.spec.whatwg.org/#add-a-token-with-default-position-and-length */
  addTokenWithDefaultPositionAndLength(type: TokenType): void {
    this.addTokenWithDefaultLength(type, this.nextIndex, this.index);
  }

  /** https://urlpattern.spec.whatwg.org/#process-a-tokenizing-error */
  processTokenizingError(nextPosition: number, valuePosition: number, what: string): void {
    if (this.policy === 'strict') throw patternError(this.input, this.index, what);
    this.addTokenWithDefaultLength('invalid-char', nextPosition, valuePosition);
  }

  /**
   * Where the run of char tokens that starts at the current token (a char token) ends: the
   * first code unit from there in `stops` (see charRunStops), or the input's end. Code units
   * outside ASCII are always chars, so the run never ends inside a surrogate pair.
   */
  charRunEnd(stops: Uint8Array): number {
    const input = this.input;
    let i = this.tokenIndex;
    while (i < input.length) {
      const c = input.charCodeAt(i);
      if (c < 0x80 && stops[c] === 1) break;
      i++;
    }
    return i;
  }

  /** Moves to the token that starts at `index` (a position some earlier token started at). */
  seek(index: number): void {
    this.index = index;
    this.readToken();
  }

  /** Moves to the next token; past the end token, the end token again (#get-a-safe-token). */
  advance(): void {
    this.readToken();
  }

  /** https://urlpattern.spec.whatwg.org/#tokenize: one pass of step 4's loop, or step 5's end token. */
  readToken(): void {
    const input = this.input;
    const length = input.length;
    if (this.index >= length) {
      this.index = length;
      this.addTokenWithDefaultLength('end', this.index, this.index);
      return;
    }
    this.seekAndGetNextCodePoint(this.index);
    const c = this.codePoint;
    if (c === 0x2a) {
      this.addTokenWithDefaultPositionAndLength('asterisk');
      return;
    }
    if (c === 0x2b || c === 0x3f) {
      this.addTokenWithDefaultPositionAndLength('other-modifier');
      return;
    }
    if (c === 0x5c) {
      if (this.index === length - 1) {
        this.processTokenizingError(this.nextIndex, this.index, 'a "\\" at the end of the pattern escapes nothing');
        return;
      }
      const escapedIndex = this.nextIndex;
      this.getNextCodePoint();
      this.addTokenWithDefaultLength('escaped-char', this.nextIndex, escapedIndex);
      return;
    }
    if (c === 0x7b) {
      this.addTokenWithDefaultPositionAndLength('open');
      return;
    }
    if (c === 0x7d) {
      this.addTokenWithDefaultPositionAndLength('close');
      return;
    }
    if (c === 0x3a) {
      let namePosition = this.nextIndex;
      const nameStart = namePosition;
      while (namePosition < length) {
        this.seekAndGetNextCodePoint(namePosition);
        if (!isValidNameCodePoint(this.codePoint, namePosition === nameStart)) break;
        namePosition = this.nextIndex;
      }
      if (namePosition <= nameStart) {
        this.processTokenizingError(nameStart, this.index, 'a ":" must be followed by a group name');
        return;
      }
      this.addTokenWithDefaultLength('name', namePosition, nameStart);
      return;
    }
    if (c === 0x28) {
      tokenizeRegexp(this, length);
      return;
    }
    this.addTokenWithDefaultPositionAndLength('char');
  }
}

/** The tokenize steps for U+0028 "(": a regexp token, or a tokenizing error. */
function tokenizeRegexp(t: Tokenizer, length: number): void {
  let depth = 1;
  let regexpPosition = t.nextIndex;
  const regexpStart = regexpPosition;
  let error = '';
  while (regexpPosition < length) {
    t.seekAndGetNextCodePoint(regexpPosition);
    if (t.codePoint > 0x7f) {
      error = 'a regular expression group may hold only ASCII code points';
      break;
    }
    if (regexpPosition === regexpStart && t.codePoint === 0x3f) {
      error = 'a regular expression group may not start with "?"';
      break;
    }
    if (t.codePoint === 0x5c) {
      if (regexpPosition === length - 1) {
        error = 'a "\\" at the end of the pattern escapes nothing';
        break;
      }
      t.getNextCodePoint();
      if (t.codePoint > 0x7f) {
        error = 'a regular expression group may hold only ASCII code points';
        break;
      }
      regexpPosition = t.nextIndex;
      continue;
    }
    if (t.codePoint === 0x29) {
      depth--;
      if (depth === 0) {
        regexpPosition = t.nextIndex;
        break;
      }
    } else if (t.codePoint === 0x28) {
      depth++;
      if (regexpPosition === length - 1) {
        error = 'unbalanced "(" in a regular expression group';
        break;
      }
      const temporaryPosition = t.nextIndex;
      t.getNextCodePoint();
      // (A fresh read: the check above narrowed codePoint to "(" for the type checker.)
      if ((t.codePoint as number) !== 0x3f) {
        error = 'a nested group in a regular expression must be non-capturing: "(?"';
        break;
      }
      t.nextIndex = temporaryPosition;
    }
    regexpPosition = t.nextIndex;
  }
  if (error !== '') {
    t.processTokenizingError(regexpStart, t.index, error);
    return;
  }
  if (depth !== 0) {
    t.processTokenizingError(regexpStart, t.index, 'unbalanced "(" in a regular expression group');
    return;
  }
  const regexpLength = regexpPosition - regexpStart - 1;
  if (regexpLength === 0) {
    t.processTokenizingError(regexpStart, t.index, 'a regular expression group may not be empty');
    return;
  }
  t.addToken('regexp', regexpPosition, regexpStart, regexpLength);
}
