import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The back office is served by the API server under /backoffice/ (same origin, so no CORS and no second host).
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const proxied = ['/bo', '/ops', '/wps'];

export default defineConfig({
  base: '/backoffice/',
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
  },
});
