// The viewer's HTML for a ViewModel: the input (and the base) with each validation error
// highlighted at its position and numbered, our attributes beside the platform's
// (differences marked), the host kind, registrable domain and rendering, and each error
// explained. Every piece of input is escaped: the page shows hostile URLs as text. A
// pasted megabyte stays quick: at most SHOWN_UNITS code units of an input are drawn and
// MAX_ERRORS errors marked and listed, the rest counted (limits.ts).
import { codePointLabel, isInvisibleCodePoint } from '../../packages/url/src/invisible';
import type { ShownError, ViewModel } from './analyze';
import { MAX_ERRORS, SHOWN_UNITS } from './limits';

export function escapeHTML(s: string): string {
  let out = '';
  for (const ch of s) {
    if (ch === '&') out += '&amp;';
    else if (ch === '<') out += '&lt;';
    else if (ch === '>') out += '&gt;';
    else if (ch === '"') out += '&quot;';
    else if (ch === "'") out += '&#39;';
    else out += ch;
  }
  return out;
}

/**
 * A code point made visible, as HTML: controls as their pictures (U+2400 block), invisible
 * and bidi code points by name ("⟨U+200B⟩"), so that an error's mark has something in it.
 */
function visible(ch: string): string {
  const c = ch.codePointAt(0) ?? 0;
  if (c < 0x20) return String.fromCodePoint(0x2400 + c);
  if (c === 0x7f) return '\u2421';
  if (isInvisibleCodePoint(c)) return `<span class="invisible">${codePointLabel(c)}</span>`;
  return escapeHTML(ch);
}

/** `s` cut at SHOWN_UNITS code units (never inside a surrogate pair), and how many were left out. */
function cut(s: string): { text: string; rest: number } {
  if (s.length <= SHOWN_UNITS) return { text: s, rest: 0 };
  let n = SHOWN_UNITS;
  const last = s.charCodeAt(n - 1);
  if (last >= 0xd800 && last <= 0xdbff) n--;
  return { text: s.slice(0, n), rest: s.length - n };
}

const more = (rest: number): string => (rest === 0 ? '' : `<span class="more">… ${rest.toLocaleString('en')} more code units</span>`);

/**
 * The input as HTML, each code unit range an error covers inside a <mark> naming the
 * errors, and after the end of each error's range its number, linked to the list (ids
 * `${prefix}-error-N`); an error at the end of the input gets a caret. Only the first
 * MAX_ERRORS errors and SHOWN_UNITS code units are drawn.
 */
export function markedInput(input: string, errors: readonly ShownError[], prefix = 'input'): string {
  const { text: shownInput, rest } = cut(input);
  const length = shownInput.length;
  const at: number[][] = Array.from({ length: length + 1 }, () => []);
  const endsAt: number[][] = Array.from({ length: length + 1 }, () => []);
  const mark = (n: number, index: number, errorEnd: number): void => {
    if (index > length) return;
    const end = Math.min(Math.max(errorEnd, index + 1), length + 1);
    for (let i = index; i < end; i++) at[i]?.push(n);
    endsAt[end - 1]?.push(n);
  };
  errors.slice(0, MAX_ERRORS).forEach((e, n) => {
    mark(n + 1, e.index, e.end);
    if (e.also !== undefined) mark(n + 1, e.also[0], e.also[1]);
  });
  let html = '';
  let i = 0;
  while (i <= length) {
    const key = (at[i] ?? []).join(' ');
    let j = i + 1;
    while (j <= length && (at[j] ?? []).join(' ') === key && (endsAt[j - 1] ?? []).length === 0) j++;
    let text = '';
    for (let k = i; k < Math.min(j, length); ) {
      const cp = shownInput.codePointAt(k) ?? 0;
      const units = cp > 0xffff ? 2 : 1;
      text += visible(shownInput.slice(k, k + units));
      k += units;
    }
    const shown = text + (j > length && key !== '' ? '<span class="caret">‸</span>' : '');
    html += key === '' ? shown : `<mark data-errors="${key}" title="error ${key.replaceAll(' ', ', ')}">${shown}</mark>`;
    const ending = endsAt[j - 1] ?? [];
    if (ending.length > 0) html += `<sup class="n">${ending.map((n) => `<a href="#${prefix}-error-${n}">${n}</a>`).join(',')}</sup>`;
    i = j;
  }
  return html + more(rest);
}

