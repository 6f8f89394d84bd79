// Route 1 for a reference against a base (a link on a page: "/a/b?q", "b?q", "../b",
// "?q", "#f"): when the state machine would copy the reference unchanged after a part of
// the base, the result's href is that part of the base's href followed by the reference,
// and the record reuses the base's offsets up to it. The base is special and not "file"
// (#no-scheme-state: the relative state, never the file state; a special URL's path is
// never opaque and always starts with "/"). Unobservable: test/reference.test.ts compares
// it with the machine alone on generated references.
import { codeUnitAt } from './code-unit';
import { canonicalPathEnd, canonicalRelativePathEnd, NOT_CANONICAL, queryAt, scanQueryFragment } from './fast-path';
import { fragmentStop } from './fast-path-scan';
import { SchemeType } from './special-scheme';
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
  if (type === SchemeType.NotSpecial || type === SchemeType.File) return undefined;
  const href = base.href;
  const end = input.length;
  const c = codeUnitAt(input, 0);
  if (end === 0 || c === 0x23) {
    // #relative-state: the base's path and query, and the input's fragment (none for "").
    if (end !== 0 && fragmentStop(input, 1) !== end) return undefined;
    const cut = base.fragmentStart === NONE ? href.length : base.fragmentStart;
    return record(base, href.slice(0, cut) + input, base.queryStart, end === 0 ? NONE : cut);
  }
  // The base's href is kept up to `cut`, the input from `from`; its path ends at pathEnd.
  let cut: number;
  let from = 0;
  let pathEnd: number;
  if (c === 0x3f) {
    // The base's path, and the input's query.
    cut = base.pathEnd;
    pathEnd = 0;
  } else if (c === 0x2f) {
    // An absolute path (#relative-slash-state): "//" starts an authority instead (so does
    // "/\\", which the path's check below leaves to the machine).
    if (codeUnitAt(input, 1) === 0x2f) return undefined;
    cut = base.pathStart;
    pathEnd = canonicalPathEnd(input, 0);
  } else {
    // A path-relative reference: the base's path without its last segment (#shorten-a-path;
    // the last "/" of a special URL's path is that segment's start, and stays), then one
    // segment fewer for each "../" at the start (the path state's double-dot step).
    cut = href.lastIndexOf('/', base.pathEnd - 1);
    while (codeUnitAt(input, from) === 0x2e && codeUnitAt(input, from + 1) === 0x2e && codeUnitAt(input, from + 2) === 0x2f) {
      from += 3;
      if (cut > base.pathStart) cut = href.lastIndexOf('/', cut - 1);
    }
    cut++;
    pathEnd = canonicalRelativePathEnd(input, from);
  }
  if (pathEnd === NOT_CANONICAL) return undefined;
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
