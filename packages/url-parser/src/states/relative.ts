// https://url.spec.whatwg.org/#special-relative-or-authority-state, #path-or-authority-state,
// #relative-state, #relative-slash-state, #special-authority-slashes-state,
// #special-authority-ignore-slashes-state
import { codeUnitAt } from '../code-unit';
import { CONTINUE, S, type ParserState, type StepResult } from '../parser-state';
import type { URLRecord } from '../url-record';

export function specialRelativeOrAuthorityState(p: ParserState, c: number): StepResult {
  if (c === 0x2f && p.pointer + 1 < p.end && codeUnitAt(p.input, p.pointer + 1) === 0x2f) {
    p.state = S.SpecialAuthorityIgnoreSlashes;
    p.pointer++;
  } else {
    if (p.report !== undefined) p.error('special-scheme-missing-following-solidus', p.pointer, p.pointer + 1);
    p.state = S.Relative;
    p.pointer--;
  }
  return CONTINUE;
}

export function pathOrAuthorityState(p: ParserState, c: number): StepResult {
  if (c === 0x2f) {
    p.state = S.Authority;
  } else {
    p.state = S.Path;
    p.pointer--;
  }
  return CONTINUE;
}

export function relativeState(p: ParserState, c: number): StepResult {
  // Step 1: the base is not a file URL (the no scheme state made sure).
  const base = p.base as URLRecord;
  const url = p.url;
  // Step 2.
  url.scheme = base.scheme;
  url.schemeType = base.schemeType;
  if (c === 0x2f) {
    // Step 3.
    p.state = S.RelativeSlash;
  } else if (c === 0x5c && url.special) {
    // Step 4.
    if (p.report !== undefined) p.error('invalid-reverse-solidus', p.pointer, p.pointer + 1);
    p.state = S.RelativeSlash;
  } else {
    // Step 5.1: everything but the fragment comes from the base.
    url.copyAuthority(base);
    url.copyPath(base);
    url.query = base.query;
    if (c === 0x3f) {
      url.query = '';
      p.state = S.Query;
    } else if (c === 0x23) {
      url.fragment = '';
      p.state = S.Fragment;
    } else if (c !== -1) {
      url.query = null;
      url.shortenPath();
      p.state = S.Path;
      p.pointer--;
    }
  }
  return CONTINUE;
}

export function relativeSlashState(p: ParserState, c: number): StepResult {
  const url = p.url;
  if (url.special && (c === 0x2f || c === 0x5c)) {
    if (c === 0x5c && p.report !== undefined) p.error('invalid-reverse-solidus', p.pointer, p.pointer + 1);
    p.state = S.SpecialAuthorityIgnoreSlashes;
  } else if (c === 0x2f) {
    p.state = S.Authority;
  } else {
    url.copyAuthority(p.base as URLRecord);
    p.state = S.Path;
    p.pointer--;
  }
  return CONTINUE;
}

export function specialAuthoritySlashesState(p: ParserState, c: number): StepResult {
  if (c === 0x2f && p.pointer + 1 < p.end && codeUnitAt(p.input, p.pointer + 1) === 0x2f) {
    p.state = S.SpecialAuthorityIgnoreSlashes;
    p.pointer++;
  } else {
    if (p.report !== undefined) p.error('special-scheme-missing-following-solidus', p.pointer, p.pointer + 1);
    p.state = S.SpecialAuthorityIgnoreSlashes;
    p.pointer--;
  }
  return CONTINUE;
}

export function specialAuthorityIgnoreSlashesState(p: ParserState, c: number): StepResult {
  if (c !== 0x2f && c !== 0x5c) {
    p.state = S.Authority;
    p.pointer--;
  } else if (p.report !== undefined) {
    p.error('special-scheme-missing-following-solidus', p.pointer, p.pointer + 1);
  }
  return CONTINUE;
}
