import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PROJECT_TITLE_QUERY } from '../../projects/operations';
import { ProjectBreadcrumbs } from '../../projects/components/ProjectBreadcrumbs';
import { INSIGHT_QUERY } from '../operations';
import { insightStrings } from '../strings';

/** /insights/:insightId: title, published state and content. */
export function InsightPage() {
  const { insightId = '' } = useParams();
  const { data, error, loading, refetch } = useGraphqlQuery(INSIGHT_QUERY, { id: insightId });
  const projectId = data?.insight.projectId ?? '';
  const project = useGraphqlQuery(PROJECT_TITLE_QUERY, { id: projectId }, { skip: !projectId });

  if (loading && !data) return <LoadingState />;
  if (error || !data) return <ErrorAlert error={error} onRetry={refetch} />;
  const insight = data.insight;

  return (
    <>
      <ProjectBreadcrumbs
        project={project.data?.project ?? null}
        projectPath={(id) => `/projects/${id}?tab=insights`}
      />
      <Paper variant="outlined" component="article" sx={{ p: { xs: 2, md: 4 }, maxWidth: 864 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Chip
            size="small"
            label={insight.published ? insightStrings.published : insightStrings.draft}
            color={insight.published ? 'success' : 'default'}
            variant={insight.published ? 'filled' : 'outlined'}
          />
          <Typography variant="body2" color="text.secondary">
            {insight.published && insight.publishedAt
              ? insightStrings.publishedOn(formatDate(insight.publishedAt))
              : insightStrings.createdOn(formatDate(insight.createdAt))}
          </Typography>
        </Stack>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
          {insight.title}
        </Typography>
        {insight.content ? (
          <Typography component="div" sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.75 }}>
            {insight.content}
          </Typography>
        ) : (
          <Typography color="text.secondary">{insightStrings.emptyContent}</Typography>
        )}
      </Paper>
    </>
  );
}
