// https://urlpattern.spec.whatwg.org/#constructor-string-parsing
import { compileComponent, protocolComponentMatchesSpecialScheme } from './component';
import { canonicalizeProtocol } from './canonicalize';
import type { URLPatternInit } from './init';
import { DEFAULT_OPTIONS } from './parts';
import { tokenize, type Token } from './tokenizer';

/** https://urlpattern.spec.whatwg.org/#constructor-string-parser-state */
type State = 'init' | 'protocol' | 'authority' | 'username' | 'password' | 'hostname' | 'port' | 'pathname' | 'search' | 'hash' | 'done';

/** https://urlpattern.spec.whatwg.org/#constructor-string-parser */
class ConstructorStringParser {
  readonly result: URLPatternInit = {};
  componentStart = 0;
  tokenIndex = 0;
  tokenIncrement = 1;
  groupDepth = 0;
  hostnameIPv6BracketDepth = 0;
  protocolMatchesASpecialSchemeFlag = false;
  state: State = 'init';

  constructor(
    readonly input: string,
    readonly tokenList: readonly Token[],
  ) {}

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
    this.tokenIndex += skip;
    this.componentStart = this.tokenIndex;
    this.tokenIncrement = 0;
  }

  /** https://urlpattern.spec.whatwg.org/#rewind */
  rewind(): void {
    this.tokenIndex = this.componentStart;
    this.tokenIncrement = 0;
  }

  /** https://urlpattern.spec.whatwg.org/#rewind-and-set-state */
  rewindAndSetState(state: State): void {
    this.rewind();
    this.state = state;
  }

  /** https://urlpattern.spec.whatwg.org/#get-a-safe-token */
  getSafeToken(index: number): Token {
    const list = this.tokenList;
    return (index < list.length ? list[index] : list[list.length - 1]) as Token;
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-non-special-pattern-char */
  isNonSpecialPatternChar(index: number, value: string): boolean {
    const token = this.getSafeToken(index);
    if (token.value !== value) return false;
    return token.type === 'char' || token.type === 'escaped-char' || token.type === 'invalid-char';
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-protocol-suffix (also #is-a-password-prefix, #is-a-port-prefix) */
  isColon(): boolean {
    return this.isNonSpecialPatternChar(this.tokenIndex, ':');
  }

  /** https://urlpattern.spec.whatwg.org/#next-is-authority-slashes */
  nextIsAuthoritySlashes(): boolean {
    return this.isNonSpecialPatternChar(this.tokenIndex + 1, '/') && this.isNonSpecialPatternChar(this.tokenIndex + 2, '/');
  }

  /** https://urlpattern.spec.whatwg.org/#is-an-identity-terminator */
  isIdentityTerminator(): boolean {
    return this.isNonSpecialPatternChar(this.tokenIndex, '@');
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-pathname-start */
  isPathnameStart(): boolean {
    return this.isNonSpecialPatternChar(this.tokenIndex, '/');
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-search-prefix */
  isSearchPrefix(): boolean {
    if (this.isNonSpecialPatternChar(this.tokenIndex, '?')) return true;
    if ((this.tokenList[this.tokenIndex] as Token).value !== '?') return false;
    const previousIndex = this.tokenIndex - 1;
    if (previousIndex < 0) return true;
    const previousType = this.getSafeToken(previousIndex).type;
    return previousType !== 'name' && previousType !== 'regexp' && previousType !== 'close' && previousType !== 'asterisk';
  }

  /** https://urlpattern.spec.whatwg.org/#is-a-hash-prefix */
  isHashPrefix(): boolean {
    return this.isNonSpecialPatternChar(this.tokenIndex, '#');
  }

  /** https://urlpattern.spec.whatwg.org/#make-a-component-string */
  makeComponentString(): string {
    const token = this.tokenList[this.tokenIndex] as Token;
    const componentStartInputIndex = this.getSafeToken(this.componentStart).index;
    return this.input.slice(componentStartInputIndex, token.index);
  }

  /** https://urlpattern.spec.whatwg.org/#compute-protocol-matches-a-special-scheme-flag */
  computeProtocolMatchesASpecialSchemeFlag(): void {
    const protocolComponent = compileComponent(this.makeComponentString(), canonicalizeProtocol, DEFAULT_OPTIONS);
    if (protocolComponentMatchesSpecialScheme(protocolComponent)) this.protocolMatchesASpecialSchemeFlag = true;
  }
}

/** https://urlpattern.spec.whatwg.org/#parse-a-constructor-string */
export function parseConstructorString(input: string): URLPatternInit {
  const parser = new ConstructorStringParser(input, tokenize(input, 'lenient'));
  const tokens = parser.tokenList;
  while (parser.tokenIndex < tokens.length) {
    parser.tokenIncrement = 1;
    const token = tokens[parser.tokenIndex] as Token;
    if (token.type === 'end') {
      if (parser.state === 'init') {
        parser.rewind();
        if (parser.isHashPrefix()) parser.changeState('hash', 1);
        else if (parser.isSearchPrefix()) parser.changeState('search', 1);
        else parser.changeState('pathname', 0);
        parser.tokenIndex += parser.tokenIncrement;
        continue;
      }
      if (parser.state === 'authority') {
        parser.rewindAndSetState('hostname');
        parser.tokenIndex += parser.tokenIncrement;
        continue;
      }
      parser.changeState('done', 0);
      break;
    }
    // #is-a-group-open
    if (token.type === 'open') {
      parser.groupDepth++;
      parser.tokenIndex += parser.tokenIncrement;
      continue;
    }
    if (parser.groupDepth > 0) {
      // #is-a-group-close
      if (token.type === 'close') {
        parser.groupDepth--;
      } else {
        parser.tokenIndex += parser.tokenIncrement;
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
        if (parser.isNonSpecialPatternChar(parser.tokenIndex, '[')) parser.hostnameIPv6BracketDepth++;
        else if (parser.isNonSpecialPatternChar(parser.tokenIndex, ']')) parser.hostnameIPv6BracketDepth--;
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
    parser.tokenIndex += parser.tokenIncrement;
  }
  if (parser.result.hostname !== undefined && parser.result.port === undefined) parser.result.port = '';
  return parser.result;
}
