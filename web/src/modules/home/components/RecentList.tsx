import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../common/utils/formatDate';
import { itemPaths } from '../../common/utils/itemPath';
import { PeekLink } from '../../peek/components/PeekLink';
import { homeStrings } from '../strings';
import type { RecentItem } from '../types/Home';

// The items' own paths (title slug and short id), as everywhere else in the app.
const PATHS: Record<RecentItem['kind'], (item: RecentItem) => string> = {
  PROJECT: (item) => itemPaths.project(item),
  NOTE: (item) => itemPaths.note(item),
  INSIGHT: (item) => itemPaths.insight(item),
};

const ICONS: Record<RecentItem['kind'], React.ReactNode> = {
  PROJECT: <FolderOutlinedIcon />,
  NOTE: <DescriptionOutlinedIcon />,
  INSIGHT: <LightbulbOutlinedIcon />,
};

const KINDS: Record<RecentItem['kind'], string> = {
  PROJECT: homeStrings.kindProject,
  NOTE: homeStrings.kindNote,
  INSIGHT: homeStrings.kindInsight,
};

/** Projects, notes and insights that changed recently, newest first. */
export function RecentList({ items }: { items: RecentItem[] }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="home-recent">
      <Typography id="home-recent" variant="h6" component="h2" sx={{ px: 2, pt: 2, pb: 1 }}>
        {homeStrings.recentTitle}
      </Typography>
      <List aria-labelledby="home-recent" data-testid="home-recent">
        {items.map((item) => (
          <ListItem key={`${item.kind}-${item.id}`} disablePadding>
            <ListItemButton
              // Notes and insights open as a peek over /home; a project is a page of its own.
              component={item.kind === 'PROJECT' ? RouterLink : PeekLink}
              to={PATHS[item.kind](item)}
            >
              <ListItemIcon aria-hidden>{ICONS[item.kind]}</ListItemIcon>
              <ListItemText
                primary={item.title}
                secondary={[
                  item.kind === 'PROJECT'
                    ? KINDS.PROJECT
                    : `${KINDS[item.kind]} ${homeStrings.inProject(item.projectTitle)}`,
                  homeStrings.updated(formatDate(item.updatedAt)),
                  item.createdByYou ? homeStrings.byYou : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
