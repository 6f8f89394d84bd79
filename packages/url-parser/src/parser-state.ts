// The basic URL parser's variables (#concept-basic-url-parser) and its input handling.
import type { Encoder } from '@x/percent-encoding';
import { checkURLUnits } from './code-points';
import { anchorShape } from './shape-anchor';
import { URLBuilder } from './url-builder';
import type { URLRecord } from './url-record';
import type { ReportFn, URLValidationErrorType } from './validation-error';

/** State numbers; the public names (spec's) are in state-override.ts. */
export const S = /* @__PURE__ */ Object.freeze({
  SchemeStart: 1,
  Scheme: 2,
  NoScheme: 3,
  SpecialRelativeOrAuthority: 4,
  PathOrAuthority: 5,
  Relative: 6,
  RelativeSlash: 7,
  SpecialAuthoritySlashes: 8,
  SpecialAuthorityIgnoreSlashes: 9,
  Authority: 10,
  Host: 11,
  Hostname: 12,
  Port: 13,
  File: 14,
  FileSlash: 15,
  FileHost: 16,
  PathStart: 17,
  Path: 18,
  OpaquePath: 19,
  Query: 20,
  Fragment: 21,
} as const);
export type State = (typeof S)[keyof typeof S];

/** What a state returns to the loop. */
export const CONTINUE = 0;
export const FAILURE = 1;
/** "Return" with a state override: the url has been modified in place. */
export const RETURN = 2;
export type StepResult = typeof CONTINUE | typeof FAILURE | typeof RETURN;

/** The EOF code point. */
export const EOF = -1;

export class ParserState {
  /** The input after trimming and tab/newline removal is `input[start, end)`. */
  input: string;
  start: number;
  end: number;
  pointer: number;
  state: State;
  /** Start of the buffer in `input`, or -1 when the buffer is the empty string. */
  bufferStart = -1;
  readonly url: URLBuilder;
  readonly base: URLRecord | null;
  /** 0 when no state override is given. */
  readonly stateOverride: State | 0;
  /** null means UTF-8. */
  encoder: Encoder | null;
  readonly report: ReportFn | undefined;
  /** Original indices of removed tab/newlines (only kept when reporting). */
  removed: number[] | null = null;
  /** Original index of input[0] when `removed` is set. */
  origin = 0;

  constructor(
    input: string,
    url: URLBuilder,
    base: URLRecord | null,
    stateOverride: State | 0,
    encoder: Encoder | null,
    report: ReportFn | undefined,
  ) {
    this.input = input;
    this.start = 0;
    this.end = input.length;
    this.pointer = 0;
    this.state = stateOverride === 0 ? S.SchemeStart : stateOverride;
    this.url = url;
    this.base = base;
    this.stateOverride = stateOverride;
    this.encoder = encoder;
    this.report = report;
  }

  /** The caller's index for position `i` of `input` (undoes trimming and tab/newline removal). */
  originalIndex(i: number): number {
    const removed = this.removed;
    if (removed === null) return i;
    // removed[k] - k is non-decreasing: count the removed positions before i's original.
    const target = this.origin + i;
    let lo = 0;
    let hi = removed.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((removed[mid] as number) - mid <= target) lo = mid + 1;
      else hi = mid;
    }
    return target + lo;
  }

  /**
   * Reports invalid-URL-unit for input[from, to) (checkURLUnits) — call only when
   * `report` is set. A method, so that the states calling it hold no closure: a function
   * with an arrow function over its `p` allocates a context on every call, even when the
   * branch making the arrow function never runs.
   */
  reportURLUnits(from: number, to: number): void {
    checkURLUnits(this.input, from, to, this.end, (at, n) => this.error('invalid-URL-unit', at, at + n));
  }

  /** Reports a validation error spanning input[index, end) — call only when `report` is set. */
  error(type: URLValidationErrorType, index: number, end: number, fatal = false): void {
    const report = this.report;
    if (report === undefined) return;
    // An error at the EOF code point is an empty span at the end of the input.
    const e = end < this.end ? end : this.end;
    const from = index < this.end ? this.originalIndex(index) : this.originalIndex(this.end - 1) + 1;
    const to = e > index ? this.originalIndex(e - 1) + 1 : from;
    report({ type, index: from, end: to, fatal });
  }
}

// A parser state in its final shape, held so that major collections keep its hidden class
// (see shape-anchor.ts).
anchorShape(new ParserState('', new URLBuilder(), null, 0, null, undefined));
