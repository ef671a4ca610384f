import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'backoffice',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
