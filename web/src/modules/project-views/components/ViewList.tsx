import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../common/utils/formatDate';
import { projectViewStrings as strings } from '../strings';
import type { ViewDisplay, ViewItem } from '../types/ViewItem';
import { itemLink } from '../utils/itemLink';
import { ItemFieldChips } from './ItemFieldChips';
import { PeekLink } from '../../peek/components/PeekLink';

/** LIST layout: one item per line, with its text and shown fields. */
export function ViewList({ items, display }: { items: ViewItem[]; display: ViewDisplay }) {
  return (
    <List
      data-testid="view-list"
      sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {items.map((item) => (
        <ListItemButton
          key={item.id}
          component={PeekLink}
          to={itemLink(item)}
          divider
          data-testid="view-item"
          data-item-title={item.title}
        >
          <ListItemText
            primary={item.title || strings.untitled}
            secondary={
              <>
                {display.shows('preview') && item.preview ? (
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                    noWrap
                  >
                    {item.preview}
                  </Typography>
                ) : null}
                {display.shows('updatedAt') ? (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {formatDate(item.updatedAt)}
                  </Typography>
                ) : null}
              </>
            }
            slotProps={{ secondary: { component: 'span' } }}
          />
          <ItemFieldChips item={item} display={display} />
        </ListItemButton>
      ))}
    </List>
  );
}
