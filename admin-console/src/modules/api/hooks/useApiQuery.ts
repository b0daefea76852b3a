import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../auth/hooks/useApi';
import { ApiError } from '../utils/ApiError';

/** What a screen needs to show one GET call: its data, its error and whether it is under way. */
export interface ApiQuery<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
  /**
   * Shows an answer the screen already has (a write that answers with the new state) at once, rather
   * than the old data until the next GET comes back.
   */
  replace: (data: T) => void;
}

/**
 * Fetches `path` with the operator token whenever the path changes or `reload` is called; an older
 * answer never overwrites a newer one (the previous call is aborted).
 */
export function useApiQuery<T>(path: string | null): ApiQuery<T> {
  const request = useApi();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(path !== null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    request<T>(path, { signal: controller.signal })
      .then((answer) => {
        setData(answer);
        setLoading(false);
      })
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        setError(caught instanceof ApiError || caught instanceof Error ? caught.message : String(caught));
        setLoading(false);
      });
    return () => controller.abort();
  }, [path, request, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const replace = useCallback((answer: T) => {
    setData(answer);
    setError(null);
  }, []);
  return { data, error, loading, reload, replace };
}
