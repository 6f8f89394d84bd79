// Node's `url.pathToFileURL`, with the name and the result Node's users expect: a `URL`
// object (what `import()`, `fetch` and `String()` take). @x/url-parser's pathToFileURL
// returns the URL record (@x/url's root names that one pathToFileURLRecord).
import { pathToFileURL as fileURLRecordOf, type FilePathOptions } from '@x/url-parser';
import { URL } from './url';

/**
 * The `file:` URL of an absolute file path, as a `URL` object: POSIX rules ("/dir/file")
 * or, with `{ windows: true }` (the host's rules by default), a drive or UNC path. A
 * relative path is a TypeError.
 */
export function pathToFileURL(path: string, options?: FilePathOptions): URL {
  // A record's href parses to the same record (the serializer's round trip).
  return new URL(fileURLRecordOf(path, options).href);
}
