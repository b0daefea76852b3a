import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { formatDate } from '../../common/utils/formatDate';
import { itemPaths } from '../../common/utils/itemPath';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PeekLink } from '../../peek/components/PeekLink';
import { FOLDER_PUBLISHED_INSIGHTS_QUERY } from '../operations';
import { folderStrings } from '../strings';

/**
 * The published insights of the folder's projects and sub-folders, newest publication first: a plan
 * feature, so below the plans with it the server's refusal shows as the upgrade prompt right here.
 */
export function FolderPublishedInsights({ folderId }: { folderId: string }) {
  const { data, error, loading, refetch } = useGraphqlQuery(FOLDER_PUBLISHED_INSIGHTS_QUERY, {
    id: folderId,
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="folder-published" sx={{ mb: 3 }}>
      <Typography id="folder-published" variant="h6" component="h2" sx={{ px: 2, pt: 2, pb: 1 }}>
        {folderStrings.publishedHeading}
      </Typography>
      {loading && !data ? <LoadingState /> : null}
      {!data && error ? (
        <Box sx={{ px: 2, pb: 1 }}>
          <ErrorAlert error={error} onRetry={refetch} />
        </Box>
      ) : null}
      {data && data.folder.publishedInsights.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {folderStrings.noPublished}
        </Typography>
      ) : null}
      {data && data.folder.publishedInsights.length > 0 ? (
        <List aria-labelledby="folder-published" data-testid="folder-published">
          {data.folder.publishedInsights.map((insight) => (
            <ListItem key={insight.id} disablePadding>
              <ListItemButton component={PeekLink} to={itemPaths.insight(insight)}>
                <ListItemIcon aria-hidden>
                  <LightbulbOutlinedIcon color="warning" />
                </ListItemIcon>
                <ListItemText
                  primary={insight.title}
                  secondary={`${folderStrings.publishedOn(formatDate(insight.publishedAt))} · ${folderStrings.inProject(insight.projectTitle)}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ) : null}
    </Paper>
  );
}
