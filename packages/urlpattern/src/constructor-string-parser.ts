// https://urlpattern.spec.whatwg.org/#constructor-string-parsing
import { compileComponent, protocolComponentMatchesSpecialScheme } from './component';
import { canonicalizeProtocol } from './canonicalize';
import type { URLPatternInit } from './init';
import { DEFAULT_OPTIONS } from './parts';
import { charRunStops, Tokenizer, type TokenType } from './tokenizer';

/** The values of the char tokens the parser looks at: any other char token changes nothing in any state. */
const CHAR_RUN_STOPS = /* @__PURE__ */ charRunStops(':/@?#[]');

/** https://urlpattern.spec.whatwg.org/#constructor-string-parser-state */
type State = 'init' | 'protocol' | 'authority' | 'username' | 'password' | 'hostname' | 'port' | 'pathname' | 'search' | 'hash' | 'done';

/**
 * https://urlpattern.spec.whatwg.org/#constructor-string-parser, reading its token list one
 * token at a time (see Tokenizer): a token index is kept as the input position where the
 * token starts, with the type of the token before it (for #is-a-search-prefix), so the
 * parser holds a few tokens whatever the input's length. `tokenizer` holds the token at
 * the token index.
 */
class ConstructorStringParser {
  readonly result: URLPatternInit = {};
  readonly tokenizer: Tokenizer;
  /** The component start, as a position in the input and the type of the token before it (null: none). */
  componentStart = 0;
  componentStartPreviousType: TokenType | null = null;
  /** The type of the token before the token index (null at the first token). */
  previousType: TokenType | null = null;
  tokenIncrement = 1;
  groupDepth = 0;
  hostnameIPv6BracketDepth = 0;
  protocolMatchesASpecialSchemeFlag = false;
  state: State = 'init';

  constructor(readonly input: string) {
    this.tokenizer = new Tokenizer(input, 'lenient');
  }

  /** Adds `count` to the token index. */
  advance(count: number): void {
    for (let i = 0; i < count; i++) {
      this.previousType = this.tokenizer.tokenType;
      this.tokenizer.advance();
    }
  }

  /** https://urlpattern.spec.whatwg.org/#change-state */
  changeState(newState: State, skip: number): void {
    const state = this.state;
    const result = this.result;
    if (state !== 'init' && state !== 'authority' && state !== 'done') result[state] = this.makeComponentString();
    if (state !== 'init' && newState !== 'done') {
      const beforeHostname = state === 'protocol' || state === 'authority' || state === 'username' || state === 'password';
      if (beforeHostname && (newState === 'port' || newState === 'pathname' || newState === 'search' || newState === 'hash') && result.hostname === undefined) {
        result.hostname = '';
      }
      const beforePathname = beforeHostname || state === 'hostname' || state === 'port';
      if (beforePathname && (newState === 'search' || newState === 'hash') && result.pathname === undefined) {
        result.pathname = this.protocolMatchesASpecialSchemeFlag ? '/' : '';
      }
      if ((beforePathname || state === 'pathname') && newState === 'hash' && result.search === undefined) result.search = '';
    }
    this.state = newState;
    this.advance(skip);
    this.componentStart = this.tokenizer.tokenIndex;
    this.componentStartPreviousType = this.previousType;
    this.tokenIncrement = 0;
  }

  /** https://urlpattern.spec.whatwg.org/#rewind */
  rewind(): void {
    this.tokenizer.seek(this.componentStart);
    this.previousType = this.componentStartPreviousType;
    this.tokenIncrement = 0;
  }

  /** https://urlpattern.spec.whatwg.org/#rewind-and-set-state */
  rewindAndSetState(state: State): void {
    this.rewind();
    this.state = state;
  }

