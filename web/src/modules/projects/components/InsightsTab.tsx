import AddIcon from '@mui/icons-material/Add';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { formatDate } from '../../common/utils/formatDate';
import { itemPaths } from '../../common/utils/itemPath';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PeekLink } from '../../peek/components/PeekLink';
import { PresentButton } from '../../presentation/components/PresentButton';
import { presentationStrings } from '../../presentation/strings';
import { INSIGHTS_QUERY } from '../operations';
import { projectStrings } from '../strings';
import { EmptyState } from './EmptyState';
import { NewInsightDialog } from './NewInsightDialog';

/**
 * The project's insights (a click peeks the insight) with their published state, "Present" once there
 * are some, and "New insight" for members who may edit.
 */
export function InsightsTab({
  project,
  editable,
}: {
  project: { id: string; title: string };
  editable: boolean;
}) {
  const projectId = project.id;
  const { data, error, loading, refetch } = useGraphqlQuery(INSIGHTS_QUERY, { projectId });
  const [creating, setCreating] = useState(false);
  const presentable = (data?.insights.length ?? 0) > 0;
  const toolbar =
    editable || presentable ? (
      <Stack direction="row" spacing={1} sx={{ mb: 2, justifyContent: 'flex-end' }}>
        {presentable ? (
          <PresentButton
            to={`${itemPaths.project(project, 'insights')}/present`}
            label={presentationStrings.presentInsights}
          />
        ) : null}
        {editable ? (
          <>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {projectStrings.newInsight}
            </Button>
            <NewInsightDialog projectId={projectId} open={creating} onClose={() => setCreating(false)} />
          </>
        ) : null}
      </Stack>
    ) : null;
  if (loading && !data) return <LoadingState />;
  if (error) return <ErrorAlert error={error} onRetry={refetch} />;
  if (!data || data.insights.length === 0)
    return (
      <>
        {toolbar}
        <EmptyState
          text={projectStrings.noInsights}
          hint={editable ? projectStrings.noInsightsHint : undefined}
        />
      </>
    );
  return (
    <>
      {toolbar}
      <Paper variant="outlined">
        <List disablePadding aria-label={projectStrings.tabInsights}>
          {data.insights.map((insight, index) => (
            <ListItem key={insight.id} disablePadding divider={index < data.insights.length - 1}>
              <ListItemButton component={PeekLink} to={itemPaths.insight(insight)}>
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
            </ListItem>
          ))}
        </List>
      </Paper>
    </>
  );
}
