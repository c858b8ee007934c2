import { defineConfig } from 'vitest/config';

// Pure functions of the app (routing rules, language detection, brand by host): Node is enough.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
});
