import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../common/utils/formatDate';
import { projectViewStrings as strings } from '../strings';
import type { ViewDisplay, ViewItem } from '../types/ViewItem';
import { itemLink } from '../utils/itemLink';
import { ItemFieldChips } from './ItemFieldChips';
import { PeekLink } from '../../peek/components/PeekLink';

/** GRID layout: a card per item, as many per row as fit (one on a phone). */
export function ViewGrid({ items, display }: { items: ViewItem[]; display: ViewDisplay }) {
  return (
    <Box
      data-testid="view-grid"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
    >
      {items.map((item) => (
        <Card key={item.id} variant="outlined" data-testid="view-item" data-item-title={item.title}>
          <CardActionArea
            component={PeekLink}
            to={itemLink(item)}
            sx={{ height: '100%', alignItems: 'flex-start' }}
          >
            <CardContent>
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }} gutterBottom>
                {item.title || strings.untitled}
              </Typography>
              {display.shows('preview') && item.preview ? (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{
                    display: '-webkit-box',
                    WebkitLineClamp: 4,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }}
                >
                  {item.preview}
                </Typography>
              ) : null}
              <ItemFieldChips item={item} display={display} />
              {display.shows('updatedAt') ? (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                  {formatDate(item.updatedAt)}
                </Typography>
              ) : null}
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
