// https://url.spec.whatwg.org/#scheme-start-state, #scheme-state, #no-scheme-state
import { codeUnitAt } from '../code-unit';
import { CLASS, C_ALPHA, C_SCHEME } from '../code-points';
import { CONTINUE, FAILURE, RETURN, S, type ParserState, type StepResult } from '../parser-state';
import { defaultPortOfType, SchemeType, schemeTypeOfRange } from '../special-scheme';
import { HostKind, NONE } from '../url-record';

export function schemeStartState(p: ParserState, c: number): StepResult {
  // Step 1: ASCII alpha starts the scheme (the buffer is a range of the input).
  if (c >= 0 && c < 128 && ((CLASS[c] as number) & C_ALPHA) !== 0) {
    p.bufferStart = p.pointer;
    p.state = S.Scheme;
    return CONTINUE;
  }
  // Step 2.
  if (p.stateOverride === 0) {
    p.state = S.NoScheme;
    p.pointer--;
    return CONTINUE;
  }
  // Step 3.
  return FAILURE;
}

export function schemeState(p: ParserState, c: number): StepResult {
  const input = p.input;
  // Step 1: consume the whole run of scheme code points at once.
  if (c >= 0 && c < 128 && ((CLASS[c] as number) & C_SCHEME) !== 0) {
    let i = p.pointer + 1;
    while (i < p.end) {
      const d = codeUnitAt(input, i);
      if (d >= 128 || ((CLASS[d] as number) & C_SCHEME) === 0) break;
      i++;
    }
    p.pointer = i - 1;
    return CONTINUE;
  }
  const url = p.url;
  if (c === 0x3a) {
    // Step 2: the buffer, ASCII-lowercased, is the scheme.
    const from = p.bufferStart;
    const to = p.pointer;
    let scheme = input.slice(from, to);
    for (let i = from; i < to; i++) {
      const d = codeUnitAt(input, i);
      if (d >= 0x41 && d <= 0x5a) {
        scheme = scheme.toLowerCase();
        break;
      }
    }
    const type = schemeTypeOfRange(scheme, 0, scheme.length);
    if (p.stateOverride !== 0) {
      // Step 2.1: a setter cannot move a URL between special and not special, nor make
      // a URL with credentials, a port or an empty host a file URL.
      const wasSpecial = url.schemeType !== SchemeType.NotSpecial;
      if (wasSpecial !== (type !== SchemeType.NotSpecial)) return RETURN;
      if ((url.includesCredentials || url.port !== NONE) && type === SchemeType.File) return RETURN;
      if (url.schemeType === SchemeType.File && url.hostKind === HostKind.Empty) return RETURN;
    }
    // Step 2.2.
    url.scheme = scheme;
    url.schemeType = type;
    // Step 2.3: a setter stops here, dropping a port that became the default.
    if (p.stateOverride !== 0) {
      if (url.port !== NONE && url.port === defaultPortOfType(type)) url.port = NONE;
      return RETURN;
    }
    // Step 2.4.
    p.bufferStart = -1;
    const next = p.pointer + 1;
    if (type === SchemeType.File) {
      // Step 2.5.
      if (p.report !== undefined && !(codeUnitAt(input, next) === 0x2f && codeUnitAt(input, next + 1) === 0x2f && next + 1 < p.end)) {
        p.error('special-scheme-missing-following-solidus', next, next + 1);
      }
      p.state = S.File;
    } else if (type !== SchemeType.NotSpecial) {
      // Steps 2.6 and 2.7.
      const base = p.base;
      p.state = base !== null && base.schemeType === type ? S.SpecialRelativeOrAuthority : S.SpecialAuthoritySlashes;
    } else if (next < p.end && codeUnitAt(input, next) === 0x2f) {
      // Step 2.8.
      p.state = S.PathOrAuthority;
      p.pointer++;
    } else {
      // Step 2.9.
      url.opaquePath = '';
      p.state = S.OpaquePath;
    }
    return CONTINUE;
  }
  // Step 3: not a scheme after all; start over in the no scheme state.
  if (p.stateOverride === 0) {
    p.bufferStart = -1;
    p.state = S.NoScheme;
    p.pointer = p.start - 1;
    return CONTINUE;
  }
  // Step 4.
  return FAILURE;
}

export function noSchemeState(p: ParserState, c: number): StepResult {
  const base = p.base;
  const url = p.url;
  // Step 1.
  if (base === null || (base.hasOpaquePath && c !== 0x23)) {
    if (p.report !== undefined) {
      const at = p.pointer;
      const n = c >= 0xd800 && c <= 0xdbff && at + 1 < p.end ? 2 : 1;
      p.error('missing-scheme-non-relative-URL', at, at + n, true);
    }
    return FAILURE;
  }
  if (base.hasOpaquePath) {
    // Step 2: only a fragment can be relative to a URL with an opaque path.
    url.scheme = base.scheme;
    url.schemeType = base.schemeType;
    url.opaquePath = base.path;
    url.query = base.query;
    url.fragment = '';
    p.state = S.Fragment;
    return CONTINUE;
  }
  // Steps 3 and 4.
  p.state = base.schemeType === SchemeType.File ? S.File : S.Relative;
  p.pointer--;
  return CONTINUE;
}

