import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import manifest from '../manifest.json';
import { dataDir, syncWpt } from '../scripts/sync.mjs';
import { loadSettersTests, loadUrlTestData, loadToASCII, loadIdnaTestV2, loadPercentEncoding } from '../src/index';

describe('wpt sync', () => {
  test('every manifest file is present with its pinned sha256', async () => {
    await syncWpt();
    for (const [file, sha] of Object.entries(manifest.files)) {
      const digest = createHash('sha256').update(readFileSync(join(dataDir, file))).digest('hex');
      expect(digest, file).toBe(sha);
    }
  });

  test('loaders return the documented case counts', async () => {
    // Counts from shared/wpt/PROVENANCE.md; a loader that drops or keeps comment strings fails here.
    expect((await loadUrlTestData()).length).toBe(891);
    expect((await loadToASCII()).length).toBe(87);
    expect((await loadIdnaTestV2()).length).toBe(2671);
    expect((await loadPercentEncoding()).length).toBe(7);
    const setters = await loadSettersTests();
    expect(Object.values(setters).reduce((n, list) => n + list.length, 0)).toBe(278);
  });
});
