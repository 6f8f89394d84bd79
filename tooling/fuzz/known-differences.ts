// Differences from whatwg-url 17.3 that are adjudicated: each one is where url.bs (July
// 2026) says what we do, with the step. A disagreement explained here is counted, not
// reported; everything else is a bug until adjudicated and added here with its step.
// None today: the search setter's list (issue 48: we now fill it from the query, as
// whatwg-url does) and Unicode 17.0.0's unassigned code points (@x/idna is on Unicode
// 18.0.0, as whatwg-url's tr46 7.0.0 is) were the last two.
import type { Case } from './cases';
import type { Transcript } from './execute';

export interface KnownDifference {
  readonly id: string;
  /** The url.bs step that decides, and what the other implementation does instead. */
  readonly why: string;
  /**
   * The index of the step from which this difference may change what is observed, or -1
   * when it does not apply to the case. Transcripts are compared up to that step.
   */
  from(c: Case): number;
  /** A minimal case showing the difference: the fuzzer checks at start that it still differs and is explained. */
  readonly example: Case;
}

export const KNOWN_DIFFERENCES: readonly KnownDifference[] = [];

/** The known difference that explains why `ours` and `theirs` differ on `c`, if one does. */
export function explain(c: Case, ours: Transcript, theirs: Transcript): KnownDifference | undefined {
  for (const d of KNOWN_DIFFERENCES) {
    const from = d.from(c);
    if (from === -1) continue;
    let same = true;
    for (let i = 0; i < from; i++) {
      if (ours[i] !== theirs[i]) {
        same = false;
        break;
      }
    }
    if (same) return d;
  }
  return undefined;
}
