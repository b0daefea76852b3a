import { useRef } from 'react';
import { apolloClient } from '../graphql/utils/apolloClient';
import { useWorkspaceChanges } from './useWorkspaceChanges';

/** Changes often come in bursts (a merge, an import): one refresh for all of them. */
const SETTLE_MS = 300;

/**
 * Keeps what the signed-in pages show current while someone else works: when the workspace changes,
 * every query a page is watching asks the server again (Apollo's active queries), so lists,
 * highlights and tags update without a reload. Mounted once, in the app shell.
 */
export function useLiveRefresh(): void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useWorkspaceChanges(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void apolloClient()
        .refetchQueries({ include: 'active' })
        .catch(() => undefined);
    }, SETTLE_MS);
  });
}
