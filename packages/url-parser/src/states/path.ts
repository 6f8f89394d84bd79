// https://url.spec.whatwg.org/#path-start-state, #path-state, #cannot-be-a-base-url-path-state
import { CodeUnit, codeUnitAt } from '../code-unit';
import {
  C0_CONTROL_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  utf8PercentEncodeRange,
} from '@x/percent-encoding';
import { CONTINUE, EOF, S, type ParserState, type StepResult } from '../parser-state';
import { SchemeType } from '../special-scheme';
import { isDriveLetterAt } from '../url-builder';
import { isDoubleDot, isSingleDot } from '../dot-segment';
import { authorityStop, segmentsRun } from '../fast-path-scan';

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
 * The end of the path segment that starts at input[from]: its delimiter ("/"; "\\" in a
 * special URL; "?" or "#" without a state override) or `end`. The path state's step 2,
 * one run per segment.
 */
function segmentEnd(input: string, from: number, end: number, special: boolean, noOverride: boolean): number {
  // The first 64 code units one at a time; past them, without a state override, one native
  // search for the rest (its delimiters are then the authority's, authorityStop): a call
  // costs as much as 15–20 code units of this loop, and a 100 MB path of " a" is one segment.
  const stop = noOverride && end - from > 64 ? from + 64 : end;
  let i = from;
  while (i < stop) {
    const d = codeUnitAt(input, i);
    if (d === CodeUnit.Solidus || (special && d === CodeUnit.ReverseSolidus) || (noOverride && (d === CodeUnit.QuestionMark || d === CodeUnit.NumberSign))) return i;
    i++;
  }
  return i < end ? Math.min(authorityStop(input, i, special), end) : i;
}

/** 2 for a double-dot segment input[from, to), 1 for a single-dot one, else 0. */
function dotSegment(input: string, from: number, to: number): number {
  return isDoubleDot(input, from, to) ? 2 : isSingleDot(input, from, to) ? 1 : 0;
}

/**
 * Where the path that continues at input[from] ends ("?" or "#" without a state override,
 * or the end) when it is one run as the path state forms them (see pathState): every
 * segment up to there neither a dot segment nor ended by "\\"; otherwise -1. Such a path,
 * encoded, is one entry that serializes as its segments would; for the path start state
 * override on a URL with a host and a scheme other than "file" (override-splice.ts).
 */
export function pathRun(input: string, from: number, end: number, special: boolean, noOverride: boolean): number {
  for (let segment = from; ; ) {
    const i = segmentEnd(input, segment, end, special, noOverride);
    const c = i < end ? codeUnitAt(input, i) : EOF;
    if (c === CodeUnit.ReverseSolidus || dotSegment(input, segment, i) !== 0) return -1;
    if (c !== CodeUnit.Solidus) return i;
    segment = i + 1;
  }
}

/**
 * The input left (path, query and fragment) from which the path state starts with a native
 * scan: a call costs about as much as reading 15 code units in the loop, so shorter
 * inputs are read by the loop alone (WPT's short paths were 4% slower to parse with it).
 */
const NATIVE_SCAN_FROM = 16;

/**
 * The path state, for the whole path in one call: the loop's code point-by-code point
 * steps are, per segment, one run up to its delimiter (step 2's "append c to buffer")
 * then step 1 at the delimiter, until a "?", "#" or the end leaves the state. The buffer
 * is input[from, i), percent-encoded when appended. Checking dot segments on the raw input
 * is the same as on the buffer: ".", "%", "2", "e" are never encoded by the path set, and
 * no encoded byte reads "%2E".
 *
 * Where the number of entries cannot matter (a URL with a host, not "file", nothing
 * reported), segments that are neither dot segments nor ended by "\\" wait as one pending
 * run: if the path ends after them, they are appended as one entry holding them joined by
 * "/" (each encoded on its own is the same bytes: "/" is never encoded), which serializes
 * the same; if a dot segment or "\\" comes first, they are appended one by one (a ".."
 * must remove only the last). Each code unit is scanned once, twice at most when a run is
 * split.
 */
