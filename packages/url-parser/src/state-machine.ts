// The basic URL parser's state machine (#concept-basic-url-parser): input preparation
// (steps 1–3) and the loop over the states. Every route of a parse ends here or in the
// recognizer (fast-path.ts); see basic-url-parser.ts for the routes.
import { codeUnitAt } from './code-unit';
import { CLASS, C_C0_SPACE } from './code-points';
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

/** Runs at least this long are appended as slices; shorter ones are copied into the chunk. */
const SLICE_RUN = 64;
/** Code units per chunk string, at most. */
const CHUNK = 8192;

/**
 * input[start, end) without ASCII tab or newline (#concept-basic-url-parser step 3), and
 * where each removed one was when `keepIndices`. Short runs between them are copied into
 * one reused chunk, long runs appended as slices: appending every run with `+=` made a
 * cons string per run ("a\t" × 5 million: 380 MB and 1.7 s).
 */
function withoutTabsAndNewlines(input: string, start: number, end: number, keepIndices: boolean): { value: string; removed: number[] | null } {
  const removed: number[] | null = keepIndices ? [] : null;
  // Never longer than the range: a short input with one tab allocates a few bytes, not 16 KB.
  const chunk = new Uint16Array(Math.min(CHUNK, end - start));
  let n = 0;
  let out = '';
  let runStart = start;
  for (let i = start; i <= end; i++) {
    const c = i < end ? codeUnitAt(input, i) : 0x09;
    if (c !== 0x09 && c !== 0x0a && c !== 0x0d) continue;
    if (removed !== null && i < end) removed.push(i);
    if (i - runStart >= SLICE_RUN || n + (i - runStart) > chunk.length) {
      if (n > 0) out += String.fromCharCode.apply(null, chunk.subarray(0, n) as unknown as number[]);
      n = 0;
    }
    if (i - runStart >= SLICE_RUN) {
      out += input.slice(runStart, i);
    } else {
      for (let k = runStart; k < i; k++) chunk[n++] = codeUnitAt(input, k);
    }
    runStart = i + 1;
  }
  if (n > 0) out += String.fromCharCode.apply(null, chunk.subarray(0, n) as unknown as number[]);
  return { value: out, removed };
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
  let tab = input.indexOf('\t', start);
  let lf = input.indexOf('\n', start);
  let cr = input.indexOf('\r', start);
  if (tab >= end) tab = -1;
  if (lf >= end) lf = -1;
  if (cr >= end) cr = -1;
  if (tab === -1 && lf === -1 && cr === -1) {
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
  if (input.indexOf('\t') === -1 && input.indexOf('\n') === -1 && input.indexOf('\r') === -1) return input;
  // As in prepareInput: lone surrogates are U+FFFD before two can meet across a tab.
  input = wellFormed(input);
  return withoutTabsAndNewlines(input, 0, input.length, false).value;
}

/** `input` with lone surrogates replaced by U+FFFD (the same string when there are none). */
function wellFormed(input: string): string {
  return input.isWellFormed() ? input : input.toWellFormed();
}
