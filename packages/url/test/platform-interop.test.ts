// The facade README's "Working with the platform's classes": each recommended pattern, and
// the limit it works around, as the running Node behaves (CI: Node 20 and 26).
import { fileURLToPath as nodeFileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileURLToPath, URL, URLSearchParams } from '../src/index';

describe('platform interop', () => {
  it('fetch/Request: our URLSearchParams as a body is text/plain; the platform copy or toString() with a header is a form', async () => {
    const ours = new URLSearchParams('a=1&b=c d');
    const asIs = new Request('http://example.test/', { method: 'POST', body: ours as unknown as BodyInit });
    expect(asIs.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
    const copied = new Request('http://example.test/', { method: 'POST', body: new globalThis.URLSearchParams(ours as unknown as Record<string, string>) });
    expect(copied.headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(await copied.text()).toBe('a=1&b=c+d');
    const explicit = new Request('http://example.test/', {
      method: 'POST',
      body: ours.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    });
    expect(await explicit.text()).toBe('a=1&b=c+d');
  });

  it('a URL crosses by its href, both ways; fetch takes ours as a string', async () => {
    const ours = new URL('https://user@EXAMPLE.com/a b?q#f');
    expect(new globalThis.URL(ours as unknown as string).href).toBe(ours.href);
    expect(new URL(new globalThis.URL('https://example.com/x') as unknown as string).href).toBe('https://example.com/x');
    expect(new URLSearchParams(new globalThis.URLSearchParams('x=1&y=2') as unknown as string).toString()).toBe('x=1&y=2');
    expect(await (await fetch(new URL('data:text/plain,hi') as unknown as string)).text()).toBe('hi');
  });

  it("file paths: ours takes either class; Node's fileURLToPath takes ours", () => {
    expect(fileURLToPath(new globalThis.URL('file:///tmp/a%20b'), { windows: false })).toBe('/tmp/a b');
    expect(fileURLToPath(new URL('file:///tmp/a%20b'), { windows: false })).toBe('/tmp/a b');
    expect(nodeFileURLToPath(new URL('file:///tmp/a%20b') as unknown as globalThis.URL)).toBe('/tmp/a b');
  });
});
