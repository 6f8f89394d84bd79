// Differences from whatwg-url 17.3 that are adjudicated: each one is where url.bs (July
// 2026) says what we do, with the step. A disagreement explained here is counted, not
// reported; everything else is a bug until adjudicated and added here with its step.
import type { Case } from './cases';
import type { Transcript } from './execute';
import { holdsDisputedCodePoint } from './unicode-17-unassigned';

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

export const KNOWN_DIFFERENCES: readonly KnownDifference[] = [
  {
    id: 'idna-unicode-17-unassigned',
    why:
      'url.bs #concept-domain-to-ascii step 6 runs UTS #46 ToASCII, whose validity criteria allow only "valid" and ' +
      '"deviation" code points; a code point unassigned in Unicode 17.0.0 is "disallowed" (UTS #46 section 6, ' +
      'step 6.2). whatwg-url 17.3\'s tr46 7.0.0 gives some of them other statuses (U+18E00..U+19191 "valid"), ' +
      'so "http:xn--0x7f.💩" (xn--0x7f decodes to U+190EA) parses there and fails here, as in Node 26 (ICU 78).',
    from(c) {
      const strings = c.kind === 'url' ? [c.input, c.base ?? '', ...c.sets.map(([, v]) => v)] : [];
      return strings.some(holdsDisputedCodePoint) ? 0 : -1;
    },
    example: { kind: 'url', input: 'http:xn--0x7f.💩', base: null, sets: [] },
  },
];

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
