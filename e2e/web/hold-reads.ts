import type { Page } from 'playwright-core';

/**
 * Keeps the workspace's live change feed (graphql-ws on /api/graphql) from reaching `page`: after
 * every change the shell reads all active queries again, and a read in flight holds back what the
 * cache shows. Call it before the page opens. The socket is answered by no one, so no change arrives.
 */
export async function silenceLiveRefresh(page: Page): Promise<void> {
  await page.routeWebSocket(/\/api\/graphql$/, () => undefined);
}

/**
 * From now on the page's reads named `operationName` get no answer (they stay pending, as on a
 * stalled network): what it shows next must come from its own mutations' answers, written into
 * Apollo's cache. A refetch after a mutation would wait forever, and the page would not change.
 */
export async function holdReads(page: Page, operationName: string): Promise<void> {
  await page.route('**/api/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === operationName) return;
    await route.continue();
  });
}
