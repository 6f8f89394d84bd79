// Issue 46: every allowlisted regular expression of the parser's scans (fast-path-scan.ts)
// at V8's maximum string length, on the strings that drive it furthest: each ends where
// it must and none throws. PATH_RUN, SPECIAL_RUN and SEGMENTS_RUN repeat a group; an
// unbounded repetition kept a backtrack-stack entry per "/" and overflowed the engine's
// stack (RangeError "Maximum call stack size exceeded") at about 3.35 million segments.
import { constants } from 'node:buffer';
import { describe, expect, test } from 'vitest';
import {
  authorityStop,
  fragmentStop,
  hostStop,
  opaqueStop,
  pathRun,
  queryStop,
  segmentsRun,
  SEGMENTS_PER_CALL,
  specialRun,
  urlUnitStop,
} from '../src/fast-path-scan';

const MAX = constants.MAX_STRING_LENGTH;

/**
 * `head`, then `unit` repeated, to exactly `length` code units (the last repetition cut
 * short): filled as bytes, one string in one step (String.prototype.repeat and slice take
 * several times as long at this size).
 */
function filled(head: string, unit: string, length: number): string {
  const bytes = Buffer.alloc(length, unit, 'latin1');
  bytes.write(head, 0, 'latin1');
  return bytes.toString('latin1');
}

/** Each test builds strings of the maximum length: seconds, not milliseconds. */
const SLOW = { timeout: 300_000 };

describe(`the scans at the maximum string length (${MAX} code units)`, () => {
  test('the segment runs read every segment of "a/" to the end', SLOW, () => {
    // "http://h/" is 9 code units: the fill goes on "a/a/…" from there.
    const url = filled('http://h/', 'a/', MAX);
    expect(specialRun(url)).toBe(MAX);
    expect(pathRun(url, 8)).toBe(MAX);
    expect(segmentsRun(url, 9)).toBe(MAX);
  });

  test('the segment runs stop at the first segment that starts with "." or "%", past the bound', SLOW, () => {
    // The group's bound ends a native match early; the run goes on from there.
    const head = `http://h/${'a/'.repeat(SEGMENTS_PER_CALL * 3 + 1)}`;
    const url = filled(`${head}.x/`, 'a/', MAX);
    expect(specialRun(url)).toBe(head.length);
    expect(pathRun(url, 8)).toBe(head.length);
    expect(segmentsRun(url, 9)).toBe(head.length);
  });

  test('the single-class stops run to the end on code units they keep', SLOW, () => {
    const q = filled('', 'a=b&', MAX);
    expect(queryStop(q, 0, true)).toBe(MAX);
    expect(queryStop(q, 0, false)).toBe(MAX);
    expect(fragmentStop(q, 0)).toBe(MAX);
    expect(urlUnitStop(q, 0)).toBe(MAX);
    expect(opaqueStop(q, 0)).toBe(MAX);
    expect(authorityStop(q, 0, true)).toBe(MAX);
    expect(hostStop(filled('', 'a.', MAX), 0)).toBe(MAX);
  });
});