  /**
   * https://urlpattern.spec.whatwg.org/#get-a-safe-token at the token index plus `offset`:
   * a tokenizer holding that token (past the end, the end token).
   */
  getSafeToken(offset: number): Tokenizer {
    const current = this.tokenizer;
    if (offset === 0) return current;
    const t = new Tokenizer(this.input, 'lenient', current.index);
    for (let i = 1; i < offset; i++) t.advance();
    return t;
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-non-special-pattern-char, at the token index plus `offset`. */
  isNonSpecialPatternChar(offset: number, value: string): boolean {
    const token = this.getSafeToken(offset);
    if (!token.tokenValueIs(value)) return false;
    const type = token.tokenType;
    return type === 'char' || type === 'escaped-char' || type === 'invalid-char';
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-protocol-suffix (also #is-a-password-prefix, #is-a-port-prefix) */
  isColon(): boolean {
    return this.isNonSpecialPatternChar(0, ':');
  }

  /** https://urlpattern.spec.whatwg.org/#next-is-authority-slashes */
  nextIsAuthoritySlashes(): boolean {
    return this.isNonSpecialPatternChar(1, '/') && this.isNonSpecialPatternChar(2, '/');
  }

  /** https://urlpattern.spec.whatwg.org/#is-an-identity-terminator */
  isIdentityTerminator(): boolean {
    return this.isNonSpecialPatternChar(0, '@');
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-pathname-start */
  isPathnameStart(): boolean {
    return this.isNonSpecialPatternChar(0, '/');
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-search-prefix */
  isSearchPrefix(): boolean {
    if (this.isNonSpecialPatternChar(0, '?')) return true;
    if (!this.tokenizer.tokenValueIs('?')) return false;
    const previousType = this.previousType;
    if (previousType === null) return true;
    return previousType !== 'name' && previousType !== 'regexp' && previousType !== 'close' && previousType !== 'asterisk';
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-hash-prefix */
  isHashPrefix(): boolean {
    return this.isNonSpecialPatternChar(0, '#');
  }

  /** https://urlpattern.spec.whatwg.org/#make-a-component-string */
  makeComponentString(): string {
    return this.input.slice(this.componentStart, this.tokenizer.tokenIndex);
  }

  /** https://urlpattern.spec.whatwg.org/#compute-protocol-matches-a-special-scheme-flag */
  computeProtocolMatchesASpecialSchemeFlag(): void {
    const protocolComponent = compileComponent(this.makeComponentString(), canonicalizeProtocol, DEFAULT_OPTIONS);
    if (protocolComponentMatchesSpecialScheme(protocolComponent)) this.protocolMatchesASpecialSchemeFlag = true;
  }
}

/** https://urlpattern.spec.whatwg.org/#parse-a-constructor-string */
export function parseConstructorString(input: string): URLPatternInit {
  const parser = new ConstructorStringParser(input);
  // The loop ends at the end token's break: its other cases rewind or change state.
  for (;;) {
    parser.tokenIncrement = 1;
    const type = parser.tokenizer.tokenType;
    if (type === 'end') {
      if (parser.state === 'init') {
        parser.rewind();
        if (parser.isHashPrefix()) parser.changeState('hash', 1);
        else if (parser.isSearchPrefix()) parser.changeState('search', 1);
        else parser.changeState('pathname', 0);
        parser.advance(parser.tokenIncrement);
        continue;
      }
      if (parser.state === 'authority') {
        parser.rewindAndSetState('hostname');
        parser.advance(parser.tokenIncrement);
        continue;
      }
      parser.changeState('done', 0);
      break;
    }
    if (type === 'char') {
      const end = parser.tokenizer.charRunEnd(CHAR_RUN_STOPS);
      if (end > parser.tokenizer.tokenIndex) {
        // A run of char tokens none of which any state acts on (nor the group depth): one step.
        parser.previousType = 'char';
        parser.tokenizer.seek(end);
        continue;
      }
    }
    // #is-a-group-open
    if (type === 'open') {
      parser.groupDepth++;
      parser.advance(parser.tokenIncrement);
      continue;
    }
    if (parser.groupDepth > 0) {
      // #is-a-group-close
      if (type === 'close') {
        parser.groupDepth--;
      } else {
        parser.advance(parser.tokenIncrement);
        continue;
      }
    }
    switch (parser.state) {
      case 'init':
        if (parser.isColon()) parser.rewindAndSetState('protocol');
        break;
      case 'protocol':
        if (parser.isColon()) {
          parser.computeProtocolMatchesASpecialSchemeFlag();
          let nextState: State = 'pathname';
          let skip = 1;
          if (parser.nextIsAuthoritySlashes()) {
            nextState = 'authority';
            skip = 3;
          } else if (parser.protocolMatchesASpecialSchemeFlag) {
            nextState = 'authority';
          }
          parser.changeState(nextState, skip);
        }
        break;
      case 'authority':
        if (parser.isIdentityTerminator()) parser.rewindAndSetState('username');
        else if (parser.isPathnameStart() || parser.isSearchPrefix() || parser.isHashPrefix()) parser.rewindAndSetState('hostname');
        break;
      case 'username':
        if (parser.isColon()) parser.changeState('password', 1);
        else if (parser.isIdentityTerminator()) parser.changeState('hostname', 1);
        break;
      case 'password':
        if (parser.isIdentityTerminator()) parser.changeState('hostname', 1);
        break;
      case 'hostname':
        // #is-an-ipv6-open, #is-an-ipv6-close
        if (parser.isNonSpecialPatternChar(0, '[')) parser.hostnameIPv6BracketDepth++;
        else if (parser.isNonSpecialPatternChar(0, ']')) parser.hostnameIPv6BracketDepth--;
        else if (parser.isColon() && parser.hostnameIPv6BracketDepth === 0) parser.changeState('port', 1);
        else if (parser.isPathnameStart()) parser.changeState('pathname', 0);
        else if (parser.isSearchPrefix()) parser.changeState('search', 1);
        else if (parser.isHashPrefix()) parser.changeState('hash', 1);
        break;
      case 'port':
        if (parser.isPathnameStart()) parser.changeState('pathname', 0);
        else if (parser.isSearchPrefix()) parser.changeState('search', 1);
        else if (parser.isHashPrefix()) parser.changeState('hash', 1);
        break;
      case 'pathname':
        if (parser.isSearchPrefix()) parser.changeState('search', 1);
        else if (parser.isHashPrefix()) parser.changeState('hash', 1);
        break;
      case 'search':
        if (parser.isHashPrefix()) parser.changeState('hash', 1);
        break;
      case 'hash':
      case 'done':
        break;
    }
    parser.advance(parser.tokenIncrement);
  }
  if (parser.result.hostname !== undefined && parser.result.port === undefined) parser.result.port = '';
  return parser.result;
}
