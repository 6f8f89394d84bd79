// The live viewer: what it shows for an input (analyze), how it shows it (renderView:
// errors marked at their positions, everything escaped), the one-file build, and the server.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { URL as WhatwgURL } from 'whatwg-url';
import { describe, expect, it } from 'vitest';
import { analyze } from '../src/analyze';
import { MAX_ERRORS, SHOWN_UNITS } from '../src/limits';
import { markedInput, renderView } from '../src/render';
import { buildViewer } from '../scripts/build.mjs';

describe('analyze', () => {
  it('our attributes beside the platform URL, errors with positions and the standard\'s words', () => {
    const input = 'https://user@EXAMPLE.com:443/a b';
    const m = analyze(input, '', WhatwgURL);
    expect(m.oursFailure).toBeNull();
    expect(m.platformFailure).toBeNull();
    expect(m.attributes.find((a) => a.name === 'href')).toEqual({ name: 'href', ours: 'https://user@example.com/a%20b', platform: 'https://user@example.com/a%20b', differs: false });
    expect(m.attributes.some((a) => a.differs)).toBe(false);
    expect(m.hostKind).toBe('domain');
    expect(m.registrableDomain).toBe('example.com');
    expect(m.rendered).toBe('https://example.com/a%20b');
    expect(m.errors.map((e) => [e.type, e.index])).toEqual([
      ['invalid-credentials', 12],
      ['invalid-URL-unit', input.indexOf(' ')],
    ]);
    expect(m.errors[0]?.description).toMatch(/credentials/i);
  });

  it('marks the attributes where the platform differs', () => {
    class Other {
      readonly fake = true;
      constructor(input: string) {
        Object.assign(this, Object.fromEntries(['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'].map((k) => [k, k === 'pathname' ? '/other' : String(new WhatwgURL(input)[k as 'href'])])));
      }
    }
    const m = analyze('https://example.com/x', '', Other);
    expect(m.attributes.filter((a) => a.differs).map((a) => a.name)).toEqual(['pathname']);
  });

  it('failures on either side, and a base that does not parse', () => {
    const m = analyze('//x', 'not a base', WhatwgURL);
    expect(m.oursFailure).toBe('the base URL does not parse');
    expect(m.platformFailure).toMatch(/TypeError/);
    expect(m.attributes.every((a) => a.ours === null && a.platform === null && !a.differs)).toBe(true);
    const bad = analyze('https://exa mple.com/', '', WhatwgURL);
    expect(bad.oursFailure).toBe('failure: the input does not parse');
    expect(bad.errors.some((e) => e.fatal)).toBe(true);
  });
});

