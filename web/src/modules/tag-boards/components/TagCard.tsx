import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { itemPaths } from '../../common/utils/itemPath';
import { tagBoardStrings as strings } from '../strings';
import type { BoardTag } from '../types/TagBoard';

/** A place a tag's menu can send it: a column and a position in it. */
export interface MoveChoice {
  label: string;
  column: string;
  index: number;
}

const SAFE_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * A tag on the board: colour, title, highlight count. The left part is the drag handle (mouse,
 * touch, or keyboard: Space to pick up, arrows, Space to drop); the "…" menu moves it by choice.
 */
export function TagCard({
  tag,
  editable,
  choices,
  onChoose,
}: {
  tag: BoardTag;
  editable: boolean;
  choices: MoveChoice[];
  onChoose: (choice: MoveChoice) => void;
}) {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: tag.id, disabled: !editable });
  const color = SAFE_COLOR.test(tag.color) ? tag.color : '#757575';

  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      data-testid="board-tag"
      data-tag-title={tag.title}
      sx={{
        display: 'flex',
        alignItems: 'center',
        borderLeft: 4,
        borderLeftColor: color,
        opacity: isDragging ? 0.5 : 1,
        transform: CSS.Transform.toString(transform),
        transition,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        ref={setActivatorNodeRef}
        {...(editable ? { ...attributes, ...listeners } : {})}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          py: 1,
          pl: 1,
          cursor: editable ? 'grab' : 'default',
          touchAction: 'none',
          borderRadius: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        {editable ? <DragIndicatorIcon fontSize="small" color="action" aria-hidden /> : null}
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500 }} noWrap title={tag.title}>
            {tag.title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {strings.highlightCount(tag.highlightCount)}
          </Typography>
        </Box>
      </Box>
      <IconButton
        size="small"
        aria-label={strings.tagActions(tag.title)}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ mr: 0.5 }}
      >
        <MoreHorizIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {editable
          ? choices.map((choice) => (
              <MenuItem
                key={choice.label}
                onClick={() => {
                  setAnchor(null);
                  onChoose(choice);
                }}
              >
                {choice.label}
              </MenuItem>
            ))
          : null}
        <MenuItem onClick={() => navigate(itemPaths.tag(tag))}>{strings.openTag}</MenuItem>
      </Menu>
    </Paper>
  );
}
