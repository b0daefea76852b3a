import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { AI_SETTINGS_QUERY } from '../operations';

/** Whether suggested highlights are shown: generative AI on for the workspace (false while unknown). */
export function useSuggestionsEnabled(): boolean {
  const { data } = useGraphqlQuery(AI_SETTINGS_QUERY);
  return Boolean(data?.aiSettings.generativeAiEnabled);
}
