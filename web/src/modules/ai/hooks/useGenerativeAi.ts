import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { AI_SETTINGS_QUERY } from '../operations';

/** Whether the workspace's AI entry points are shown: generative AI and summaries on (false while unknown). */
export function useGenerativeAi(): boolean {
  const { data } = useGraphqlQuery(AI_SETTINGS_QUERY);
  return Boolean(data?.aiSettings.generativeAiEnabled && data.aiSettings.summariesEnabled);
}
