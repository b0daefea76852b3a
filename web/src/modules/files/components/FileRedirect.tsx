import { Navigate, useParams } from 'react-router-dom';
import { LoadingState } from '../../common/components/LoadingState';
import { PageLoadError } from '../../common/components/PageLoadError';
import { itemPaths } from '../../common/utils/itemPath';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { FILE_NOTE_QUERY } from '../operations';

/**
 * /f/{fileId} (spec 000 §2): a file's own address opens the note it belongs to, where the file's
 * player, transcript and highlights are. A file the member may not see is not found, as the note
 * would be.
 */
export function FileRedirect() {
  const { fileId = '' } = useParams();
  const { data, error, loading, refetch } = useGraphqlQuery(FILE_NOTE_QUERY, { id: fileId });
  if (loading && !data) return <LoadingState />;
  if (!data) return <PageLoadError error={error} onRetry={refetch} />;
  return <Navigate to={itemPaths.note({ id: data.file.noteId })} replace />;
}
