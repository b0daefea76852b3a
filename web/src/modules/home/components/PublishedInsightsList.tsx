import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../common/utils/formatDate';
import { itemPaths } from '../../common/utils/itemPath';
import { PeekLink } from '../../peek/components/PeekLink';
import { homeStrings } from '../strings';
import type { PublishedInsight } from '../types/Home';

/** Published insights, newest publication first, or what to do when there are none. */
export function PublishedInsightsList({
  insights,
  editable,
}: {
  insights: PublishedInsight[];
  editable: boolean;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="home-published">
      <Typography id="home-published" variant="h6" component="h2" sx={{ px: 2, pt: 2, pb: 1 }}>
        {homeStrings.publishedTitle}
      </Typography>
      {insights.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {homeStrings.noPublished}{' '}
          {editable ? homeStrings.noPublishedHint : homeStrings.noPublishedHintViewer}
        </Typography>
      ) : (
        <List aria-labelledby="home-published" data-testid="home-published">
          {insights.map((insight) => (
            <ListItem key={insight.id} disablePadding>
              <ListItemButton component={PeekLink} to={itemPaths.insight(insight)}>
                <ListItemIcon>
                  <LightbulbOutlinedIcon color="warning" />
                </ListItemIcon>
                <ListItemText
                  primary={insight.title}
                  secondary={`${homeStrings.publishedOn(formatDate(insight.publishedAt))} · ${homeStrings.inProject(insight.projectTitle)}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