export function pathState(p: ParserState, c: number): StepResult {
  const url = p.url;
  const special = url.special;
  const input = p.input;
  const end = p.end;
  const noOverride = p.stateOverride === 0;
  const report = p.report;
  const runs = report === undefined && url.host !== null && url.schemeType !== SchemeType.File;
  // Start of the pending run, or -1.
  let pending = -1;
  // The file host state hands over a drive letter as the buffer (#file-host-state 1.1).
  let from = p.bufferStart === -1 ? p.pointer : p.bufferStart;
  p.bufferStart = -1;
  if (runs && end - from > NATIVE_SCAN_FROM) {
    // Segments the state would copy as they are (no dot segment, "\\" or code point to
    // encode), in one native scan: up to where the path ends, they are one entry, nothing
    // encoded; otherwise those before the last "/" the scan passed start the pending run
    // (as the loop would have made them) and the loop goes on from there.
    const stop = segmentsRun(input, from);
    const d = stop < end ? codeUnitAt(input, stop) : EOF;
    if (d === EOF || (noOverride && (d === CodeUnit.QuestionMark || d === CodeUnit.NumberSign))) {
      url.segments.push(input.slice(from, stop));
      return leavePath(p, stop);
    }
    const lastSlash = input.lastIndexOf('/', stop - 1);
    if (lastSlash >= from) {
      pending = from;
      from = lastSlash + 1;
    }
  }
  for (;;) {
    // Step 2: the segment, as one run.
    const i = segmentEnd(input, from, end, special, noOverride);
    if (report !== undefined) p.reportURLUnits(from, i);
    c = i < end ? codeUnitAt(input, i) : EOF;
    // Step 1, at the segment's delimiter.
    const slash = c === CodeUnit.Solidus || (special && c === CodeUnit.ReverseSolidus);
    const dots = dotSegment(input, from, i);
    if (runs && dots === 0 && c !== CodeUnit.ReverseSolidus) {
      if (pending === -1) pending = from;
      if (slash) {
        from = i + 1;
        continue;
      }
      url.segments.push(utf8PercentEncodeRange(input, pending, i, PATH_PERCENT_ENCODE_SET));
      return leavePath(p, i);
    }
    if (pending !== -1) {
      appendEach(p, pending, from - 1);
      pending = -1;
    }
    if (c === CodeUnit.ReverseSolidus && special && report !== undefined) p.error('invalid-reverse-solidus', i, i + 1);
    if (dots === 2) {
      url.shortenPath();
      if (!slash) {
        url.segments.push('');
      } else {
        // More "../" right after it: each is a segment ".." ended by "/", which shortens
        // the path and appends nothing (step 1.2), read here three code units at a time
        // instead of through segmentEnd and dotSegment, calls V8 does not inline into this
        // loop (100 MB of "../": 2.6× Node's time through them, the limits table's row).
        let next = i + 1;
        while (next + 2 < end && codeUnitAt(input, next) === CodeUnit.FullStop && codeUnitAt(input, next + 1) === CodeUnit.FullStop && codeUnitAt(input, next + 2) === CodeUnit.Solidus) {
          url.shortenPath();
          next += 3;
        }
        from = next;
        continue;
      }
    } else if (dots === 1) {
      if (!slash) url.segments.push('');
    } else {
      let segment = utf8PercentEncodeRange(input, from, i, PATH_PERCENT_ENCODE_SET);
      // Step 1.4.1: the Windows drive letter quirk, "C|" → "C:".
      if (url.schemeType === SchemeType.File && url.pathIsEmpty && segment.length === 2 && isDriveLetterAt(segment, 0)) {
        segment = segment.charAt(0) + ':';
      }
      url.segments.push(segment);
    }
    if (!slash) return leavePath(p, i);
    from = i + 1;
  }
}

/** Appends the pending segments input[from, to), separated by "/", one entry each. */
function appendEach(p: ParserState, from: number, to: number): void {
  const input = p.input;
  const segments = p.url.segments;
  for (;;) {
    let i = input.indexOf('/', from);
    if (i === -1 || i > to) i = to;
    segments.push(utf8PercentEncodeRange(input, from, i, PATH_PERCENT_ENCODE_SET));
    if (i === to) return;
    from = i + 1;
  }
}

/**
 * Step 1's last steps at the "?" or "#" (or the end) at input[i] that ends the path; the
 * loop's "increase pointer by 1" then moves past it.
 */
function leavePath(p: ParserState, i: number): StepResult {
  p.pointer = i;
  if (i < p.end) {
    if (codeUnitAt(p.input, i) === CodeUnit.QuestionMark) {
      p.url.query = '';
      p.state = S.Query;
    } else {
      p.url.fragment = '';
      p.state = S.Fragment;
    }
  }
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
  if (p.report !== undefined) p.reportURLUnits(from, i);
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
