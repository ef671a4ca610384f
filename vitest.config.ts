import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/house-games', 'packages/studio', 'packages/game-ui', 'apps/server', 'apps/web'],
  },
});
