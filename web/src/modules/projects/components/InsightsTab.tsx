import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { INSIGHTS_QUERY } from '../operations';
import { projectStrings } from '../strings';
import { EmptyState } from './EmptyState';

/** The project's insights with their published state. */
export function InsightsTab({ projectId }: { projectId: string }) {
  const { data, error, loading, refetch } = useGraphqlQuery(INSIGHTS_QUERY, { projectId });
  if (loading && !data) return <LoadingState />;
  if (error) return <ErrorAlert error={error} onRetry={refetch} />;
  if (!data || data.insights.length === 0) return <EmptyState text={projectStrings.noInsights} />;
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label={projectStrings.tabInsights}>
        {data.insights.map((insight, index) => (
          <ListItemButton
            key={insight.id}
            component={RouterLink}
            to={`/insights/${insight.id}`}
            divider={index < data.insights.length - 1}
          >
            <ListItemIcon>
              <LightbulbOutlinedIcon />
            </ListItemIcon>
            <ListItemText
              primary={insight.title}
              secondary={projectStrings.created(formatDate(insight.publishedAt ?? insight.createdAt))}
            />
            <Chip
              size="small"
              label={insight.published ? projectStrings.published : projectStrings.draft}
              color={insight.published ? 'success' : 'default'}
              variant={insight.published ? 'filled' : 'outlined'}
            />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
