// @ts-check
// `prepack` of every published package: copies the repository's LICENSE into the package
// folder, so each tarball carries the MIT text its `license` field names, without a
// committed copy per package (packages/*/LICENSE is ignored by git).
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './workspace.mjs';

copyFileSync(join(root, 'LICENSE'), join(process.cwd(), 'LICENSE'));
