import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/house-games', 'apps/server', 'apps/web'],
  },
});
