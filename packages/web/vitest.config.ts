import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The build's per-language text chunks (vite.config.ts); tests load the core's dictionaries instead.
    alias: [
      { find: /^virtual:eticket-messages\/.*$/, replacement: fileURLToPath(new URL('./src/test/no-messages.ts', import.meta.url)) },
      { find: 'virtual:eticket-theme-css', replacement: fileURLToPath(new URL('./src/test/no-theme-css.ts', import.meta.url)) },
    ],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // jsdom renders of whole pages are slow on a busy 2-core CI machine; a hang still fails.
    testTimeout: 60_000,
  },
});
