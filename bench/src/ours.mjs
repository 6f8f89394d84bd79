// @ts-check
// Loads our packages from their BUILT dist through normal package resolution (the
// workspace links in bench/node_modules; the @x/source condition is never enabled here).
// The packages are being written in parallel, so a missing build or a missing export is
// reported as a reason to skip, never as a crash.

/**
 * @param {string} specifier e.g. '@x/url-parser'
 * @param {string[]} names exports the suite needs
 * @returns {Promise<{ mod: Record<string, any>, why: null } | { mod: null, why: string }>}
 */
export async function loadOurs(specifier, names) {
  /** @type {Record<string, any>} */
  let mod;
  try {
    mod = await import(specifier);
  } catch (e) {
    const err = /** @type {NodeJS.ErrnoException} */ (e);
    if (err.code === 'ERR_MODULE_NOT_FOUND' || err.code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') {
      return { mod: null, why: `${specifier} is not built (no dist; run \`pnpm build\`): ${firstLine(err.message)}` };
    }
    return { mod: null, why: `${specifier} failed to load: ${firstLine(err.message)}` };
  }
  const missing = names.filter((n) => mod[n] === undefined);
  if (missing.length > 0) return { mod: null, why: `${specifier} does not export ${missing.join(', ')} yet` };
  return { mod, why: null };
}

/** @param {string} s */
const firstLine = (s) => s.split('\n')[0] ?? s;

/**
 * Runs a contract probe (a tiny call that must give a known shape) so that a half-built
 * export is skipped with a reason instead of producing nonsense numbers.
 * @param {string} what
 * @param {() => boolean} probe
 * @returns {string | null} why it fails, or null when it holds
 */
export function checkContract(what, probe) {
  try {
    return probe() ? null : `${what}: contract probe returned an unexpected value`;
  } catch (e) {
    return `${what}: contract probe threw ${firstLine(String(e))}`;
  }
}
