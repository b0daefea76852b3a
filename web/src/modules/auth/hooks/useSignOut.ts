import { useCallback } from 'react';
import { hostInfo } from '../../app/utils/hostInfo';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import { LOG_OUT_MUTATION, SINGLE_LOGOUT_MUTATION } from '../operations';

/**
 * Signs out and reloads the sign-in page, so no signed-in state survives in memory. On a workspace
 * address a session its SAML identity provider started is signed out there too (Single Logout): the
 * browser goes to the IdP, which comes back to the sign-in page.
 */
export function useSignOut(): () => Promise<void> {
  return useCallback(async () => {
    let next = '/auth/login';
    try {
      if (hostInfo().subdomain) {
        const result = await graphqlRequest(SINGLE_LOGOUT_MUTATION);
        if (result.singleLogout) next = result.singleLogout;
      } else await graphqlRequest(LOG_OUT_MUTATION);
    } finally {
      window.location.assign(next);
    }
  }, []);
}
