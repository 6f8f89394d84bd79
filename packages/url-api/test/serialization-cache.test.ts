// The update steps keep the serialization they wrote into the URL's query, and set()
// replaces a value in place: every way the list can change must show, and no other list
// or iterator result may see a change.
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
  test('set() changes only its own list', () => {
    const a = new URLSearchParams('x=1&y=2&x=3');
    const b = new URLSearchParams(a);
    const [first] = a.entries();
    a.set('x', '9');
    expect(a.toString()).toBe('x=9&y=2');
    expect(b.toString()).toBe('x=1&y=2&x=3');
    expect(first).toEqual(['x', '1']);
    b.set('x', '1');
    expect(b.toString()).toBe('x=1&y=2');
    b.set('z', '0');
    expect(b.toString()).toBe('x=1&y=2&z=0');
  });
});
