// removeTabsAndNewlines (state-machine.ts) copies short runs into a chunk and appends long
// ones as slices: the result against a plain reference on random strings with runs of
// every length around both thresholds (64-unit runs, 8,192-unit chunks). Fixed seed.
import { rng } from '@x/tooling/random';
import { expect, test } from 'vitest';
import { removeTabsAndNewlines } from '../src/state-machine';

const reference = (s: string): string => s.toWellFormed().split('\t').join('').split('\n').join('').split('\r').join('');

test('same string as removing each tab and newline one by one (seed 20261125)', () => {
  const r = rng(20261125);
  const units = ['a', 'é', '€', '💩', '\uD800', '\uDC00'];
  for (let k = 0; k < 300; k++) {
    let s = '';
    const pieces = 1 + Math.floor(r() * 40);
    for (let p = 0; p < pieces; p++) {
      const run = r() < 0.2 ? Math.floor(r() * 10000) : Math.floor(r() * 130);
      const unit = units[Math.floor(r() * units.length)] as string;
      s += unit.repeat(Math.ceil(run / unit.length)) + ['\t', '\n', '\r', '\t\n'][Math.floor(r() * 4)];
    }
    expect(removeTabsAndNewlines(s) === reference(s), `case ${k}`).toBe(true);
  }
});
