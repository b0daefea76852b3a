import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { projectViewStrings as strings } from '../strings';
import type { ViewDisplay, ViewItem } from '../types/ViewItem';
import { itemLink } from '../utils/itemLink';
import { ItemFieldChips } from './ItemFieldChips';
import { PeekLink } from '../../peek/components/PeekLink';

/** A column a card's menu can send it to. */
export interface CardMoveChoice {
  columnId: string;
  label: string;
}

/**
 * A card of the board: the handle on the left drags it (mouse, touch, or keyboard: Space, arrows,
 * Space); the title (or anywhere on the card's text) opens the item, as a peek; the "…" menu moves it to another column without dragging.
 */
export function ViewCard({
  item,
  display,
  editable,
  choices,
  onChoose,
}: {
  item: ViewItem;
  display: ViewDisplay;
  editable: boolean;
  choices: CardMoveChoice[];
  onChoose: (choice: CardMoveChoice) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: item.id,
      disabled: !editable,
    });
  const title = item.title || strings.untitled;
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      data-testid="view-card"
      data-card-title={title}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        opacity: isDragging ? 0.5 : 1,
        transform: CSS.Transform.toString(transform),
        transition,
        bgcolor: 'background.paper',
      }}
    >
      {editable ? (
        <Box
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={strings.dragHandle(title)}
          sx={{
            display: 'flex',
            alignSelf: 'stretch',
            alignItems: 'center',
            px: 0.5,
            cursor: 'grab',
            touchAction: 'none',
            borderRadius: 1,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          <DragIndicatorIcon fontSize="small" color="action" aria-hidden />
        </Box>
      ) : null}
      {/* The title's link covers the card's text and chips: a click anywhere there opens the item. */}
      <Box sx={{ position: 'relative', flexGrow: 1, minWidth: 0, py: 1, pl: editable ? 0 : 1.5 }}>
        <Link
          component={PeekLink}
          to={itemLink(item)}
          underline="hover"
          sx={{ fontWeight: 500, '&::after': { content: '""', position: 'absolute', inset: 0 } }}
        >
          {title}
        </Link>
        {display.shows('preview') && item.preview ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {item.preview}
          </Typography>
        ) : null}
        <ItemFieldChips item={item} display={display} />
      </Box>
      {editable && choices.length > 0 ? (
        <>
          <IconButton
            size="small"
            aria-label={strings.cardActions(title)}
            aria-haspopup="menu"
            onClick={(event) => setAnchor(event.currentTarget)}
            sx={{ m: 0.5 }}
          >
            <MoreHorizIcon fontSize="small" />
          </IconButton>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            {choices.map((choice) => (
              <MenuItem
                key={choice.columnId}
                onClick={() => {
                  setAnchor(null);
                  onChoose(choice);
                }}
              >
                {strings.moveTo(choice.label)}
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
    </Paper>
  );
}
