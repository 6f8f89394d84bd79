// @ts-check
import { defineProject } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources through the `@x/source`
// export condition, so tests never need a build.
const conditions = ['@x/source', 'module', 'node', 'import', 'default'];

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
      ...test,
    },
  });
}
