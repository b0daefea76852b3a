import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AccessRequestFieldsFragment } from '../../../gql/graphql';
import { PageLoadError } from '../../common/components/PageLoadError';
import { LoadingState } from '../../common/components/LoadingState';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { ACCESS_REQUEST_TARGET_QUERY } from '../operations';
import { accessStrings } from '../strings';
import { RequestAccessForm } from './RequestAccessForm';

/**
 * What a member sees on a link to a private project they may not see (/projects/:id, or a note of
 * it): that it exists and a form to request access, never its title or contents. Anything else that
 * was not found (no such project or note, another workspace's) gets the item's not-found page.
 */
export function NoAccessPage({
  projectId,
  noteId,
  error,
  onRetry,
}: {
  projectId?: string;
  noteId?: string;
  error: unknown;
  onRetry: () => void;
}) {
  const target = useGraphqlQuery(ACCESS_REQUEST_TARGET_QUERY, {
    projectId: projectId ?? null,
    noteId: noteId ?? null,
  });
  const [sent, setSent] = useState<AccessRequestFieldsFragment | null>(null);

  if (target.loading && !target.data) return <LoadingState />;
  const found = target.data?.accessRequestTarget;
  if (!found || found.hasAccess) return <PageLoadError error={error} onRetry={onRetry} />;
  const pending = sent ?? found.pendingRequest ?? null;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, mx: 'auto', mt: { xs: 1, sm: 4 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <LockIcon color="action" aria-hidden />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {accessStrings.noAccessTitle}
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {accessStrings.noAccessBody}
      </Typography>
      {sent ? (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {accessStrings.requestSent}
        </Alert>
      ) : pending ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {accessStrings.pendingSince(formatDate(pending.createdAt), formatDate(pending.expiresAt))}
        </Alert>
      ) : null}
      <RequestAccessForm projectId={found.projectId} pending={pending} onSent={setSent} />
    </Paper>
  );
}
