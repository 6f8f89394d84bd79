// Differences from whatwg-url 17.3 that are adjudicated: each one is where url.bs (July
// 2026) says what we do, with the step. A disagreement explained here is counted, not
// reported; everything else is a bug until adjudicated and added here with its step.
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
}

export const KNOWN_DIFFERENCES: readonly KnownDifference[] = [
  {
    id: 'search-setter-query-object-from-raw-input',
    why:
      'url.bs #dom-url-search, setter step 5: "Set this\'s query object\'s list to the result of parsing input", ' +
      'where input is the setter\'s value before the basic URL parser removed its tabs and newlines: ' +
      'u.search = "\\t" gives searchParams "%09=". whatwg-url 17.3 (and Node) parse the query after tab removal.',
    from(c) {
      if (c.kind !== 'url') return -1;
      // Transcript line k + 1 is the state after set k.
      const k = c.sets.findIndex(([what, v]) => what === 'search' && /[\t\n\r]/.test(v));
      return k === -1 ? -1 : k + 1;
    },
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
