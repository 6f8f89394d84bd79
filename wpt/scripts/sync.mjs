// @ts-check
// Puts pinned data files into wpt/data/, verifying each sha256 against a manifest. Two
// sets: the web-platform-tests data (manifest.json: url/resources and urlpattern/resources
// files) and the real URL lists of the benchmarks and differential tests (datasets.json:
// ada-url/url-various-datasets). Sources, in order: the set's environment variable, the
// shared folder beside the checkout (../shared/...), then a download of the pinned upstream
// revision. Fails with a message naming every place tried when none works. Nothing synced
// is ever committed (wpt/data/ is ignored).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const wptDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(wptDir, '..');
export const dataDir = join(wptDir, 'data');
/** Where the URL lists go (their upstream folder layout is kept: others/, files/). */
export const urlListsDir = join(dataDir, 'url-lists');

/**
 * @typedef {{ upstream: { repository: string, commit: string, rawUrl: string }, files: Record<string, string> }} Manifest
 * @typedef {{ name: string, manifest: Manifest, dest: string, env: string, shared: string }} DataSet
 */

/** @param {string} file @returns {Manifest} */
const readManifest = (file) => JSON.parse(readFileSync(join(wptDir, file), 'utf8'));

/** @type {DataSet} */
const WPT = { name: 'WPT data', manifest: readManifest('manifest.json'), dest: dataDir, env: 'X_WPT_SOURCE_DIR', shared: join(repoRoot, '..', 'shared', 'wpt') };
/** @type {DataSet} */
const URL_LISTS = {
  name: 'URL lists',
  manifest: readManifest('datasets.json'),
  dest: urlListsDir,
  env: 'X_URL_LISTS_DIR',
  shared: join(repoRoot, '..', 'shared', 'bench-data', 'url-various-datasets'),
};

/** @param {Uint8Array} bytes */
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** @param {DataSet} set @param {string} file @returns {boolean} */
function isCurrent(set, file) {
  const p = join(set.dest, file);
  return existsSync(p) && sha256(readFileSync(p)) === set.manifest.files[file];
}

/** @param {DataSet} set @param {string} file @param {Uint8Array} bytes */
function store(set, file, bytes) {
  const target = join(set.dest, file);
  mkdirSync(dirname(target), { recursive: true });
  const tmp = `${target}.${process.pid}.tmp`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, target); // atomic: parallel test workers never see half a file
}

/**
 * Makes sure every file of `set` is present and verified in its folder.
 * @param {DataSet} set
 * @returns {Promise<string>} where the files came from
 */
async function syncSet(set) {
  const { manifest } = set;
  const files = Object.keys(manifest.files);
  if (files.every((f) => isCurrent(set, f))) return `${set.dest} (already synced)`;
  /** @type {string[]} */
  const tried = [];
  const dirs = [...(process.env[set.env] ? [resolve(/** @type {string} */ (process.env[set.env]))] : []), set.shared];
  for (const dir of dirs) {
    if (!files.every((f) => existsSync(join(dir, f)))) {
      tried.push(`${dir}: missing`);
      continue;
    }
    const bad = files.filter((f) => sha256(readFileSync(join(dir, f))) !== manifest.files[f]);
    if (bad.length > 0) {
      tried.push(`${dir}: sha256 mismatch for ${bad.join(', ')}`);
      continue;
    }
    for (const f of files) store(set, f, readFileSync(join(dir, f)));
    return dir;
  }
  try {
    for (const f of files) {
      if (isCurrent(set, f)) continue;
      const url = manifest.upstream.rawUrl + f;
      const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (sha256(bytes) !== manifest.files[f]) throw new Error(`${url}: sha256 mismatch`);
      store(set, f, bytes);
    }
    return manifest.upstream.rawUrl;
  } catch (e) {
    tried.push(`download from ${manifest.upstream.rawUrl}: ${/** @type {Error} */ (e).message}`);
  }
  throw new Error(
    `Cannot obtain the ${set.name} files. Tried:\n  ${tried.join('\n  ')}\n` +
      `Place the files of wpt/${set === WPT ? 'manifest.json' : 'datasets.json'} in ${set.shared}, set ${set.env}, or allow network access to GitHub.`,
  );
}

/** The WPT data files (manifest.json) in wpt/data/. */
export const syncWpt = () => syncSet(WPT);
/** The real URL lists (datasets.json) in wpt/data/url-lists/. */
export const syncURLLists = () => syncSet(URL_LISTS);

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  Promise.all([syncWpt(), syncURLLists()]).then(
    ([wpt, lists]) => {
      console.log(`wpt: ${Object.keys(WPT.manifest.files).length} files verified (from ${wpt})`);
      console.log(`url lists: ${Object.keys(URL_LISTS.manifest.files).length} files verified (from ${lists})`);
    },
    (e) => {
      console.error(e.message);
      process.exit(1);
    },
  );
}
