import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { firstScreenChunks } from './vite-plugins/firstScreenChunks.ts';
import { inlineGraphqlDocumentsPlugin } from './vite-plugins/inlineGraphqlDocumentsPlugin.ts';
import { routeTablePlugin } from './vite-plugins/routeTablePlugin.ts';

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/** The member web app: one bundle for the root-domain app and the workspace app (chosen by hostname). */
export default defineConfig({
  plugins: [
    react(),
    inlineGraphqlDocumentsPlugin(source('gql')),
    routeTablePlugin({
      workspace: source('modules/app/components/WorkspaceApp.tsx'),
      root: source('modules/app/components/RootApp.tsx'),
      public: source('modules/app/components/PublicApp.tsx'),
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/global': 'http://localhost:3000',
      '/team-environment': 'http://localhost:3000',
      '/bulk-imports': 'http://localhost:3000',
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
            // MUI's styling core and Emotion, as far as the entry imports them. The rest of it, and its
            // components (@mui/material, icons, the data grid), go with the pages that use them.
            {
              name: 'mui',
              test: /node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming)|@emotion)[\\/]/,
              tags: ['$initial'],
              priority: 1,
            },
            // Apollo Client and what it needs: changes with library upgrades only.
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|graphql-tag)[\\/]/,
              priority: 1,
            },
            // Sign-in, the shell and /home in a few chunks each (one request each), not dozens.
            firstScreenChunks(source('main.tsx'), {
              RootApp: source('modules/app/components/RootApp.tsx'),
              WorkspaceApp: source('modules/app/components/WorkspaceApp.tsx'),
              WorkspaceLoginPage: source('modules/auth/components/WorkspaceLoginPage.tsx'),
              AppShell: source('modules/shell/components/AppShell.tsx'),
              HomePage: source('modules/home/components/HomePage.tsx'),
            }),
          ],
        },
      },
    },
  },
});
