import { defineConfig } from 'vitest/config';

// One vitest run covers every package (each package's vitest.config.ts is a project)
// and the private workspaces that carry tests.
export default defineConfig({
  test: {
    projects: ['packages/*', 'wpt', 'viewer'],
  },
});
