import { useParams } from 'react-router-dom';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { EMBEDDED_TAG_REEL_QUERY } from '../operations.public';
import { EmbedReelFrame } from './EmbedReelFrame';

/** /embed/reels/tags/{tagId}: a tag's clips that a live share makes public. */
export function EmbedTagReelPage() {
  const { tagId = '' } = useParams();
  const { data, error, loading } = useGraphqlQuery(EMBEDDED_TAG_REEL_QUERY, { tagId }, { anonymous: true });
  return <EmbedReelFrame reel={data?.embeddedTagReel} error={error} loading={loading} />;
}
