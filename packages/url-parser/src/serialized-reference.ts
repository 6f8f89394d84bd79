// Route 1 for a reference against a base (a link on a page: "/a/b?q", "b?q", "../b",
// "?q", "#f"; a module specifier: "./x.js" against "file:///app/src/index.js"): when the
// state machine would copy the reference unchanged after a part of the base, the result's
// href is that part of the base's href followed by the reference, and the record reuses
// the base's offsets up to it. The base is special (#no-scheme-state: the relative state,
// or the file state for "file"; a special URL's path is never opaque and always starts
// with "/"). Unobservable: test/reference.test.ts compares it with the machine alone on
// generated references.
import { codeUnitAt } from './code-unit';
import { canonicalPathEnd, canonicalRelativePathEnd, NOT_CANONICAL, queryAt, scanQueryFragment } from './fast-path';
import { fragmentStop } from './fast-path-scan';
import { SchemeType } from './special-scheme';
import { isDriveLetterAt, startsWithDriveLetterSegment } from './url-builder';
import { NONE, RECORD_TOKEN, URLRecord } from './url-record';

/**
 * `input` resolved against `base`, or undefined when the machine must decide. The caller
 * has seen that `input` does not start with a scheme and its ":" (the recognizer returned
 * -1); a reference this accepts has no tab, newline, C0 control or space anywhere (the
 * scans stop at them), so trimming and tab removal would not change it and no scheme
 * appears after them.
 */
export function resolveSerializedReference(input: string, base: URLRecord): URLRecord | undefined {
  const type = base.schemeType;
  if (type === SchemeType.NotSpecial) return undefined;
  const href = base.href;
  const end = input.length;
  const c = codeUnitAt(input, 0);
  if (end === 0 || c === 0x23) {
    // The base's path and query, and the input's fragment (none for ""): #relative-state
    // and #file-state alike.
    if (end !== 0 && fragmentStop(input, 1) !== end) return undefined;
    const cut = base.fragmentStart === NONE ? href.length : base.fragmentStart;
    return record(base, href.slice(0, cut) + input, base.queryStart, end === 0 ? NONE : cut);
  }
  const file = type === SchemeType.File;
  const pathStart = base.pathStart;
  // A file URL's path that starts with a drive letter ("/C:", "/C:/…") keeps it: no "../"
  // removes it (#shorten-a-path) and an absolute path goes after it (#file-slash-state).
  const floor = file && startsWithDriveLetterSegment(href, pathStart, base.pathEnd) ? pathStart + 3 : pathStart;
  // The base's href is kept up to `cut`, the input from `from`; the path state's first
  // segment starts at `first` and the input's path ends at pathEnd.
  let cut: number;
  let from = 0;
  let first = 0;
  let pathEnd: number;
  if (c === 0x3f) {
    // The base's path, and the input's query.
    cut = base.pathEnd;
    pathEnd = 0;
  } else if (c === 0x2f) {
    // An absolute path (#relative-slash-state, #file-slash-state): "//" starts an authority
    // instead (so does "/\\", which the path's check below leaves to the machine).
    if (codeUnitAt(input, 1) === 0x2f) return undefined;
    cut = floor;
    first = 1;
    pathEnd = canonicalPathEnd(input, 0);
  } else {
    // A path-relative reference: the base's path without its last segment (#shorten-a-path;
    // the last "/" of a special URL's path is that segment's start, and stays), then one
    // segment fewer for each "../" at the start, none for "./" (the path state's dot
    // segments). "file:///C:" keeps "C:" and would need a "/" after it: the machine's.
    if (floor === base.pathEnd) return undefined;
    cut = href.lastIndexOf('/', base.pathEnd - 1);
    while (codeUnitAt(input, from) === 0x2e) {
      const d = codeUnitAt(input, from + 1);
      if (d === 0x2f) {
        from += 2;
      } else if (d === 0x2e && codeUnitAt(input, from + 2) === 0x2f) {
        from += 3;
        if (cut > floor) cut = href.lastIndexOf('/', cut - 1);
      } else {
        break;
      }
    }
    cut++;
    first = from;
    pathEnd = canonicalRelativePathEnd(input, from);
  }
  if (pathEnd === NOT_CANONICAL) return undefined;
  // A file path's first segment that is a drive letter ("C|", "C:") is rewritten or
  // changes what is kept of the base (#file-state, the path state's step 1.4.1).
  if (file && isDriveLetterAt(input, first)) return undefined;
  const fragmentStart = scanQueryFragment(input, pathEnd, true);
  if (fragmentStart === NOT_CANONICAL) return undefined;
  const shift = cut - from;
  const queryStart = queryAt(input, pathEnd);
  return record(
    base,
    href.slice(0, cut) + (from === 0 ? input : input.slice(from)),
    queryStart === NONE ? NONE : queryStart + shift,
    fragmentStart === NONE ? NONE : fragmentStart + shift,
  );
}

/** The base's scheme, credentials, host and port, with this href, query and fragment. */
function record(base: URLRecord, href: string, queryStart: number, fragmentStart: number): URLRecord {
  return new URLRecord(RECORD_TOKEN, href, base.schemeEnd, base.usernameEnd, base.hostStart, base.hostEnd, base.port, base.pathStart, queryStart, fragmentStart, base.hostKind, base.flags);
}
