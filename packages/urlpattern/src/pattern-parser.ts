// https://urlpattern.spec.whatwg.org/#parsing-pattern-strings
import { quoteInput } from '@x/url-parser/internal';
import { escapeRegexpString } from './escape';
import { FULL_WILDCARD_REGEXP_VALUE, type Options, type Part, type PartModifier, type PartType } from './parts';
import { patternError } from './pattern-error';
import { PatternText } from './pattern-text';
import { charRunStops, Tokenizer, type Token, type TokenType } from './tokenizer';

/** Every char token is fixed text but the last of a run, which may be a group's prefix. */
const CHAR_RUN_STOPS = /* @__PURE__ */ charRunStops('');

/** https://urlpattern.spec.whatwg.org/#encoding-callback: validates and encodes a piece of fixed text. */
export type EncodingCallback = (input: string) => string;

/** https://urlpattern.spec.whatwg.org/#generate-a-segment-wildcard-regexp */
export function generateSegmentWildcardRegexp(options: Options): string {
  return `[^${escapeRegexpString(options.delimiterCodePoint)}]+?`;
}

/** https://urlpattern.spec.whatwg.org/#pattern-parser: its token list read one token at a time (see Tokenizer). */
class PatternParser {
  readonly partList: Part[] = [];
  /** The names of partList's parts: #is-a-duplicate-name in constant time, so a pattern with n groups parses in linear time. */
  readonly names = new Set<string>();
  readonly pendingFixedValue: PatternText;
  readonly tokenizer: Tokenizer;
  /** Whether the end token was consumed (the spec's index past the token list). */
  ended = false;
  nextNumericName = 0;

  constructor(
    readonly input: string,
    readonly encodingCallback: EncodingCallback,
    readonly segmentWildcardRegexp: string,
  ) {
    this.pendingFixedValue = new PatternText(input);
    this.tokenizer = new Tokenizer(input, 'strict');
  }

  /** https://urlpattern.spec.whatwg.org/#try-to-consume-a-token */
  tryToConsumeToken(type: TokenType): Token | null {
    const t = this.tokenizer;
    if (t.tokenType !== type) return null;
    const token = t.token();
    if (type === 'end') this.ended = true;
    else t.advance();
    return token;
  }

  /** https://urlpattern.spec.whatwg.org/#try-to-consume-a-modifier-token */
  tryToConsumeModifierToken(): Token | null {
    return this.tryToConsumeToken('other-modifier') ?? this.tryToConsumeToken('asterisk');
  }

  /** https://urlpattern.spec.whatwg.org/#try-to-consume-a-regexp-or-wildcard-token */
  tryToConsumeRegexpOrWildcardToken(nameToken: Token | null): Token | null {
    const token = this.tryToConsumeToken('regexp');
    if (nameToken === null && token === null) return this.tryToConsumeToken('asterisk');
    return token;
  }

  /** https://urlpattern.spec.whatwg.org/#consume-a-required-token */
  consumeRequiredToken(type: TokenType): Token {
    const result = this.tryToConsumeToken(type);
    if (result === null) {
      const at = this.tokenizer.token();
      const expected = type === 'close' ? 'a "}" closing the group' : 'the end of the pattern';
      throw patternError(this.input, at.index, `expected ${expected}, found ${at.type === 'end' ? 'the end' : quoteInput(at.value)}`);
    }
    return result;
  }

  /** https://urlpattern.spec.whatwg.org/#consume-text */
  consumeText(): string {
    const result = new PatternText(this.input);
    for (;;) {
      const token = this.tryToConsumeToken('char') ?? this.tryToConsumeToken('escaped-char');
      if (token === null) return result.toString();
      result.appendSlice(token.valueStart, token.valueStart + token.value.length);
    }
  }

  /** https://urlpattern.spec.whatwg.org/#maybe-add-a-part-from-the-pending-fixed-value */
  maybeAddPartFromPendingFixedValue(): void {
    if (this.pendingFixedValue.isEmpty()) return;
    const encodedValue = this.encodingCallback(this.pendingFixedValue.toString());
    this.pendingFixedValue.clear();
    this.partList.push({ type: 'fixed-text', value: encodedValue, modifier: 'none', name: '', prefix: '', suffix: '' });
  }

