import { useCallback } from 'react';
import { ApiError } from '../../api/utils/ApiError';
import { type ApiRequestInit, apiRequest } from '../../api/utils/apiRequest';
import { useOperatorSession } from './useOperatorSession';

/**
 * A request function that sends the operator token and the operator's name; a 401 or 403 answer
 * signs the operator out.
 */
export function useApi(): <T>(path: string, init?: Omit<ApiRequestInit, 'token'>) => Promise<T> {
  const { token, operatorName, signOut } = useOperatorSession();
  return useCallback(
    async <T>(path: string, init: Omit<ApiRequestInit, 'token'> = {}): Promise<T> => {
      try {
        return await apiRequest<T>(path, { ...init, token, operatorName });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403))
          signOut(error.message);
        throw error;
      }
    },
    [token, operatorName, signOut],
  );
}
