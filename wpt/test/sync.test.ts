import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import manifest from '../manifest.json';
import { dataDir, syncURLLists, syncWpt, urlListsDir } from '../scripts/sync.mjs';
import datasets from '../datasets.json';
import { loadSettersTests, loadUrlTestData, loadToASCII, loadIdnaTestV2, loadPercentEncoding, loadURLList, URL_LISTS } from '../src/index';

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

  test('every URL list is present with its pinned sha256', async () => {
    await syncURLLists();
    for (const [file, sha] of Object.entries(datasets.files)) {
      const digest = createHash('sha256').update(readFileSync(join(urlListsDir, file))).digest('hex');
      expect(digest, file).toBe(sha);
    }
    expect(Object.values(URL_LISTS).sort()).toEqual(Object.keys(datasets.files).sort());
  });

  test('URL lists load with the documented URL counts, the BOM of kasztp kept', async () => {
    // Counts from shared/bench-data/PROVENANCE.md ("URLs" column).
    const kasztp = await loadURLList('kasztp');
    expect(kasztp.length).toBe(48010);
    expect(kasztp[0]?.charCodeAt(0)).toBe(0xfeff);
    expect((await loadURLList('userbait')).length).toBe(11430);
    expect((await loadURLList('node_files')).length).toBe(43415);
    expect((await loadURLList('isaacs_files')).length).toBe(6207);
  });
});
