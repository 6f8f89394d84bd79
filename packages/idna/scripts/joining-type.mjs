// @ts-check
// Joining_Type as DerivedJoiningType.txt has it, from an @unicode/unicode-X package.
//
// @unicode/unicode-18.0.0 2.0.7 lists only ArabicShaping.txt's explicit entries (its
// Transparent list has 4 code points, Unicode 17.0.0 2.1.0's has 2,224). ArabicShaping.txt
// gives the rest: "Those that are not explicitly listed and that are of General Category
// Mn, Me, or Cf have joining type T. All others not explicitly listed have joining type
// U." Applied to Unicode 18.0.0 this gives 17.0.0's derived values for every code point
// assigned in 17.0.0; applied to a package whose lists are already derived it changes
// nothing (their Non_Joining list names every other code point).
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(join(dirname(fileURLToPath(import.meta.url)), '..', 'package.json'));

/** Joining_Type values other than Non_Joining (U), by the package's directory names. */
export const JOINING_TYPE_NAMES = /** @type {const} */ (['Left_Joining', 'Right_Joining', 'Dual_Joining', 'Join_Causing', 'Transparent']);

/** @param {string} ucd @param {string} path @returns {Promise<number[]>} */
async function list(ucd, path) {
  const url = pathToFileURL(require.resolve(`${ucd}/${path}/code-points.mjs`)).href;
  return /** @type {{ default: number[] }} */ (await import(url)).default;
}

/**
 * The Joining_Type of every code point that is not Non_Joining, for `ucd` (an
 * @unicode/unicode-X package name).
 * @param {string} ucd
 * @returns {Promise<Map<number, (typeof JOINING_TYPE_NAMES)[number]>>}
 */
export async function derivedJoiningTypes(ucd) {
  /** @type {Map<number, (typeof JOINING_TYPE_NAMES)[number] | 'Non_Joining'>} */
  const explicit = new Map();
  for (const name of [...JOINING_TYPE_NAMES, /** @type {const} */ ('Non_Joining')]) {
    for (const c of await list(ucd, `Joining_Type/${name}`)) explicit.set(c, name);
  }
  /** @type {Map<number, (typeof JOINING_TYPE_NAMES)[number]>} */
  const out = new Map();
  for (const [c, name] of explicit) if (name !== 'Non_Joining') out.set(c, name);
  for (const gc of ['Nonspacing_Mark', 'Enclosing_Mark', 'Format']) {
    for (const c of await list(ucd, `General_Category/${gc}`)) if (!explicit.has(c)) out.set(c, 'Transparent');
  }
  return out;
}
