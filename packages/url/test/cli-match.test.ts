// x-url match: URLPattern exec() from the command line.
import { describe, expect, test } from 'vitest';
import { run } from './run-cli';

describe('match', () => {
  test('the groups of each matching URL, per component', () => {
    const r = run('match', 'https://:tenant.example.com/books/:id', 'https://acme.example.com/books/42', 'https://example.org/');
    expect(r.code).toBe(1);
    expect(r.out).toBe(
      'https://acme.example.com/books/42: match\n' +
        '  hostname "acme.example.com"  tenant="acme"\n' +
        '  pathname "/books/42"  id="42"\n' +
        'https://example.org/: no match\n',
    );
  });

  test('--base for a relative pattern and the URLs, --ignore-case, --json, a JSON dictionary', () => {
    expect(run('match', '/b/:id?', '/B/1', '--base', 'https://h/', '--ignore-case', '--json')).toEqual({
      code: 0,
      out: `${JSON.stringify({ url: '/B/1', match: true, components: { pathname: { input: '/B/1', groups: { id: '1' } } } }, null, 2)}\n`,
      err: '',
    });
    const r = run('match', '{"pathname":"/b/:id?"}', 'https://h/b', '--json');
    expect(JSON.parse(r.out).components.pathname).toEqual({ input: '/b', groups: { id: null } });
  });

  test('a bad pattern is a failure naming the place; missing arguments are usage errors', () => {
    const bad = run('match', 'https://h/:a/:a', 'https://h/x/y');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('duplicate group name "a"');
    expect(run('match', '/relative', 'https://h/relative').err).toContain('no base URL');
    expect(run('match', '{nope', 'https://h/').err).toContain('not JSON');
    expect(run('match', 'https://h/').code).toBe(2);
    expect(run('parse', 'https://h/', '--ignore-case').code).toBe(2);
  });
});
