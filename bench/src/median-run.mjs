// @ts-check
// `--runs=N`: a suite run N times, each in a fresh process, reported as the median run.
//
// Why: on a virtual machine, a process's speed depends on where its memory lands. The
// same build, in consecutive processes on an idle machine, ran the recognizer at 128–135
// ns/URL in six processes and 216–227 in two (a memory-bound loop showed the same two
// modes: 13 ms or 19 ms); within one process the mode holds. A single process therefore
// reports one draw of that lottery, and the issue's goals ask for the median of 3 runs.
//
// Each table (a "## " section of a suite's output) is taken whole from the run whose goal
// figure for that table is the median of the runs' (so every row of a table comes from one
// process, where all contenders met the same memory), and a line lists every run's figure
// (one more line per further goal of the table). A table without a goal is taken from the
// first run.

/** The figure a goal line reports: "goal: … (ours/node ≤ 1.00×): 1.13× (…)" → 1.13. */
const GOAL_FIGURE = /^goal: .*\): (\d+(?:\.\d+)?)×/;

/**
 * Splits a suite's output into its preamble and its "## " sections.
 * @param {string} text
 * @returns {{ preamble: string, sections: { title: string, text: string }[] }}
 */
function sectionsOf(text) {
  const preamble = [];
  /** @type {{ title: string, lines: string[] }[]} */
  const sections = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) sections.push({ title: line, lines: [line] });
    else if (sections.length === 0) preamble.push(line);
    else /** @type {{ lines: string[] }} */ (sections.at(-1)).lines.push(line);
  }
  return { preamble: preamble.join('\n'), sections: sections.map((s) => ({ title: s.title, text: s.lines.join('\n') })) };
}

/**
 * Every goal figure of a section, in the order its goal lines come.
 * @param {string} section
 * @returns {number[]}
 */
function goalFigures(section) {
  const figures = [];
  for (const line of section.split('\n')) {
    const m = GOAL_FIGURE.exec(line);
    if (m) figures.push(Number(m[1]));
  }
  return figures;
}

/**
 * The first goal figure of a section, or NaN when it states none.
 * @param {string} section
 */
function goalFigure(section) {
  return goalFigures(section)[0] ?? NaN;
}

/**
 * One output from N outputs of the same suite: each section from the run with the median
 * goal figure, followed by a line naming every run's figure.
 * @param {string[]} outputs
 * @returns {string}
 */
export function medianRun(outputs) {
  if (outputs.length === 1) return /** @type {string} */ (outputs[0]);
  const runs = outputs.map(sectionsOf);
  const first = /** @type {{ preamble: string, sections: { title: string, text: string }[] }} */ (runs[0]);
  const parts = [first.preamble];
  for (const [k, section] of first.sections.entries()) {
    /** @type {{ title: string, text: string }[]} */
    const same = [];
    for (const r of runs) {
      const s = r.sections[k];
      if (s !== undefined && s.title === section.title) same.push(s);
    }
    const figures = same.map((s) => goalFigure(s.text));
    if (same.length !== runs.length || figures.some((f) => Number.isNaN(f))) {
      parts.push(section.text);
      continue;
    }
    const order = figures.map((f, i) => ({ f, i })).sort((a, b) => a.f - b.f);
    const chosen = /** @type {{ f: number, i: number }} */ (order[(order.length - 1) >> 1]);
    const text = /** @type {{ text: string }} */ (same[chosen.i]).text.replace(/\n+$/, '');
    // A table's further goals (say, one row's own bound) are read from the same run; every
    // run's figure for them is listed too, so that their spread is not hidden.
    const further = same.map((s) => goalFigures(s.text).slice(1));
    const furtherLines = (further[0] ?? []).map(
      (_, g) => `\nruns: goal ${g + 2} figure ${further.map((f) => (f[g] === undefined ? '—' : `${f[g].toFixed(2)}×`)).join(', ')}`,
    );
    parts.push(
      `${text}\nruns: goal figure ${figures.map((f) => `${f.toFixed(2)}×`).join(', ')} in ${runs.length} processes; this table is run ${chosen.i + 1}'s, the median${furtherLines.join('')}\n`,
    );
  }
  return parts.join('\n');
}
