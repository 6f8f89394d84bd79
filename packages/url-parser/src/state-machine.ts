// The basic URL parser's state machine (#concept-basic-url-parser): input preparation
// (steps 1–3) and the loop over the states. Every route of a parse ends here or in the
// recognizer (fast-path.ts); see basic-url-parser.ts for the routes.
import { utf8DecodeWithoutBOM } from '@x/percent-encoding';
import { codeUnitAt } from './code-unit';
import { CLASS, C_C0_SPACE, hasASCIITabOrNewline, isASCIITabOrNewline } from './code-points';
import { CONTINUE, EOF, S, type ParserState, type StepResult } from './parser-state';
import { authorityState, hostState, portState } from './states/authority';
import { fileHostState, fileSlashState, fileState } from './states/file';
import { opaquePathState, pathStartState, pathState } from './states/path';
import { fragmentState, queryState } from './states/query-fragment';
import {
  pathOrAuthorityState,
  relativeSlashState,
  relativeState,
  specialAuthorityIgnoreSlashesState,
  specialAuthoritySlashesState,
  specialRelativeOrAuthorityState,
} from './states/relative';
import { noSchemeState, schemeStartState, schemeState } from './states/scheme';

/** Runs the state machine; the loop's "increase pointer by 1" is the `pointer++`. */
export function run(p: ParserState): StepResult {
  const input = p.input;
  for (;;) {
    const c = p.pointer < p.end ? codeUnitAt(input, p.pointer) : EOF;
    let r: StepResult;
    switch (p.state) {
      case S.SchemeStart: r = schemeStartState(p, c); break;
      case S.Scheme: r = schemeState(p, c); break;
      case S.NoScheme: r = noSchemeState(p, c); break;
      case S.SpecialRelativeOrAuthority: r = specialRelativeOrAuthorityState(p, c); break;
      case S.PathOrAuthority: r = pathOrAuthorityState(p, c); break;
      case S.Relative: r = relativeState(p, c); break;
      case S.RelativeSlash: r = relativeSlashState(p, c); break;
      case S.SpecialAuthoritySlashes: r = specialAuthoritySlashesState(p, c); break;
      case S.SpecialAuthorityIgnoreSlashes: r = specialAuthorityIgnoreSlashesState(p, c); break;
      case S.Authority: r = authorityState(p); break;
      case S.Host:
      case S.Hostname: r = hostState(p); break;
      case S.Port: r = portState(p, c); break;
      case S.File: r = fileState(p, c); break;
      case S.FileSlash: r = fileSlashState(p, c); break;
      case S.FileHost: r = fileHostState(p, c); break;
      case S.PathStart: r = pathStartState(p, c); break;
      case S.Path: r = pathState(p, c); break;
      case S.OpaquePath: r = opaquePathState(p, c); break;
      case S.Query: r = queryState(p, c); break;
      case S.Fragment: r = fragmentState(p, c); break;
    }
    if (r !== CONTINUE) return r;
    if (p.pointer >= p.end) return CONTINUE;
    p.pointer++;
  }
}

/** Code units per piece of the input (withoutTabsAndNewlines). */
const PIECE = 1 << 14;

const textEncoder = /* @__PURE__ */ new TextEncoder();

/**
 * Up to this many code units, the runs between tabs and newlines are joined with `+`: a
 * few cons strings cost less than one round trip through UTF-8 (a 20-unit host with two
 * tabs: about 1 µs through the encoder), and the cons-string blow-up the pieces avoid
 * needs millions of runs.
 */
const SHORT = 512;

/** input[start, end) without "\t", "\n", "\r", by joining the runs between them. */
function joinRuns(input: string, start: number, end: number): string {
  let value = '';
  let run = start;
  for (let i = start; i < end; i++) {
    const c = codeUnitAt(input, i);
    if (isASCIITabOrNewline(c)) {
      if (i > run) value += input.slice(run, i);
      run = i + 1;
    }
  }
  return end > run ? value + input.slice(run, end) : value;
}

