import type { Page, Route } from 'playwright-core';

/**
 * Keeps the workspace's live change feed (graphql-ws on /api/graphql) from reaching `page`: after
 * every change the shell reads all active queries again, and a read in flight holds back what the
 * cache shows. Call it before the page opens. The socket is answered by no one, so no change arrives.
 */
export async function silenceLiveRefresh(page: Page): Promise<void> {
  await page.routeWebSocket(/\/api\/graphql$/, () => undefined);
}

/**
 * Passes the note editor's collaboration socket through except the server's "highlights changed"
 * notices (after every highlight change it tells each open editor of the note, the changer's too, to
 * read the note's highlights again): what the page shows of its own highlight changes must then come
 * from its mutations' answers. Call it before the page opens.
 */
export async function silenceHighlightNotices(page: Page): Promise<void> {
  await page.routeWebSocket(/\/api\/collaboration/, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (typeof message !== 'string' && message.includes('highlights-changed')) return;
      socket.send(message);
    });
  });
}

/**
 * From now on the page's reads named `operationNames` get no answer (they stay pending, as on a
 * stalled network): what it shows next must come from its own mutations' answers, written into
 * Apollo's cache. A refetch after a mutation would wait forever, and the page would not change.
 * Name every held read in one call: a later call's route answers before an earlier one's. Resolves
 * to what lets them through again (reads already held stay unanswered).
 */
export async function holdReads(page: Page, ...operationNames: string[]): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName && operationNames.includes(body.operationName)) return;
    await route.continue();
  };
  await page.route('**/api/graphql', handler);
  return () => page.unroute('**/api/graphql', handler);
}

/** Resolves once the page has had an answer to a read named `operationName` (wait before holding it). */
export async function answered(page: Page, operationName: string): Promise<void> {
  await page.waitForResponse(
    (response) =>
      (response.request().postDataJSON() as { operationName?: string } | null)?.operationName ===
      operationName,
  );
}
