// The in-place merge sort of URLSearchParams' flat list against the engine's stable
// Array#sort of the pairs (ES2019: stable), on lists long and short, with few distinct
// names (long runs of ties) and with many (fixed seed).
import { rng, pick } from '@x/tooling/random';
import { describe, expect, test } from 'vitest';
import { sortedByName } from '../src/sort-by-name';

const NAMES = ['', 'a', 'b', 'a', 'ab', 'B', '\uD800', '\uDC00', '\uFFFD', '💩', 'é', ' '];

describe('sortedByName', () => {
  test('equals a stable sort of the pairs by code units', () => {
    const r = rng(0x50f7);
    for (let run = 0; run < 3000; run++) {
      // Short lists, long ones, and (the last 20) lists of 4,096 tuples or more, whose
      // offsets sort in a typed array.
      const n = run < 2500 ? Math.floor(r() * 40) : run < 2980 ? Math.floor(r() * 3000) : 4096 + Math.floor(r() * 4000);
      // Every third run: names of up to three units, mostly distinct on long lists.
      const name = run % 3 === 2 ? () => Array.from({ length: Math.floor(r() * 4) }, () => pick(r, NAMES)).join('') : () => pick(r, NAMES);
      const pairs: Array<[string, string]> = Array.from({ length: n }, (_, i) => [name(), String(i)]);
      const list = pairs.flat();
      const sorted = sortedByName(list);
      const expected = [...pairs].sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0)).flat();
      expect(sorted).toEqual(expected);
      // In place: the list itself, no second list.
      expect(sorted).toBe(list);
    }
  });
});
