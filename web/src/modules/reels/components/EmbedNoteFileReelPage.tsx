import { useParams } from 'react-router-dom';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { EMBEDDED_NOTE_FILE_REEL_QUERY } from '../operations.public';
import { EmbedReelFrame } from './EmbedReelFrame';

/** /embed/reels/note/{noteId}/file/{fileId}: a recording's clips that a live share makes public. */
export function EmbedNoteFileReelPage() {
  const { noteId = '', fileId = '' } = useParams();
  const { data, error, loading } = useGraphqlQuery(
    EMBEDDED_NOTE_FILE_REEL_QUERY,
    { noteId, fileId },
    { anonymous: true },
  );
  return <EmbedReelFrame reel={data?.embeddedNoteFileReel} error={error} loading={loading} />;
}
