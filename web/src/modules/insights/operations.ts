import { defineOperation } from '../graphql/utils/defineOperation';
import type { Insight, ShareLink } from './types/Insight';

const INSIGHT_FIELDS =
  'id shortId projectId title content contentJson published publishedAt locked lockedAt createdAt updatedAt';
const SHARE_LINK_FIELDS = 'id token createdAt revokedAt active';

export const INSIGHT_QUERY = defineOperation<{ insight: Insight }, { id: string }>(
  `query Insight($id: ID!) { insight(id: $id) { ${INSIGHT_FIELDS} } }`,
);

export const CREATE_INSIGHT_MUTATION = defineOperation<
  { createInsight: Insight },
  { input: { projectId: string; title: string } }
>(
  `mutation CreateInsight($input: CreateInsightInput!) { createInsight(input: $input) { ${INSIGHT_FIELDS} } }`,
);

export const UPDATE_INSIGHT_MUTATION = defineOperation<
  { updateInsight: Insight },
  { input: { id: string; title?: string; contentJson?: string } }
>(
  `mutation UpdateInsight($input: UpdateInsightInput!) { updateInsight(input: $input) { ${INSIGHT_FIELDS} } }`,
);

export const PUBLISH_INSIGHT_MUTATION = defineOperation<{ publishInsight: Insight }, { id: string }>(
  `mutation PublishInsight($id: ID!) { publishInsight(id: $id) { ${INSIGHT_FIELDS} } }`,
);

export const UNPUBLISH_INSIGHT_MUTATION = defineOperation<{ unpublishInsight: Insight }, { id: string }>(
  `mutation UnpublishInsight($id: ID!) { unpublishInsight(id: $id) { ${INSIGHT_FIELDS} } }`,
);

export const LOCK_INSIGHT_MUTATION = defineOperation<{ lockInsight: Insight }, { id: string }>(
  `mutation LockInsight($id: ID!) { lockInsight(id: $id) { ${INSIGHT_FIELDS} } }`,
);

export const UNLOCK_INSIGHT_MUTATION = defineOperation<{ unlockInsight: Insight }, { id: string }>(
  `mutation UnlockInsight($id: ID!) { unlockInsight(id: $id) { ${INSIGHT_FIELDS} } }`,
);

export const DELETE_INSIGHT_MUTATION = defineOperation<{ deleteInsight: boolean }, { id: string }>(
  `mutation DeleteInsight($id: ID!) { deleteInsight(id: $id) }`,
);

export const SHARE_LINKS_QUERY = defineOperation<{ shareLinks: ShareLink[] }, { insightId: string }>(
  `query ShareLinks($insightId: ID!) { shareLinks(insightId: $insightId) { ${SHARE_LINK_FIELDS} } }`,
);

export const CREATE_SHARE_LINK_MUTATION = defineOperation<
  { createShareLink: ShareLink },
  { insightId: string }
>(
  `mutation CreateShareLink($insightId: ID!) { createShareLink(insightId: $insightId) { ${SHARE_LINK_FIELDS} } }`,
);

export const REVOKE_SHARE_LINK_MUTATION = defineOperation<{ revokeShareLink: ShareLink }, { id: string }>(
  `mutation RevokeShareLink($id: ID!) { revokeShareLink(id: $id) { ${SHARE_LINK_FIELDS} } }`,
);
