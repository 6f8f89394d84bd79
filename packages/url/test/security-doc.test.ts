// SECURITY.md's table of confusion inputs is documentation that must stay true: each row
// is parsed here with the facade's URL against the table's base and compared with the
// href and hostname the row states. The allow-list advice is checked too.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { URL, isSameSite, registrableDomain } from '../src/index';

const BASE = 'https://trusted.example/app/';
const doc = readFileSync(fileURLToPath(new globalThis.URL('../../../SECURITY.md', import.meta.url)), 'utf8');

/** The rows of the table whose header starts "| input | href | hostname |". */
function rows(): Array<[string, string, string]> {
  const lines = doc.split('\n');
  const header = lines.findIndex((line) => line.startsWith('| input | href | hostname |'));
  const out: Array<[string, string, string]> = [];
  for (let i = header + 2; i < lines.length && lines[i]?.startsWith('|'); i++) {
    const cells = (lines[i] as string).split(' | ').map((cell) => cell.replace(/^\| /, ''));
    const code = (cell: string): string => {
      expect(cell.startsWith('`') && cell.endsWith('`'), cell).toBe(true);
      return cell.slice(1, -1);
    };
    out.push([code(cells[0] as string), code(cells[1] as string), code(cells[2] as string)]);
  }
  return out;
}

describe('SECURITY.md', () => {
  test('the table has the classic inputs', () => {
    expect(rows().length).toBeGreaterThanOrEqual(15);
  });
  test.each(rows())('%s', (input, href, hostname) => {
    const url = new URL(input, BASE);
    expect(url.href).toBe(href);
    expect(url.hostname).toBe(hostname);
  });
  test('same-site and registrable domain tell a subdomain from a look-alike', () => {
    expect(registrableDomain('api.trusted.example.co.uk')).toBe('example.co.uk');
    const origin = (href: string): { scheme: string; host: string } => {
      const url = new URL(href);
      return { scheme: url.protocol.slice(0, -1), host: url.hostname };
    };
    expect(isSameSite(origin('https://a.example.com/'), origin('https://b.example.com/x'))).toBe(true);
    expect(isSameSite(origin('https://example.com/'), origin('https://example.com.evil.example/'))).toBe(false);
    expect(registrableDomain(new URL('https://trusted.example.evil.example/').hostname)).toBe('evil.example');
  });
});
