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
            // MUI's styling core and Emotion. Its components (@mui/material, icons, the data grid) go with
            // the pages that use them, so the first screen loads only the ones it shows.
            {
              name: 'mui',
              test: /node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming)|@emotion)[\\/]/,
              priority: 1,
            },
            // Apollo Client and what it needs: changes with library upgrades only.
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|graphql-tag)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
