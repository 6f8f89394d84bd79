// toString() keeps its result between changes: every way the list can change must show.
import { describe, expect, test } from 'vitest';
import { URL, URLSearchParams } from '../src/index';

describe('URLSearchParams serialization between changes', () => {
  test('each mutator is seen by the next toString()', () => {
    const p = new URLSearchParams('b=2&a=1');
    expect(p.toString()).toBe('b=2&a=1');
    p.append('c', '3 4');
    expect(p.toString()).toBe('b=2&a=1&c=3+4');
    p.set('b', 'x');
    expect(p.toString()).toBe('b=x&a=1&c=3+4');
    p.sort();
    expect(p.toString()).toBe('a=1&b=x&c=3+4');
    p.delete('a');
    expect(p.toString()).toBe('b=x&c=3+4');
    p.delete('b', 'nope');
    expect(p.toString()).toBe('b=x&c=3+4');
  });
  test('changes through the URL (search and href setters) are seen', () => {
    const u = new URL('https://h/?a=1');
    const p = u.searchParams;
    expect(p.toString()).toBe('a=1');
    u.search = '?z=9';
    expect(p.toString()).toBe('z=9');
    u.href = 'https://h/?y=8&y=7';
    expect(p.toString()).toBe('y=8&y=7');
    p.append('x', '6');
    expect(p.toString()).toBe('y=8&y=7&x=6');
    expect(u.search).toBe('?y=8&y=7&x=6');
    u.search = '';
    expect(p.toString()).toBe('');
  });
});
