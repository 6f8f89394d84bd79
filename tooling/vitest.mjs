// @ts-check
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources through the `@x/source`
// export condition, so tests never need a build. With X_TEST_DIST=1 (the run against the
// built files, after the build) they resolve as users' installs do, to dist/: Node's own
// require would otherwise follow the condition into .ts sources.
const conditions = process.env.X_TEST_DIST === '1' ? ['module', 'node', 'import', 'default'] : ['@x/source', 'module', 'node', 'import', 'default'];

/**
 * @param {string} name project name shown in reports (the package name)
 * @param {import('vitest/config').UserWorkspaceConfig['test']} [test]
 */
export function packageProject(name, test = {}) {
  return defineProject({
    resolve: { conditions },
    ssr: { resolve: { conditions } },
    test: {
      name,
      include: ['test/**/*.test.ts'],
      pool: 'threads',
      testTimeout: 60_000,
      setupFiles: [fileURLToPath(new URL('./vitest-setup.mjs', import.meta.url))],
      ...test,
    },
  });
}
