// https://urlpattern.spec.whatwg.org/#parsing-pattern-strings
import { escapeRegexpString } from './escape';
import { FULL_WILDCARD_REGEXP_VALUE, type Options, type Part, type PartModifier, type PartType } from './parts';
import { patternError } from './pattern-error';
import { tokenize, type Token, type TokenType } from './tokenizer';

/** https://urlpattern.spec.whatwg.org/#encoding-callback: validates and encodes a piece of fixed text. */
export type EncodingCallback = (input: string) => string;

/** https://urlpattern.spec.whatwg.org/#generate-a-segment-wildcard-regexp */
export function generateSegmentWildcardRegexp(options: Options): string {
  return `[^${escapeRegexpString(options.delimiterCodePoint)}]+?`;
}

/** https://urlpattern.spec.whatwg.org/#pattern-parser */
class PatternParser {
  readonly partList: Part[] = [];
  /** The names of partList's parts: #is-a-duplicate-name in constant time, so a pattern with n groups parses in linear time. */
  readonly names = new Set<string>();
  pendingFixedValue = '';
  index = 0;
  nextNumericName = 0;

  constructor(
    readonly input: string,
    readonly tokenList: readonly Token[],
    readonly encodingCallback: EncodingCallback,
    readonly segmentWildcardRegexp: string,
  ) {}

  /** https://urlpattern.spec.whatwg.org/#try-to-consume-a-token */
  tryToConsumeToken(type: TokenType): Token | null {
    const next = this.tokenList[this.index] as Token;
    if (next.type !== type) return null;
    this.index++;
    return next;
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
      const at = this.tokenList[this.index] as Token;
      const expected = type === 'close' ? 'a "}" closing the group' : 'the end of the pattern';
      throw patternError(this.input, at.index, `expected ${expected}, found ${at.type === 'end' ? 'the end' : JSON.stringify(at.value)}`);
    }
    return result;
  }

  /** https://urlpattern.spec.whatwg.org/#consume-text */
  consumeText(): string {
    let result = '';
    for (;;) {
      const token = this.tryToConsumeToken('char') ?? this.tryToConsumeToken('escaped-char');
      if (token === null) return result;
      result += token.value;
    }
  }

  /** https://urlpattern.spec.whatwg.org/#maybe-add-a-part-from-the-pending-fixed-value */
  maybeAddPartFromPendingFixedValue(): void {
    if (this.pendingFixedValue === '') return;
    const encodedValue = this.encodingCallback(this.pendingFixedValue);
    this.pendingFixedValue = '';
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
      this.pendingFixedValue += prefix;
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
      throw patternError(this.input, at.index, `duplicate group name ${JSON.stringify(name)}`);
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

/** https://urlpattern.spec.whatwg.org/#parse-a-pattern-string */
export function parsePatternString(input: string, options: Options, encodingCallback: EncodingCallback): Part[] {
  const parser = new PatternParser(input, tokenize(input, 'strict'), encodingCallback, generateSegmentWildcardRegexp(options));
  while (parser.index < parser.tokenList.length) {
    const charToken = parser.tryToConsumeToken('char');
    let nameToken = parser.tryToConsumeToken('name');
    let regexpOrWildcardToken = parser.tryToConsumeRegexpOrWildcardToken(nameToken);
    if (nameToken !== null || regexpOrWildcardToken !== null) {
      let prefix = charToken !== null ? charToken.value : '';
      if (prefix !== '' && prefix !== options.prefixCodePoint) {
        parser.pendingFixedValue += prefix;
        prefix = '';
      }
      parser.maybeAddPartFromPendingFixedValue();
      const modifierToken = parser.tryToConsumeModifierToken();
      parser.addPart(prefix, nameToken, regexpOrWildcardToken, '', modifierToken);
      continue;
    }
    const fixedToken = charToken ?? parser.tryToConsumeToken('escaped-char');
    if (fixedToken !== null) {
      parser.pendingFixedValue += fixedToken.value;
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
  return parser.partList;
}
