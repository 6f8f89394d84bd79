// The viewer's HTML for a ViewModel: the input with each validation error highlighted at
// its position, our attributes beside the platform's (differences marked), the host kind,
// registrable domain and rendering, and each error explained. Every piece of input is
// escaped: the page shows hostile URLs as text.
import type { ShownError, ViewModel } from './analyze';

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

/** Control code points shown as visible pictures (U+2400 block) so that their position can be seen. */
function visible(ch: string): string {
  const c = ch.codePointAt(0) ?? 0;
  if (c < 0x20) return String.fromCodePoint(0x2400 + c);
  if (c === 0x7f) return '\u2421';
  return ch;
}

/**
 * The input as HTML, each code unit range an error covers inside a <mark> naming the
 * errors (numbered as in the list); an error at the end of the input gets a caret.
 */
export function markedInput(input: string, errors: readonly ShownError[]): string {
  const at: number[][] = Array.from({ length: input.length + 1 }, () => []);
  errors.forEach((e, n) => {
    const end = Math.max(e.end, e.index + 1);
    for (let i = e.index; i < Math.min(end, input.length + 1); i++) at[i]?.push(n + 1);
  });
  let html = '';
  let i = 0;
  while (i <= input.length) {
    const key = (at[i] ?? []).join(' ');
    let j = i + 1;
    while (j <= input.length && (at[j] ?? []).join(' ') === key) j++;
    const text = i >= input.length ? '' : [...input.slice(i, Math.min(j, input.length))].map(visible).join('');
    const shown = escapeHTML(text) + (j > input.length && key !== '' ? '<span class="caret">‸</span>' : '');
    html += key === '' ? shown : `<mark data-errors="${key}" title="error ${key.replaceAll(' ', ', ')}">${shown}</mark>`;
    i = j;
  }
  return html;
}

const cell = (v: string | null): string => (v === null ? '<td class="none">—</td>' : `<td><code>${escapeHTML(v)}</code></td>`);

export function renderView(m: ViewModel): string {
  const parts: string[] = [];
  parts.push(`<p class="input">${markedInput(m.input, m.errors)}</p>`);
  parts.push(
    `<p class="verdict">ours: ${m.oursFailure === null ? '<b class="ok">parsed</b>' : `<b class="fail">${escapeHTML(m.oursFailure)}</b>`}` +
      ` · browser: ${m.platformFailure === null ? '<b class="ok">parsed</b>' : `<b class="fail">${escapeHTML(m.platformFailure)}</b>`}</p>`,
  );
  parts.push('<table class="attributes"><thead><tr><th>attribute</th><th>@x/url</th><th>this browser\'s URL</th><th></th></tr></thead><tbody>');
  for (const a of m.attributes) {
    parts.push(`<tr${a.differs ? ' class="differs"' : ''}><th>${a.name}</th>${cell(a.ours)}${cell(a.platform)}<td>${a.differs ? '≠' : ''}</td></tr>`);
  }
  parts.push('</tbody></table>');
  if (m.oursFailure === null) {
    parts.push(
      `<dl class="details"><dt>host kind</dt><dd>${escapeHTML(m.hostKind ?? 'none')}</dd>` +
        `<dt>registrable domain</dt><dd>${escapeHTML(m.registrableDomain ?? '—')}</dd>` +
        `<dt>rendered for a person</dt><dd><bdi dir="ltr">${escapeHTML(m.rendered ?? '')}</bdi></dd></dl>`,
    );
  }
  if (m.errors.length === 0) parts.push('<p class="errors">validation errors: none</p>');
  else {
    parts.push(`<ol class="errors">`);
    for (const e of m.errors) {
      const span = e.end > e.index + 1 ? `${e.index}..${e.end}` : `${e.index}`;
      parts.push(
        `<li><b>${escapeHTML(e.type)}</b> at ${span}${e.fatal ? ' <i>(fatal)</i>' : ''}` +
          (e.description === '' ? '' : `<br><span class="description">${escapeHTML(e.description)}</span>`) +
          (e.failure === '' ? '' : ` <span class="failure">Failure: ${escapeHTML(e.failure)}</span>`) +
          '</li>',
      );
    }
    parts.push('</ol>');
  }
  return parts.join('\n');
}
