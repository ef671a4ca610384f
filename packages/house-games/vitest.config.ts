import { defineConfig } from 'vitest/config';

// The 10M-round simulations run one file per game so the two cores can share them.
export default defineConfig({
  test: { name: 'house-games', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 120000 },
});
