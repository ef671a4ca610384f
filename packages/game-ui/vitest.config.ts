import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'game-ui', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