function cell(v: string | null): string {
  if (v === null) return '<td class="none">—</td>';
  const { text, rest } = cut(v);
  return `<td><code>${escapeHTML(text)}</code>${more(rest)}</td>`;
}

/** The numbered list of errors (ids `${prefix}-error-N`), at most MAX_ERRORS of them. */
function errorList(errors: readonly ShownError[], prefix: string, label: string): string {
  if (errors.length === 0) return `<p class="errors ${prefix}-errors">${label}: none</p>`;
  const parts = [`<p class="errors-label">${label}: ${errors.length}</p>`, `<ol class="errors ${prefix}-errors">`];
  errors.slice(0, MAX_ERRORS).forEach((e, n) => {
    const span = e.end > e.index + 1 ? `${e.index}..${e.end}` : `${e.index}`;
    parts.push(
      `<li id="${prefix}-error-${n + 1}"><b>${escapeHTML(e.type)}</b> at ${span}${e.fatal ? ' <i>(fatal)</i>' : ''}` +
        (e.description === '' ? '' : `<br><span class="description">${escapeHTML(e.description)}</span>`) +
        (e.failure === '' ? '' : ` <span class="failure">Failure: ${escapeHTML(e.failure)}</span>`) +
        '</li>',
    );
  });
  parts.push('</ol>');
  if (errors.length > MAX_ERRORS) parts.push(`<p class="more">… and ${(errors.length - MAX_ERRORS).toLocaleString('en')} more validation errors</p>`);
  return parts.join('\n');
}

export function renderView(m: ViewModel): string {
  const parts: string[] = [];
  parts.push(`<p class="input">${markedInput(m.input, m.errors, 'input')}</p>`);
  if (m.base !== '') parts.push(`<p class="base-input"><span class="label">base</span> ${markedInput(m.base, m.baseErrors, 'base')}</p>`);
  parts.push(
    `<p class="verdict">ours: ${m.oursFailure === null ? '<b class="ok">parsed</b>' : `<b class="fail">${escapeHTML(m.oursFailure)}</b>`}` +
      ` · browser: ${m.platformFailure === null ? '<b class="ok">parsed</b>' : `<b class="fail">${escapeHTML(m.platformFailure)}</b>`}</p>`,
  );
  parts.push('<table class="attributes"><thead><tr><th>attribute</th><th>@x/url</th><th>this browser\'s URL</th><th></th></tr></thead><tbody>');
  for (const a of m.attributes) {
    const note = a.differs ? '<td class="note">≠ <span class="standard">the standard gives ours</span></td>' : '<td></td>';
    parts.push(`<tr${a.differs ? ' class="differs"' : ''}><th>${a.name}</th>${cell(a.ours)}${cell(a.platform)}${note}</tr>`);
  }
  parts.push('</tbody></table>');
  if (m.oursFailure === null) {
    const site = m.registrableDomain === null ? '—' : escapeHTML(m.registrableDomain) + (m.registrableDomainUnicode === null ? '' : ` <bdi class="unicode">(${escapeHTML(m.registrableDomainUnicode)})</bdi>`);
    parts.push(
      `<dl class="details"><dt>host kind</dt><dd>${escapeHTML(m.hostKind ?? 'none')}</dd>` +
        `<dt>registrable domain</dt><dd>${site}</dd>` +
        `<dt>rendered for a person</dt><dd><bdi dir="ltr">${escapeHTML(cut(m.rendered ?? '').text)}</bdi></dd></dl>`,
    );
  }
  if (m.base !== '') parts.push(errorList(m.baseErrors, 'base', 'base validation errors'));
  // A base that fails leaves the input unparsed: no "none" for errors never looked for.
  if (m.oursFailure !== 'the base URL does not parse') parts.push(errorList(m.errors, 'input', 'validation errors'));
  return parts.join('\n');
}
