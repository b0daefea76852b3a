import { useEffect, useState } from 'react';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { DATA_RETENTION_PREVIEW_QUERY } from '../operations';
import type { PolicyDraft } from '../utils/policySummary';

/** What a draft policy would delete, asked again a moment after the draft stops changing. */
export function usePolicyPreview(projectId: string | null, draft: PolicyDraft, skip: boolean) {
  const [settled, setSettled] = useState(draft);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(draft), 250);
    return () => clearTimeout(timer);
  }, [draft]);
  return useGraphqlQuery(DATA_RETENTION_PREVIEW_QUERY, { input: { projectId, ...settled } }, { skip });
}
