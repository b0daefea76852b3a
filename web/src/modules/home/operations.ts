import { defineOperation } from '../graphql/utils/defineOperation';
import type { Home } from './types/Home';

export const HOME_QUERY = defineOperation<{ home: Home }>(
  `query Home { home {
    recent { id kind title projectId projectTitle updatedAt createdByYou }
    publishedInsights { id title projectId projectTitle publishedAt } } }`,
);
