import { AI_SETTINGS_QUERY } from '../../ai/operations';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';

/**
 * Whether the plan lets members search by meaning (spec 001 §3 allowSemanticSearchAndSummarisation,
 * besides allowSearch): false while unknown, so no search by meaning is sent before the answer.
 */
export function useSemanticSearchAllowed(): { allowed: boolean; known: boolean } {
  const { data } = useGraphqlQuery(AI_SETTINGS_QUERY);
  return { allowed: Boolean(data?.aiSettings.semanticSearchAllowed), known: data !== undefined };
}
