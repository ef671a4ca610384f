import { defineProject } from 'vitest/config';
import { textSplit } from './text-split-plugin.ts';

export default defineProject({
  // the English pack's two parts (i18n/index.ts imports `en.json?texts=first`)
  plugins: [textSplit()],
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts', '*.test.ts'],
  },
});
