import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import {
  ACCESS_REQUESTS_QUERY,
  APPROVE_ACCESS_REQUEST_MUTATION,
  DENY_ACCESS_REQUEST_MUTATION,
} from '../operations';
import { accessStrings } from '../strings';
import { AccessRequestItem } from './AccessRequestItem';

/**
 * The "Requests" section of a project's access page, for those who decide (managers and full
 * access): pending requests of the last 3 days, each approved with a chosen access or denied.
 * A request that comes in while the page is open shows through the live refresh.
 */
export function AccessRequestsSection({
  projectId,
  onDecided,
}: {
  projectId: string;
  onDecided: (notice: string) => void;
}) {
  const { hash } = useLocation();
  const { data, error, loading, refetch } = useGraphqlQuery(ACCESS_REQUESTS_QUERY, { projectId });
  const [approve, approveState] = useGraphqlMutation(APPROVE_ACCESS_REQUEST_MUTATION);
  const [deny, denyState] = useGraphqlMutation(DENY_ACCESS_REQUEST_MUTATION);
  const busy = approveState.loading || denyState.loading;
  const requests = data?.accessRequests ?? [];
  const loaded = data !== undefined;
  // A notification's link names one request (`#access-request-{id}`): bring it into view once listed.
  useEffect(() => {
    if (loaded && hash.startsWith('#access-request-'))
      document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [loaded, hash]);

  return (
    <section aria-labelledby="access-requests-title">
      <Typography id="access-requests-title" variant="h6" component="h2" sx={{ mt: 3 }}>
        {accessStrings.requestsTitle}
        {requests.length > 0 ? ` (${requests.length})` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {accessStrings.requestsLead}
      </Typography>
      <ErrorAlert
        error={error ?? approveState.error ?? denyState.error}
        onRetry={error ? refetch : undefined}
      />
      <Paper variant="outlined" sx={{ mb: 3 }}>
        {loading && !data ? (
          <LoadingState />
        ) : requests.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {accessStrings.noRequests}
          </Typography>
        ) : (
          <List aria-label={accessStrings.requestsTitle} disablePadding>
            {requests.map((request) => (
              <AccessRequestItem
                key={request.id}
                request={request}
                busy={busy}
                highlighted={hash === `#access-request-${request.id}`}
                onApprove={async (permission) => {
                  if (await approve({ input: { id: request.id, permission } })) {
                    onDecided(accessStrings.approved(request.requester.name));
                    await refetch();
                  }
                }}
                onDeny={async () => {
                  if (await deny({ id: request.id })) {
                    onDecided(accessStrings.denied(request.requester.name));
                    await refetch();
                  }
                }}
              />
            ))}
          </List>
        )}
      </Paper>
    </section>
  );
}
