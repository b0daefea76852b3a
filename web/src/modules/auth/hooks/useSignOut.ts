import { useCallback } from 'react';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import { LOG_OUT_MUTATION } from '../operations';

/** Signs out and reloads the sign-in page, so no signed-in state survives in memory. */
export function useSignOut(): () => Promise<void> {
  return useCallback(async () => {
    try {
      await graphqlRequest(LOG_OUT_MUTATION);
    } finally {
      window.location.assign('/auth/login');
    }
  }, []);
}
