import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { AI_SETTINGS_QUERY } from '../operations';
import type { FrameworkPlanAccess } from '../utils/frameworkAccess';

/** Which summary frameworks the workspace's plan allows; undefined while the AI settings load. */
export function useFrameworkAccess(): FrameworkPlanAccess | undefined {
  const { data } = useGraphqlQuery(AI_SETTINGS_QUERY);
  return data?.aiSettings;
}
