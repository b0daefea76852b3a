import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The operator console is served under /admin/ on the same origin as the API, so its calls use
 * plain paths (/control/..., /global/...). `npm run dev` proxies them to a local `npm start`.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 2000 },
  server: {
    proxy: {
      '/control': 'http://localhost:3000',
      '/global': 'http://localhost:3000',
    },
  },
});
