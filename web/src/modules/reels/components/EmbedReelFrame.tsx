import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { ReelFieldsFragment } from '../../../gql/graphql';
import { LoadingState } from '../../common/components/LoadingState';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { PublicPageFrame } from '../../insights/components/PublicPageFrame';
import { reelStrings } from '../strings';
import { ReelPlayer } from './ReelPlayer';

/** What a reel embed shows: the reel's public clips played one after another, or why it is not available. */
export function EmbedReelFrame({
  reel,
  error,
  loading,
}: {
  reel: ReelFieldsFragment | undefined;
  error: unknown;
  loading: boolean;
}) {
  if (loading && !reel) return <LoadingState />;
  return (
    <PublicPageFrame compact>
      {reel ? (
        <>
          <Typography variant="h6" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {reelStrings.reel}: {reel.title}
          </Typography>
          <ReelPlayer title={reel.title} clips={reel.clips} />
        </>
      ) : (
        <Alert severity="info" data-testid="embed-gone">
          <AlertTitle>{reelStrings.embedGoneTitle}</AlertTitle>
          {errorMessage(error)}
        </Alert>
      )}
    </PublicPageFrame>
  );
}
