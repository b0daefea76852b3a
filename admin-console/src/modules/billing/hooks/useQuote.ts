import { useCallback, useState } from 'react';
import { useApi } from '../../auth/hooks/useApi';
import type { AdminQuote, AdminQuoteRequest } from '../types/adminPlan';

/** The operator's quote request (POST /control/quotes), its answer and its error. */
export function useQuote() {
  const request = useApi();
  const [quote, setQuote] = useState<AdminQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = useCallback(
    async (body: AdminQuoteRequest) => {
      setBusy(true);
      setError(null);
      try {
        setQuote(await request<AdminQuote>('/control/quotes', { method: 'POST', body }));
      } catch (caught) {
        setQuote(null);
        setError(caught instanceof Error ? caught.message : String(caught));
      } finally {
        setBusy(false);
      }
    },
    [request],
  );
  return { quote, error, busy, ask };
}
