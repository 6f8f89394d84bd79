// Debugging aids (ada's url_components::check_offset_consistency and to_diagram).
import { codeUnitAt } from './code-unit';
import { assertRecord } from './serializer';
import { HostKind, NONE, type URLRecord } from './url-record';

/** Throws an Error describing the first inconsistency between href and the offsets. */
export function assertConsistent(url: URLRecord): void {
  assertRecord('assertConsistent', url);
  const h = url.href;
  const fail = (what: string): never => {
    throw new Error(`inconsistent URL record (${what}):\n${toDiagram(url)}`);
  };
  for (let i = 0; i < h.length; i++) if (codeUnitAt(h, i) > 0x7e || codeUnitAt(h, i) < 0x20) fail(`non-ASCII or control at ${i}`);
  if (codeUnitAt(h, url.schemeEnd) !== 0x3a) fail('schemeEnd is not ":"');
  if (url.hostKind === HostKind.Null) {
    if (url.usernameEnd !== url.schemeEnd + 1 || url.hostStart !== url.schemeEnd + 1 || url.hostEnd !== url.hostStart) {
      fail('null host but authority offsets');
    }
    if (url.port !== NONE) fail('port without host');
  } else {
    if (!h.startsWith('//', url.schemeEnd + 1)) fail('host without "//"');
    if (url.usernameEnd < url.schemeEnd + 3 || url.usernameEnd > url.hostStart) fail('usernameEnd');
    if (url.usernameEnd !== url.hostStart && codeUnitAt(h, url.hostStart - 1) !== 0x40) fail('credentials without "@"');
    if (url.hostEnd < url.hostStart) fail('hostEnd < hostStart');
    const afterHost = url.port === NONE ? url.hostEnd : url.hostEnd + 1 + String(url.port).length;
    if (url.port !== NONE && h.slice(url.hostEnd, afterHost) !== `:${url.port}`) fail('port text');
    if (url.pathStart !== afterHost) fail('pathStart');
  }
  if (url.queryStart !== NONE && (codeUnitAt(h, url.queryStart) !== 0x3f || url.queryStart < url.pathStart)) fail('queryStart');
  if (url.fragmentStart !== NONE && (codeUnitAt(h, url.fragmentStart) !== 0x23 || url.fragmentStart < url.pathStart)) {
    fail('fragmentStart');
  }
  if (url.queryStart !== NONE && url.fragmentStart !== NONE && url.queryStart > url.fragmentStart) fail('query after fragment');
}

/** A multi-line drawing of href with each offset marked under it. */
export function toDiagram(url: URLRecord): string {
  assertRecord('toDiagram', url);
  const marks: [string, number][] = [
    ['schemeEnd', url.schemeEnd],
    ['usernameEnd', url.usernameEnd],
    ['hostStart', url.hostStart],
    ['hostEnd', url.hostEnd],
    ['pathStart', url.pathStart],
    ['queryStart', url.queryStart],
    ['fragmentStart', url.fragmentStart],
  ];
  const lines = [url.href];
  for (const [name, at] of marks) {
    lines.push(at === NONE ? `${' '.repeat(url.href.length)}  ${name}: none` : `${' '.repeat(at)}^${' '.repeat(Math.max(0, url.href.length - at))} ${name}: ${at}`);
  }
  lines.push(`port: ${url.port === NONE ? 'null' : url.port}, hostKind: ${url.hostKind}, flags: ${url.flags}`);
  return lines.join('\n');
}
