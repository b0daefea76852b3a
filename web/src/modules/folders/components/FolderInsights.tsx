import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { formatDate } from '../../common/utils/formatDate';
import { itemPaths } from '../../common/utils/itemPath';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PeekLink } from '../../peek/components/PeekLink';
import { EmptyState } from '../../projects/components/EmptyState';
import { SEARCH_QUERY } from '../../search/operations';
import { folderStrings } from '../strings';

/** A page of a folder's insights (search's limit is 1000). */
const LIMIT = 100;

/**
 * /folders/{id}/insights: the insights of the projects in the folder and its sub-folders (search,
 * LOCATED_IN the folder), newest change first; each opens as a peek.
 */
export function FolderInsights({ folderId }: { folderId: string }) {
  const { data, error, loading, refetch } = useGraphqlQuery(SEARCH_QUERY, {
    input: {
      types: ['INSIGHT'],
      location: { operator: 'LOCATED_IN', ids: [folderId] },
      sort: { by: 'UPDATED', direction: 'DESC' },
      limit: LIMIT,
    },
  });
  if (loading && !data) return <LoadingState />;
  if (!data) return <ErrorAlert error={error} onRetry={refetch} />;
  const items = data.search.items;
  if (items.length === 0)
    return <EmptyState text={folderStrings.noInsights} hint={folderStrings.noInsightsHint} />;
  return (
    <Paper variant="outlined">
      <List aria-label={folderStrings.insightsHeading} disablePadding>
        {items.map((item) => {
          const title = item.preview.title.map((stretch) => stretch.text).join('');
          return (
            <ListItem key={item.id} disablePadding divider>
              <ListItemButton component={PeekLink} to={itemPaths.insight({ id: item.id, title })}>
                <ListItemIcon aria-hidden>
                  <LightbulbOutlinedIcon />
                </ListItemIcon>
                <ListItemText
                  primary={title}
                  secondary={[
                    item.projectTitle ? folderStrings.inProject(item.projectTitle) : null,
                    formatDate(item.updatedAt),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
