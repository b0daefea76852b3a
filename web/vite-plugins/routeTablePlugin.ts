import type { Plugin } from 'vite';
import { readRouteTable } from './routeTable.ts';

/**
 * Writes `route-table.json` beside index.html: every path pattern the workspace, root and public apps
 * serve, so the server can answer HTTP 404 (still with the app, which draws its not-found page) for a
 * path no page serves, instead of 200.
 */
export function routeTablePlugin(files: { workspace: string; root: string; public: string }): Plugin {
  return {
    name: 'fieldnote-route-table',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'route-table.json',
        source: `${JSON.stringify(readRouteTable(files), null, 2)}\n`,
      });
    },
  };
}