describe('renderView', () => {
  it('each error is marked over the code units it names', () => {
    const input = 'https://user@EXAMPLE.com:443/a b';
    const m = analyze(input, '', WhatwgURL);
    const html = markedInput(input, m.errors);
    for (const [n, e] of m.errors.entries()) {
      const text = input.slice(e.index, Math.max(e.end, e.index + 1));
      expect(html).toContain(`<mark data-errors="${n + 1}" title="error ${n + 1}">${text}</mark>`);
    }
  });

  it('the base is shown with its own errors, marked and listed; a failing base says why, not "none"', () => {
    const m = analyze('x', 'https:\\\\h/', WhatwgURL);
    expect(m.baseErrors.length).toBeGreaterThan(0);
    const html = renderView(m);
    expect(html).toContain('<p class="base-input"><span class="label">base</span> https:<mark data-errors="1');
    expect(html).toContain('<li id="base-error-1"><b>special-scheme-missing-following-solidus</b>');
    const failing = renderView(analyze('//x', 'not a base', WhatwgURL));
    expect(failing).toContain('base validation errors: 1');
    expect(failing).toContain('<li id="base-error-1"><b>missing-scheme-non-relative-URL</b> at 0 <i>(fatal)</i>');
    expect(failing).not.toContain('validation errors: none');
  });

  it('marks are numbered after their range, each number linked to its entry in the list', () => {
    const input = 'https://user@EXAMPLE.com:443/a b';
    const m = analyze(input, '', WhatwgURL);
    const html = renderView(m);
    expect(html).toContain('<mark data-errors="1" title="error 1">@</mark><sup class="n"><a href="#input-error-1">1</a></sup>');
    expect(html).toContain('<mark data-errors="2" title="error 2"> </mark><sup class="n"><a href="#input-error-2">2</a></sup>');
    expect(html).toContain('<li id="input-error-2"><b>invalid-URL-unit</b>');
  });

  it('leading and trailing spaces, trimmed together, are both marked with the one error', () => {
    const m = analyze('  https://a/ \t', '', WhatwgURL);
    expect(m.errors.map((e) => [e.type, e.index, e.end, e.also])).toEqual([['invalid-URL-unit', 0, 2, [12, 14]]]);
    const html = markedInput(m.input, m.errors);
    expect(html).toBe('<mark data-errors="1" title="error 1">  </mark><sup class="n"><a href="#input-error-1">1</a></sup>https://a/<mark data-errors="1" title="error 1"> \u2409</mark><sup class="n"><a href="#input-error-1">1</a></sup>');
    // Only a trailing run: the parser's own error already covers it.
    expect(analyze('https://a/ ', '', WhatwgURL).errors.map((e) => e.also)).toEqual([undefined]);
  });

  it('invisible and bidi code points are shown by name, so their mark is visible', () => {
    const e = { type: 't', index: 0, end: 1, fatal: true, description: '', failure: '' };
    expect(markedInput('\uFEFFa', [e])).toBe('<mark data-errors="1" title="error 1"><span class="invisible">⟨U+FEFF⟩</span></mark><sup class="n"><a href="#input-error-1">1</a></sup>a');
    expect(markedInput('a\u200Bb\u202E', [])).toBe('a<span class="invisible">⟨U+200B⟩</span>b<span class="invisible">⟨U+202E⟩</span>');
    const html = renderView(analyze('https://a\u200B.example/', '', WhatwgURL));
    expect(html).toContain('⟨U+200B⟩');
  });

  it('a pasted megabyte: at most SHOWN_UNITS code units drawn and MAX_ERRORS errors marked and listed', () => {
    // A pasted data: URL with a space every third code unit: an error each.
    const big = `data:,${'a b'.repeat(20_000)}`;
    const m = analyze(big, '', WhatwgURL);
    expect(m.errors.length).toBe(20_000);
    const html = renderView(m);
    expect(html.match(/<mark /g)).toHaveLength(MAX_ERRORS);
    expect(html.match(/<li id="input-error-/g)).toHaveLength(MAX_ERRORS);
    expect(html).toContain(`… and ${(20_000 - MAX_ERRORS).toLocaleString('en')} more validation errors`);
    expect(html).toContain(`… ${(big.length - SHOWN_UNITS).toLocaleString('en')} more code units`);
    // The input and each attribute cell are cut: the page holds kilobytes, not the paste.
    expect(html.length).toBeLessThan(20 * SHOWN_UNITS);
    // A surrogate pair at the cut is not split.
    const emoji = `${'a'.repeat(SHOWN_UNITS - 1)}\u{1F308}tail`;
    expect(markedInput(emoji, [])).toBe(`${'a'.repeat(SHOWN_UNITS - 1)}<span class="more">… 6 more code units</span>`);
  });

  it('the registrable domain in Unicode beside its ASCII form; "the standard gives ours" beside a difference', () => {
    const m = analyze('https://sub.example.إختبار/', '', WhatwgURL);
    expect([m.registrableDomain, m.registrableDomainUnicode]).toEqual(['example.xn--kgbechtv', 'example.إختبار']);
    expect(renderView(m)).toContain('example.xn--kgbechtv <bdi class="unicode">(example.إختبار)</bdi>');
    expect(analyze('https://example.com/', '', WhatwgURL).registrableDomainUnicode).toBeNull();
    class Other {
      readonly fake = true;
      constructor(input: string) {
        Object.assign(this, Object.fromEntries(['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'].map((k) => [k, k === 'pathname' ? '/other' : String(new WhatwgURL(input)[k as 'href'])])));
      }
    }
    const html = renderView(analyze('https://example.com/x', '', Other));
    expect(html).toContain('<tr class="differs"><th>pathname</th><td><code>/x</code></td><td><code>/other</code></td><td class="note">≠ <span class="standard">the standard gives ours</span></td></tr>');
  });

  it('an error at the end of the input gets a caret; controls show as pictures', () => {
    expect(markedInput('ab', [{ type: 't', index: 2, end: 2, fatal: true, description: '', failure: '' }])).toBe('ab<mark data-errors="1" title="error 1"><span class="caret">‸</span></mark><sup class="n"><a href="#input-error-1">1</a></sup>');
    expect(markedInput('a\tb', [])).toBe('a\u2409b');
  });

  it('escapes everything it shows', () => {
    const evil = 'https://example.com/<img src=x onerror=alert(1)>"\'&';
    const html = renderView(analyze(evil, '', WhatwgURL));
    expect(html).not.toContain('<img');
    expect(markedInput('<b>"\'&', [])).toBe('&lt;b&gt;&quot;&#39;&amp;');
    expect(html).toContain('&lt;');
    expect(html).not.toMatch(/<(?!\/?(p|b|mark|span|table|thead|tbody|tr|th|td|code|dl|dt|dd|bdi|ol|li|br|i|sup|a)[ >])/);
  });
});

describe('build and serve', () => {
  it('one self-contained HTML file', async () => {
    const { path } = await buildViewer();
    const page = readFileSync(path, 'utf8');
    expect(page).toContain('<script>');
    expect(page).not.toContain('<!-- SCRIPT -->');
    expect(page).not.toMatch(/<script[^>]+src=|<link[^>]+href=/);
  });

  it('pnpm viewer serves the page on localhost and prints the address', async () => {
    const child = spawn(process.execPath, [fileURLToPath(new URL('../scripts/serve.mjs', import.meta.url)), '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const address = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
          if (m) resolve(m[0]);
        });
        child.on('exit', () => reject(new Error(`exited: ${out}`)));
      });
      const page = await fetch(address);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('x-url live URL viewer');
      expect((await fetch(new URL('/elsewhere', address))).status).toBe(404);
    } finally {
      child.kill();
    }
  });

  it('a port in use: one clear line naming --port 0, exit code 1, no stack trace', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const child = spawn(process.execPath, [fileURLToPath(new URL('../scripts/serve.mjs', import.meta.url)), '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
      let err = '';
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(err).toBe(`x-url viewer: port ${port} is in use (another viewer?). Pick another: pnpm viewer --port 0 (any free port) or --port N\n`);
    } finally {
      blocker.close();
    }
  });
});