  /** https://urlpattern.spec.whatwg.org/#add-a-part */
  addPart(prefix: string, nameToken: Token | null, regexpOrWildcardToken: Token | null, suffix: string, modifierToken: Token | null): void {
    let modifier: PartModifier = 'none';
    if (modifierToken !== null) {
      if (modifierToken.value === '?') modifier = 'optional';
      else if (modifierToken.value === '*') modifier = 'zero-or-more';
      else if (modifierToken.value === '+') modifier = 'one-or-more';
    }
    if (nameToken === null && regexpOrWildcardToken === null && modifier === 'none') {
      this.pendingFixedValue.append(prefix);
      return;
    }
    this.maybeAddPartFromPendingFixedValue();
    if (nameToken === null && regexpOrWildcardToken === null) {
      if (prefix === '') return;
      const encodedValue = this.encodingCallback(prefix);
      this.partList.push({ type: 'fixed-text', value: encodedValue, modifier, name: '', prefix: '', suffix: '' });
      return;
    }
    let regexpValue: string;
    if (regexpOrWildcardToken === null) regexpValue = this.segmentWildcardRegexp;
    else if (regexpOrWildcardToken.type === 'asterisk') regexpValue = FULL_WILDCARD_REGEXP_VALUE;
    else regexpValue = regexpOrWildcardToken.value;
    let type: PartType = 'regexp';
    if (regexpValue === this.segmentWildcardRegexp) {
      type = 'segment-wildcard';
      regexpValue = '';
    } else if (regexpValue === FULL_WILDCARD_REGEXP_VALUE) {
      type = 'full-wildcard';
      regexpValue = '';
    }
    let name = '';
    if (nameToken !== null) name = nameToken.value;
    else if (regexpOrWildcardToken !== null) name = String(this.nextNumericName++);
    if (this.isDuplicateName(name)) {
      const at = (nameToken ?? regexpOrWildcardToken) as Token;
      throw patternError(this.input, at.index, `duplicate group name ${quoteInput(name)}`);
    }
    const encodedPrefix = this.encodingCallback(prefix);
    const encodedSuffix = this.encodingCallback(suffix);
    this.partList.push({ type, value: regexpValue, modifier, name, prefix: encodedPrefix, suffix: encodedSuffix });
    this.names.add(name);
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-duplicate-name */
  isDuplicateName(name: string): boolean {
    return this.names.has(name);
  }
}

/**
 * https://urlpattern.spec.whatwg.org/#parse-a-pattern-string. The spec tokenizes the whole
 * string before parsing, so a tokenizing error anywhere is the error thrown: when parsing
 * fails first, the rest is tokenized before the parser's error is rethrown.
 */
export function parsePatternString(input: string, options: Options, encodingCallback: EncodingCallback): Part[] {
  const parser = new PatternParser(input, encodingCallback, generateSegmentWildcardRegexp(options));
  try {
    parse(parser, options);
  } catch (e) {
    const t = parser.tokenizer;
    while (t.tokenType !== 'end') t.advance();
    throw e;
  }
  return parser.partList;
}

function parse(parser: PatternParser, options: Options): void {
  const t = parser.tokenizer;
  while (!parser.ended) {
    if (t.tokenType === 'char') {
      // All but the last code point of a run of char tokens: fixed text, in one step.
      const start = t.tokenIndex;
      const end = t.charRunEnd(CHAR_RUN_STOPS);
      const last = end - (end - start >= 2 && isLowSurrogate(t.input.charCodeAt(end - 1)) && isHighSurrogate(t.input.charCodeAt(end - 2)) ? 2 : 1);
      if (last > start) {
        parser.pendingFixedValue.appendSlice(start, last);
        t.seek(last);
      }
    }
    const charToken = parser.tryToConsumeToken('char');
    let nameToken = parser.tryToConsumeToken('name');
    let regexpOrWildcardToken = parser.tryToConsumeRegexpOrWildcardToken(nameToken);
    if (nameToken !== null || regexpOrWildcardToken !== null) {
      let prefix = charToken !== null ? charToken.value : '';
      if (prefix !== '' && prefix !== options.prefixCodePoint) {
        parser.pendingFixedValue.append(prefix);
        prefix = '';
      }
      parser.maybeAddPartFromPendingFixedValue();
      const modifierToken = parser.tryToConsumeModifierToken();
      parser.addPart(prefix, nameToken, regexpOrWildcardToken, '', modifierToken);
      continue;
    }
    const fixedToken = charToken ?? parser.tryToConsumeToken('escaped-char');
    if (fixedToken !== null) {
      parser.pendingFixedValue.appendSlice(fixedToken.valueStart, fixedToken.valueStart + fixedToken.value.length);
      continue;
    }
    const openToken = parser.tryToConsumeToken('open');
    if (openToken !== null) {
      const prefix = parser.consumeText();
      nameToken = parser.tryToConsumeToken('name');
      regexpOrWildcardToken = parser.tryToConsumeRegexpOrWildcardToken(nameToken);
      const suffix = parser.consumeText();
      parser.consumeRequiredToken('close');
      const modifierToken = parser.tryToConsumeModifierToken();
      parser.addPart(prefix, nameToken, regexpOrWildcardToken, suffix, modifierToken);
      continue;
    }
    parser.maybeAddPartFromPendingFixedValue();
    parser.consumeRequiredToken('end');
  }
}

const isHighSurrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;
