// https://url.spec.whatwg.org/#file-state, #file-slash-state, #file-host-state
import { codeUnitAt } from '../code-unit';
import { CONTINUE, FAILURE, RETURN, S, type ParserState, type StepResult } from '../parser-state';
import { SchemeType } from '../special-scheme';
import { isDriveLetterAt, startsWithDriveLetterSegment } from '../url-builder';
import { HostKind } from '../url-record';
import { setHost } from './authority';

/** https://url.spec.whatwg.org/#start-with-a-windows-drive-letter, on input[i, end). */
export function startsWithWindowsDriveLetter(input: string, i: number, end: number): boolean {
  if (end - i < 2 || !isDriveLetterAt(input, i)) return false;
  if (end - i === 2) return true;
  const c = codeUnitAt(input, i + 2);
  return c === 0x2f || c === 0x5c || c === 0x3f || c === 0x23;
}

export function fileState(p: ParserState, c: number): StepResult {
  const url = p.url;
  // Steps 1 and 2.
  url.scheme = 'file';
  url.schemeType = SchemeType.File;
  url.host = '';
  url.hostKind = HostKind.Empty;
  if (c === 0x2f || c === 0x5c) {
    // Step 3.
    if (c === 0x5c && p.report !== undefined) p.error('invalid-reverse-solidus', p.pointer, p.pointer + 1);
    p.state = S.FileSlash;
    return CONTINUE;
  }
  const base = p.base;
  if (base !== null && base.schemeType === SchemeType.File) {
    // Step 4.1.
    url.host = base.host;
    url.hostKind = base.hostKind;
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
      if (!startsWithWindowsDriveLetter(p.input, p.pointer, p.end)) {
        url.shortenPath();
      } else {
        if (p.report !== undefined) p.error('file-invalid-Windows-drive-letter', p.pointer, p.pointer + 2);
        url.emptyPath();
      }
      p.state = S.Path;
      p.pointer--;
    }
    return CONTINUE;
  }
  // Step 5.
  p.state = S.Path;
  p.pointer--;
  return CONTINUE;
}

export function fileSlashState(p: ParserState, c: number): StepResult {
  if (c === 0x2f || c === 0x5c) {
    if (c === 0x5c && p.report !== undefined) p.error('invalid-reverse-solidus', p.pointer, p.pointer + 1);
    p.state = S.FileHost;
    return CONTINUE;
  }
  const base = p.base;
  if (base !== null && base.schemeType === SchemeType.File) {
    const url = p.url;
    url.host = base.host;
    url.hostKind = base.hostKind;
    // Step 2.1.2: keep the base's drive letter unless the input brings its own.
    if (!startsWithWindowsDriveLetter(p.input, p.pointer, p.end)) {
      const basePath = base.path;
      if (startsWithDriveLetterSegment(basePath, 0, basePath.length)) url.segments.push(basePath.slice(1, 3));
    }
  }
  p.state = S.Path;
  p.pointer--;
  return CONTINUE;
}

export function fileHostState(p: ParserState, c: number): StepResult {
  if (c === -1 || c === 0x2f || c === 0x5c || c === 0x3f || c === 0x23) {
    p.pointer--;
    const from = p.bufferStart;
    const to = p.pointer + 1;
    const url = p.url;
    if (p.stateOverride === 0 && from !== -1 && to - from === 2 && isDriveLetterAt(p.input, from)) {
      // Step 1.1: "file://C:/" — the drive letter stays in the buffer for the path state.
      if (p.report !== undefined) p.error('file-invalid-Windows-drive-letter-host', from, to);
      p.state = S.Path;
    } else if (from === -1) {
      // Step 1.2.
      url.host = '';
      url.hostKind = HostKind.Empty;
      if (p.stateOverride !== 0) return RETURN;
      p.state = S.PathStart;
    } else {
      // Step 1.3.
      if (!setHost(p, from, to, false)) return FAILURE;
      if (url.host === 'localhost') {
        url.host = '';
        url.hostKind = HostKind.Empty;
      }
      if (p.stateOverride !== 0) return RETURN;
      p.bufferStart = -1;
      p.state = S.PathStart;
    }
    return CONTINUE;
  }
  // Step 2: a run of host code points.
  if (p.bufferStart === -1) p.bufferStart = p.pointer;
  const input = p.input;
  let i = p.pointer + 1;
  while (i < p.end) {
    const d = codeUnitAt(input, i);
    if (d === 0x2f || d === 0x5c || d === 0x3f || d === 0x23) break;
    i++;
  }
  p.pointer = i - 1;
  return CONTINUE;
}
