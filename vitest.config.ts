import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every package; the file extension picks the environment.
// Property tests run 1,000 cases; on a busy 2-core CI machine a file can take longer than vitest's 5 s default,
// so the timeout is generous (a hang still fails).
const testTimeout = 60_000;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', root: './packages/core', include: ['src/**/*.test.ts'], environment: 'node', testTimeout } },
      { test: { name: 'api-client', root: './packages/api-client', include: ['src/**/*.test.ts'], environment: 'node', testTimeout } },
      {
        test: {
          name: 'server',
          root: './packages/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          globalSetup: ['./src/test/engines.setup.ts'],
        },
      },
      './packages/web/vitest.config.ts',
    ],
  },
});
