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
}

/** https://urlpattern.spec.whatwg.org/#tokenize-policy */
export type TokenizePolicy = 'strict' | 'lenient';

/** https://urlpattern.spec.whatwg.org/#tokenizer */
class Tokenizer {
  readonly tokenList: Token[] = [];
  index = 0;
  nextIndex = 0;
  codePoint = 0;

  constructor(
    readonly input: string,
    readonly policy: TokenizePolicy,
  ) {}

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
    this.tokenList.push({ type, index: this.index, value: this.input.slice(valuePosition, valuePosition + valueLength) });
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
}

/** https://urlpattern.spec.whatwg.org/#tokenize */
export function tokenize(input: string, policy: TokenizePolicy): Token[] {
  const t = new Tokenizer(input, policy);
  const length = input.length;
  while (t.index < length) {
    t.seekAndGetNextCodePoint(t.index);
    const c = t.codePoint;
    if (c === 0x2a) {
      t.addTokenWithDefaultPositionAndLength('asterisk');
      continue;
    }
    if (c === 0x2b || c === 0x3f) {
      t.addTokenWithDefaultPositionAndLength('other-modifier');
      continue;
    }
    if (c === 0x5c) {
      if (t.index === length - 1) {
        t.processTokenizingError(t.nextIndex, t.index, 'a "\\" at the end of the pattern escapes nothing');
        continue;
      }
      const escapedIndex = t.nextIndex;
      t.getNextCodePoint();
      t.addTokenWithDefaultLength('escaped-char', t.nextIndex, escapedIndex);
      continue;
    }
    if (c === 0x7b) {
      t.addTokenWithDefaultPositionAndLength('open');
      continue;
    }
    if (c === 0x7d) {
      t.addTokenWithDefaultPositionAndLength('close');
      continue;
    }
    if (c === 0x3a) {
      let namePosition = t.nextIndex;
      const nameStart = namePosition;
      while (namePosition < length) {
        t.seekAndGetNextCodePoint(namePosition);
        if (!isValidNameCodePoint(t.codePoint, namePosition === nameStart)) break;
        namePosition = t.nextIndex;
      }
      if (namePosition <= nameStart) {
        t.processTokenizingError(nameStart, t.index, 'a ":" must be followed by a group name');
        continue;
      }
      t.addTokenWithDefaultLength('name', namePosition, nameStart);
      continue;
    }
    if (c === 0x28) {
      tokenizeRegexp(t, length);
      continue;
    }
    t.addTokenWithDefaultPositionAndLength('char');
  }
  t.addTokenWithDefaultLength('end', t.index, t.index);
  return t.tokenList;
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
