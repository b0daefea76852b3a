import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { canEdit } from '../../projects/utils/canEdit';
import { HOME_QUERY } from '../operations';
import { homeStrings } from '../strings';
import { GettingStarted } from './GettingStarted';
import { PublishedInsightsList } from './PublishedInsightsList';
import { RecentList } from './RecentList';

/**
 * /home, the landing page after sign-in: published insights (newest publication first) and what
 * changed recently; a new workspace gets a first step instead.
 */
export function HomePage() {
  const { viewer } = useViewer();
  const { data, error, loading, refetch } = useGraphqlQuery(HOME_QUERY);
  const editable = canEdit(viewer?.role);

  if (loading && !data) return <LoadingState />;
  if (!data) return <ErrorAlert error={error} onRetry={refetch} />;
  const { recent, publishedInsights } = data.home;

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {viewer?.account.name ? homeStrings.greeting(viewer.account.name) : homeStrings.title}
      </Typography>
      {recent.length === 0 ? (
        <GettingStarted editable={editable} />
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <PublishedInsightsList insights={publishedInsights} editable={editable} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <RecentList items={recent} />
          </Grid>
        </Grid>
      )}
    </>
  );
}
