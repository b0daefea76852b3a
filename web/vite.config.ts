import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The member web app: one bundle for the root-domain app and the workspace app (chosen by hostname). */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/global': 'http://localhost:3000',
      '/team-environment': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
              priority: 2,
            },
            // MUI core and Emotion; the data grid (@mui/x-*) stays in the lazily loaded members page.
            {
              name: 'mui',
              test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|icons-material|private-theming|core-downloads-tracker)|@emotion|@popperjs)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
