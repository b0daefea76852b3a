import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Layout } from '../hooks/useLayoutPreference';

/** One thing a browsing page lists: where it opens, what it is and what to say of it. */
export interface CollectionItem {
  key: string;
  title: string;
  /** The kind of item, first in its description (Project, Note…). */
  kind: string;
  details: string[];
  to: string;
  icon: ReactNode;
}

/** Items as cards in a grid or as rows of a list, each a link to its page. */
export function ItemCollection({
  items,
  layout,
  label,
}: {
  items: CollectionItem[];
  layout: Layout;
  label: string;
}) {
  if (layout === 'list') {
    return (
      <Paper variant="outlined">
        <List aria-label={label} data-testid="item-list" disablePadding>
          {items.map((item) => (
            <ListItem key={item.key} disablePadding divider>
              <ListItemButton component={RouterLink} to={item.to}>
                <ListItemIcon aria-hidden>{item.icon}</ListItemIcon>
                <ListItemText
                  primary={item.title}
                  secondary={[item.kind, ...item.details].join(' · ')}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={label}
      data-testid="item-grid"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
      }}
    >
      {items.map((item) => (
        <li key={item.key}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={item.to} sx={{ height: '100%' }}>
              <CardContent>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', color: 'text.secondary', mb: 1 }}
                >
                  <Box aria-hidden sx={{ display: 'flex' }}>
                    {item.icon}
                  </Box>
                  <Typography variant="caption">{item.kind}</Typography>
                </Stack>
                <Typography
                  variant="subtitle1"
                  component="h3"
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {item.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {item.details.join(' · ')}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
