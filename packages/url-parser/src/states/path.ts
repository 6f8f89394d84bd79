// https://url.spec.whatwg.org/#path-start-state, #path-state, #cannot-be-a-base-url-path-state
import { codeUnitAt } from '../code-unit';
import {
  C0_CONTROL_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  utf8PercentEncodeRange,
} from '@x/percent-encoding';
import { checkURLUnits } from '../code-points';
import { CONTINUE, S, type ParserState, type StepResult } from '../parser-state';
import { SchemeType } from '../special-scheme';
import { isDriveLetterAt } from '../url-builder';
import { isDoubleDot, isSingleDot } from '../dot-segment';

export function pathStartState(p: ParserState, c: number): StepResult {
  const url = p.url;
  if (url.special) {
    // Step 1.
    if (c === 0x5c && p.report !== undefined) p.error('invalid-reverse-solidus', p.pointer, p.pointer + 1);
    p.state = S.Path;
    if (c !== 0x2f && c !== 0x5c) p.pointer--;
  } else if (p.stateOverride === 0 && c === 0x3f) {
    // Step 2.
    url.query = '';
    p.state = S.Query;
  } else if (p.stateOverride === 0 && c === 0x23) {
    // Step 3.
    url.fragment = '';
    p.state = S.Fragment;
  } else if (c !== -1) {
    // Step 4.
    p.state = S.Path;
    if (c !== 0x2f) p.pointer--;
  } else if (p.stateOverride !== 0 && url.host === null) {
    // Step 5: append the empty string to the path.
    url.segments.push('');
  }
  return CONTINUE;
}

/**
 * Where the path that continues at input[from] ends ("?" or "#" without a state override,
 * or the end), when every segment up to there is neither a single- nor a double-dot
 * segment and, for a special URL, no "\\" separates segments. Otherwise ~i, where i is
 * the end of the segment that prevents it: no run is tried again before i (so each code
 * unit is scanned here at most twice). Such a path
 * appends its segments unchanged but encoded, and nothing after it can shorten the path:
 * one entry holding them joined by "/" (each encoded on its own is the same bytes, as
 * "/" is never encoded) serializes the same. Only for a URL with a host and a scheme
 * other than "file": those are the cases where the number of entries matters (the "/."
 * of a host-less path, the drive-letter quirks).
 */
export function pathRun(input: string, from: number, end: number, special: boolean, noOverride: boolean): number {
  let segment = from;
  for (let i = from; ; i++) {
    const d = i < end ? codeUnitAt(input, i) : -1;
    if (d === -1 || d === 0x2f || (noOverride && (d === 0x3f || d === 0x23))) {
      if (isSingleDot(input, segment, i) || isDoubleDot(input, segment, i)) return ~i;
      if (d !== 0x2f) return i;
      segment = i + 1;
    } else if (special && d === 0x5c) {
      return ~i;
    }
  }
}

/**
 * The path state. A segment is consumed as one run; at its delimiter the segment (the
 * spec's buffer, input[bufferStart, pointer) percent-encoded) is appended. Checking dot
 * segments on the raw input is the same as on the buffer: ".", "%", "2", "e" are never
 * encoded by the path set, and no encoded byte reads "%2E".
 */
export function pathState(p: ParserState, c: number): StepResult {
  const url = p.url;
  const special = url.special;
  const input = p.input;
  const noOverride = p.stateOverride === 0;
  if (c === -1 || c === 0x2f || (special && c === 0x5c) || (noOverride && (c === 0x3f || c === 0x23))) {
    // Step 1.
    const slash = c === 0x2f || (special && c === 0x5c);
    if (c === 0x5c && special && p.report !== undefined) p.error('invalid-reverse-solidus', p.pointer, p.pointer + 1);
    const from = p.bufferStart === -1 ? p.pointer : p.bufferStart;
    const to = p.pointer;
    if (isDoubleDot(input, from, to)) {
      url.shortenPath();
      if (!slash) url.segments.push('');
    } else if (isSingleDot(input, from, to)) {
      if (!slash) url.segments.push('');
    } else {
      let segment = utf8PercentEncodeRange(input, from, to, PATH_PERCENT_ENCODE_SET);
      // Step 1.4.1: the Windows drive letter quirk, "C|" → "C:".
      if (url.schemeType === SchemeType.File && url.segments.length === 0 && segment.length === 2 && isDriveLetterAt(segment, 0)) {
        segment = segment.charAt(0) + ':';
      }
      url.segments.push(segment);
    }
    p.bufferStart = -1;
    if (c === 0x3f) {
      url.query = '';
      p.state = S.Query;
    } else if (c === 0x23) {
      url.fragment = '';
      p.state = S.Fragment;
    }
    return CONTINUE;
  }
  const end = p.end;
  if (
    p.bufferStart === -1 &&
    p.pointer > p.noPathRunBefore &&
    p.report === undefined &&
    url.host !== null &&
    url.schemeType !== SchemeType.File
  ) {
    // At a segment's start, the rest of the path as one run when that gives the same
    // segments: see pathRun.
    const stop = pathRun(input, p.pointer, end, special, noOverride);
    if (stop < 0) {
      p.noPathRunBefore = ~stop;
    } else {
      url.segments.push(utf8PercentEncodeRange(input, p.pointer, stop, PATH_PERCENT_ENCODE_SET));
      p.pointer = stop;
      if (stop < end) {
        // Step 1's last steps at the "?" or "#" that ends the path.
        if (codeUnitAt(input, stop) === 0x3f) {
          url.query = '';
          p.state = S.Query;
        } else {
          url.fragment = '';
          p.state = S.Fragment;
        }
      }
      return CONTINUE;
    }
  }
  // Step 2: the rest of the segment, as one run.
  if (p.bufferStart === -1) p.bufferStart = p.pointer;
  let i = p.pointer + 1;
  while (i < end) {
    const d = codeUnitAt(input, i);
    if (d === 0x2f || (special && d === 0x5c) || (noOverride && (d === 0x3f || d === 0x23))) break;
    i++;
  }
  if (p.report !== undefined) checkURLUnits(input, p.pointer, i, end, (at, n) => p.error('invalid-URL-unit', at, at + n));
  p.pointer = i - 1;
  return CONTINUE;
}

export function opaquePathState(p: ParserState, c: number): StepResult {
  const url = p.url;
  if (c === 0x3f) {
    url.query = '';
    p.state = S.Query;
    return CONTINUE;
  }
  if (c === 0x23) {
    url.fragment = '';
    p.state = S.Fragment;
    return CONTINUE;
  }
  if (c === -1) return CONTINUE;
  const input = p.input;
  const end = p.end;
  const from = p.pointer;
  let i = from + 1;
  while (i < end) {
    const d = codeUnitAt(input, i);
    if (d === 0x3f || d === 0x23) break;
    i++;
  }
  if (p.report !== undefined) checkURLUnits(input, from, i, end, (at, n) => p.error('invalid-URL-unit', at, at + n));
  // Step 3: a space right before "?" or "#" is written "%20" (so the path does not end
  // in a space that trimming would eat on reparse); other spaces stay.
  if (i < end && codeUnitAt(input, i - 1) === 0x20) {
    url.opaquePath = (url.opaquePath ?? '') + utf8PercentEncodeRange(input, from, i - 1, C0_CONTROL_PERCENT_ENCODE_SET) + '%20';
  } else {
    url.opaquePath = (url.opaquePath ?? '') + utf8PercentEncodeRange(input, from, i, C0_CONTROL_PERCENT_ENCODE_SET);
  }
  p.pointer = i - 1;
  return CONTINUE;
}