/**
 * input[start, end) without ASCII tab or newline (#concept-basic-url-parser step 3), and
 * where each removed one was when `keepIndices`. Short ranges join their runs (joinRuns).
 * Longer ones go through UTF-8: the input is well-formed (no lone surrogate), so its UTF-8
 * encoding decodes back to it exactly; a piece at a time is encoded natively, its 0x09,
 * 0x0A and 0x0D bytes dropped (they never occur inside a multi-byte sequence), and
 * decoded natively. For long inputs, appending each run with `+=` made a cons string per
 * run ("a\t" × 50 million: 380 MB and 1.7 s); copying code units into a chunk in
 * JavaScript, 13 ns per code unit.
 */
function withoutTabsAndNewlines(input: string, start: number, end: number, keepIndices: boolean): { value: string; removed: number[] | null } {
  let removed: number[] | null = null;
  if (keepIndices) {
    removed = [];
    for (let i = start; i < end; i++) {
      const c = codeUnitAt(input, i);
      if (isASCIITabOrNewline(c)) removed.push(i);
    }
  }
  if (end - start <= SHORT) return { value: joinRuns(input, start, end), removed };
  // Three bytes per code unit at most; never longer than the range needs.
  const bytes = new Uint8Array(Math.min(PIECE, end - start) * 3);
  const pieces: string[] = [];
  for (let at = start; at < end; ) {
    let to = Math.min(end, at + PIECE);
    // A piece never ends between the two halves of a surrogate pair.
    if (to < end && (codeUnitAt(input, to - 1) & 0xfc00) === 0xd800) to--;
    const written = textEncoder.encodeInto(input.slice(at, to), bytes).written;
    let o = 0;
    for (let i = 0; i < written; i++) {
      const b = bytes[i] as number;
      if (b !== 0x09 && b !== 0x0a && b !== 0x0d) bytes[o++] = b;
    }
    pieces.push(utf8DecodeWithoutBOM(bytes.subarray(0, o)));
    at = to;
  }
  return { value: pieces.length === 1 ? (pieces[0] as string) : pieces.join(''), removed };
}

/**
 * Steps 1–3: trims leading and trailing C0 controls and spaces (unless a url is given)
 * and removes ASCII tabs and newlines. The input is copied only when it has a tab or
 * newline; trimming just narrows [start, end).
 */
export function prepareInput(p: ParserState, trim: boolean): void {
  let input = p.input;
  let start = 0;
  let end = input.length;
  if (trim) {
    while (start < end) {
      const c = codeUnitAt(input, start);
      if (c > 0x20 || ((CLASS[c] as number) & C_C0_SPACE) === 0) break;
      start++;
    }
    while (end > start) {
      const c = codeUnitAt(input, end - 1);
      if (c > 0x20 || ((CLASS[c] as number) & C_C0_SPACE) === 0) break;
      end--;
    }
    if (p.report !== undefined && (start > 0 || end < input.length)) {
      const from = start > 0 ? 0 : end;
      p.report({ type: 'invalid-URL-unit', index: from, end: start > 0 ? start : input.length, fatal: false });
    }
  }
  if (!hasASCIITabOrNewline(input, start, end)) {
    p.start = start;
    p.end = end;
    p.pointer = start;
    return;
  }
  // The input is a scalar value string to the spec (the API converts it first): a lone
  // surrogate is U+FFFD before the removal, which must not join two halves around a tab
  // into a pair. toWellFormed keeps every offset (one code unit for one).
  input = wellFormed(input);
  const out = withoutTabsAndNewlines(input, start, end, p.report !== undefined);
  if (p.report !== undefined) {
    const removed = out.removed as number[];
    const first = removed[0] as number;
    p.report({ type: 'invalid-URL-unit', index: first, end: first + 1, fatal: false });
    p.removed = removed;
    p.origin = start;
  }
  p.input = out.value;
  p.start = 0;
  p.end = out.value.length;
  p.pointer = 0;
}

/**
 * `input` without ASCII tab or newline (#concept-basic-url-parser step 3), for the
 * setters' whole-buffer forms (override-splice.ts), which report nothing and so need no
 * map back to the caller's offsets.
 */
export function removeTabsAndNewlines(input: string): string {
  if (!hasASCIITabOrNewline(input, 0, input.length)) return input;
  // As in prepareInput: lone surrogates are U+FFFD before two can meet across a tab.
  input = wellFormed(input);
  return withoutTabsAndNewlines(input, 0, input.length, false).value;
}

/** `input` with lone surrogates replaced by U+FFFD (the same string when there are none). */
function wellFormed(input: string): string {
  return input.isWellFormed() ? input : input.toWellFormed();
}
