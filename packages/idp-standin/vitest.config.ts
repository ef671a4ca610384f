import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'idp-standin', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 30000 },
});
