import { useCallback } from 'react';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { WORKSPACE_SIGN_IN_LINK_MUTATION } from '../operations';
import type { Workspace } from '../types/Viewer';

/**
 * Goes to a workspace's own address already signed in: cookies are per host, so the root app
 * asks for a one-time sign-in link and follows it. Without one, the workspace asks to sign in.
 * A new workspace opens at onboarding (`next`).
 */
export function useOpenWorkspace(): [(workspace: Workspace, next?: '/onboarding') => Promise<void>, boolean] {
  const [requestLink, { loading }] = useGraphqlMutation(WORKSPACE_SIGN_IN_LINK_MUTATION);
  const open = useCallback(
    async (workspace: Workspace, next?: '/onboarding') => {
      const result = await requestLink({ teamId: workspace.id });
      const link = result?.workspaceSignInLink ? new URL(result.workspaceSignInLink) : null;
      // `next`: the sign-in link page opens that path of the app instead of /home.
      if (link && next) link.searchParams.set('next', next);
      window.location.assign(link?.toString() ?? workspace.url);
    },
    [requestLink],
  );
  return [open, loading];
}
