// removeTabsAndNewlines (state-machine.ts) drops tab and newline bytes from the UTF-8 of
// 16,384-unit pieces: the result against a plain reference on random strings with runs of
// every length, and with each shape that could break at a piece boundary. Fixed seed.
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

test('a piece boundary inside a surrogate pair, at a BOM, at a tab or at a lone surrogate', () => {
  const PIECE = 1 << 14;
  for (const shape of ['💩', '\uFEFF', '\t', '\r\n', '\uD800', '\uDC00', '\uD800\t\uDC00', 'é\t']) {
    for (let shift = -3; shift <= 3; shift++) {
      const s = 'a'.repeat(PIECE + shift - 1) + shape + '\t' + '€'.repeat(PIECE) + '\n💩';
      expect(removeTabsAndNewlines(s) === reference(s), `${JSON.stringify(shape)} at ${shift}`).toBe(true);
    }
  }
});

test('short strings (joined run by run) and strings just past that length agree (seed 20261126)', () => {
  const r = rng(20261126);
  const units = ['a', 'é', '💩', '\uD800', '\uDC00', '\t', '\n', '\r'];
  for (const length of [0, 1, 2, 3, 17, 511, 512, 513, 514, 900]) {
    for (let k = 0; k < 40; k++) {
      let s = '';
      while (s.length < length) s += units[Math.floor(r() * units.length)] as string;
      s = s.slice(0, length);
      // Without a tab or newline the input comes back as it is (lone surrogates too).
      const expected = /[\t\n\r]/.test(s) ? reference(s) : s;
      expect(removeTabsAndNewlines(s) === expected, `${length} #${k}: ${JSON.stringify(s.slice(0, 40))}`).toBe(true);
    }
  }
  expect(removeTabsAndNewlines('\t\n\r')).toBe('');
  expect(removeTabsAndNewlines('h\tt\nt\rp://a')).toBe('http://a');
});
