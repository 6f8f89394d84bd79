// Shrinks a case on which the implementations disagree (and no known difference explains
// it) to a small one that still does: drop steps, drop the base, then cut every string by
// halves, quarters, … down to single code units (delta debugging). Bounded, so a
// pathological case still ends.
import type { Case, ParamsOp, URLCase } from './cases';

const MAX_TRIES = 5_000;

/** Smaller versions of `s`: chunks removed, largest chunks first. */
function* cuts(s: string): Generator<string> {
  for (let size = s.length >> 1; size >= 1; size >>= 1) {
    for (let at = 0; at + size <= s.length; at += size) yield s.slice(0, at) + s.slice(at + size);
  }
  if (s.length === 1) yield '';
}

/** Every one-step-smaller variant of `c`. */
function* variants(c: Case): Generator<Case> {
  if (c.kind === 'url') {
    for (let i = 0; i < c.sets.length; i++) yield { ...c, sets: c.sets.filter((_, j) => j !== i) };
    if (c.base !== null) yield { ...c, base: null };
    for (const input of cuts(c.input)) yield { ...c, input };
    for (let i = 0; i < c.sets.length; i++) {
      const [what, v] = c.sets[i] as URLCase['sets'][number];
      for (const w of cuts(v)) yield { ...c, sets: c.sets.map((s, j) => (j === i ? ([what, w] as const) : s)) };
    }
    return;
  }
  for (let i = 0; i < c.ops.length; i++) yield { ...c, ops: c.ops.filter((_, j) => j !== i) };
  for (const init of cuts(c.init)) yield { ...c, init };
  for (let i = 0; i < c.ops.length; i++) {
    const op = c.ops[i] as ParamsOp;
    for (let a = 1; a < op.length; a++) {
      for (const w of cuts(op[a] as string)) {
        const next = [...op] as unknown as ParamsOp;
        (next as unknown as string[])[a] = w;
        yield { ...c, ops: c.ops.map((o, j) => (j === i ? next : o)) };
      }
    }
  }
}

/** The smallest case found that still `fails`. */
export function shrink(c: Case, fails: (c: Case) => boolean): Case {
  let best = c;
  let tries = 0;
  let progress = true;
  while (progress && tries < MAX_TRIES) {
    progress = false;
    for (const v of variants(best)) {
      if (++tries > MAX_TRIES) break;
      if (fails(v)) {
        best = v;
        progress = true;
        break;
      }
    }
  }
  return best;
}
