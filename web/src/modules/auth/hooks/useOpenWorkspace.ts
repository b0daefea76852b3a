import { useCallback } from 'react';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { WORKSPACE_SIGN_IN_LINK_MUTATION } from '../operations';
import type { Workspace } from '../types/Viewer';

/**
 * Goes to a workspace's own address already signed in: cookies are per host, so the root app
 * asks for a one-time sign-in link and follows it. Without one, the workspace asks to sign in.
 */
export function useOpenWorkspace(): [(workspace: Workspace) => Promise<void>, boolean] {
  const [requestLink, { loading }] = useGraphqlMutation(WORKSPACE_SIGN_IN_LINK_MUTATION);
  const open = useCallback(
    async (workspace: Workspace) => {
      const result = await requestLink({ teamId: workspace.id });
      window.location.assign(result?.workspaceSignInLink ?? workspace.url);
    },
    [requestLink],
  );
  return [open, loading];
}
