// The live viewer: what it shows for an input (analyze), how it shows it (renderView:
// errors marked at their positions, everything escaped), the one-file build, and the server.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { URL as WhatwgURL } from 'whatwg-url';
import { describe, expect, it } from 'vitest';
import { analyze } from '../src/analyze';
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

  it('an error at the end of the input gets a caret; controls show as pictures', () => {
    expect(markedInput('ab', [{ type: 't', index: 2, end: 2, fatal: true, description: '', failure: '' }])).toBe('ab<mark data-errors="1" title="error 1"><span class="caret">‸</span></mark>');
    expect(markedInput('a\tb', [])).toBe('a\u2409b');
  });

  it('escapes everything it shows', () => {
    const evil = 'https://example.com/<img src=x onerror=alert(1)>"\'&';
    const html = renderView(analyze(evil, '', WhatwgURL));
    expect(html).not.toContain('<img');
    expect(markedInput('<b>"\'&', [])).toBe('&lt;b&gt;&quot;&#39;&amp;');
    expect(html).toContain('&lt;');
    expect(html).not.toMatch(/<(?!\/?(p|b|mark|span|table|thead|tbody|tr|th|td|code|dl|dt|dd|bdi|ol|li|br|i)[ >])/);
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
});
