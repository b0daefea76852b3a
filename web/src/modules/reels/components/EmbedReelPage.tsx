import { useParams } from 'react-router-dom';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { EMBEDDED_REEL_QUERY } from '../operations.public';
import { EmbedReelFrame } from './EmbedReelFrame';

/** /embed/reels/{reelId}, for other sites to frame: a reel of a shared, published insight. */
export function EmbedReelPage() {
  const { reelId = '' } = useParams();
  const { data, error, loading } = useGraphqlQuery(EMBEDDED_REEL_QUERY, { reelId }, { anonymous: true });
  return <EmbedReelFrame reel={data?.embeddedReel} error={error} loading={loading} />;
}
