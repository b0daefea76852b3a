import { defineOperation } from '../graphql/utils/defineOperation';

export interface Insight {
  id: string;
  shortId: string;
  projectId: string;
  title: string;
  content: string;
  published: boolean;
  publishedAt: string | null;
  createdAt: string;
}

export const INSIGHT_QUERY = defineOperation<{ insight: Insight }, { id: string }>(
  `query Insight($id: ID!) { insight(id: $id) { id shortId projectId title content published publishedAt createdAt } }`,
);
