import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildSizeReport } from './build-size-plugin.ts';
import { clientEndpoints } from './client-endpoints-plugin.ts';
import { textSplit } from './text-split-plugin.ts';

// Each merchant's build is fixed to its merchant code (spec: "a merchant code fixed in the configuration").
const merchant = (process.env.MERCHANT ?? 'DEMO').trim().toUpperCase();
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const proxied = ['/wps', '/lgw', '/lotto', '/media', '/docs'];

export default defineConfig({
  plugins: [react(), clientEndpoints(), textSplit(), buildSizeReport()],
  define: { 'import.meta.env.VITE_MERCHANT': JSON.stringify(merchant) },
  server: {
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    sourcemap: false,
    target: 'es2022',
    // Contract schemas are plain values: building one has no side effect, so unused ones can be dropped.
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z', 'wholeNumber', 'str', 'text', 'localText', 'textsInput', 'envelope'] },
      // The demo studio's game page (issue 15) is a second page of the same build, served by the studio process.
      input: { main: 'index.html', studio: 'studio.html' },
    },
  },
});
