// @ts-check
// Puts the pinned WPT data files into wpt/data/, verifying each sha256 against
// manifest.json. Sources, in order: $X_WPT_SOURCE_DIR, the shared folder beside the
// checkout (../shared/wpt), then a download of the pinned upstream revision. Fails with
// a message naming every place tried when none works.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const wptDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const dataDir = join(wptDir, 'data');
const manifest = JSON.parse(readFileSync(join(wptDir, 'manifest.json'), 'utf8'));

/** @param {Uint8Array} bytes */
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** Candidate local folders holding the shared WPT files. */
function localSources() {
  const repoRoot = join(wptDir, '..');
  /** @type {string[]} */
  const dirs = [];
  if (process.env.X_WPT_SOURCE_DIR) dirs.push(resolve(process.env.X_WPT_SOURCE_DIR));
  dirs.push(join(repoRoot, '..', 'shared', 'wpt'));
  return dirs;
}

/** @param {string} file @returns {boolean} */
function isCurrent(file) {
  const p = join(dataDir, file);
  return existsSync(p) && sha256(readFileSync(p)) === manifest.files[file];
}

/** @param {string} file @param {Uint8Array} bytes */
function store(file, bytes) {
  mkdirSync(dataDir, { recursive: true });
  const tmp = join(dataDir, `${file}.${process.pid}.tmp`);
  writeFileSync(tmp, bytes);
  renameSync(tmp, join(dataDir, file)); // atomic: parallel test workers never see half a file
}

/**
 * Makes sure every manifest file is present and verified in wpt/data/.
 * @returns {Promise<string>} where the files came from
 */
export async function syncWpt() {
  const files = Object.keys(manifest.files);
  if (files.every(isCurrent)) return 'wpt/data (already synced)';
  /** @type {string[]} */
  const tried = [];
  for (const dir of localSources()) {
    if (!files.every((f) => existsSync(join(dir, f)))) {
      tried.push(`${dir}: missing`);
      continue;
    }
    const bad = files.filter((f) => sha256(readFileSync(join(dir, f))) !== manifest.files[f]);
    if (bad.length > 0) {
      tried.push(`${dir}: sha256 mismatch for ${bad.join(', ')}`);
      continue;
    }
    for (const f of files) store(f, readFileSync(join(dir, f)));
    return dir;
  }
  try {
    for (const f of files) {
      if (isCurrent(f)) continue;
      const url = manifest.upstream.rawUrl + f;
      const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (sha256(bytes) !== manifest.files[f]) throw new Error(`${url}: sha256 mismatch`);
      store(f, bytes);
    }
    return manifest.upstream.rawUrl;
  } catch (e) {
    tried.push(`download from ${manifest.upstream.rawUrl}: ${/** @type {Error} */ (e).message}`);
  }
  throw new Error(
    `Cannot obtain the WPT data files. Tried:\n  ${tried.join('\n  ')}\n` +
      'Place the files of wpt/manifest.json in ../shared/wpt, set X_WPT_SOURCE_DIR, or allow network access to GitHub.',
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  syncWpt().then(
    (from) => console.log(`wpt: ${Object.keys(manifest.files).length} files verified (from ${from})`),
    (e) => {
      console.error(e.message);
      process.exit(1);
    },
  );
}
