import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { tagBoardStrings as strings } from '../strings';
import type { BoardTag } from '../types/TagBoard';
import { type MoveChoice, TagCard } from './TagCard';

/** One column of the board (a group, or the ungrouped area): a drop target holding sortable tags. */
export function BoardColumn({
  id,
  title,
  color,
  hint,
  tags,
  editable,
  actions,
  choicesFor,
  onChoose,
}: {
  id: string;
  title: string;
  color: string | null;
  hint?: string;
  tags: BoardTag[];
  editable: boolean;
  actions?: ReactNode;
  choicesFor: (tagId: string) => MoveChoice[];
  onChoose: (tagId: string, choice: MoveChoice) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id });
  const headingId = `board-column-${id}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      data-testid="board-column"
      data-column-title={title}
      sx={{
        width: 280,
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: isOver ? 'action.hover' : 'grey.50',
        borderTop: color ? 4 : 1,
        borderTopColor: color ?? 'divider',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 1.5, pt: 1, pb: 0.5 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography
            id={headingId}
            component="h2"
            variant="subtitle1"
            sx={{ fontWeight: 600 }}
            noWrap
            title={title}
          >
            {title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {hint ?? strings.tagCount(tags.length)}
          </Typography>
        </Box>
        {actions}
      </Stack>
      <SortableContext id={id} items={tags.map((t) => t.id)} strategy={verticalListSortingStrategy}>
        <Stack
          ref={setNodeRef}
          component="ul"
          spacing={1}
          sx={{ listStyle: 'none', m: 0, p: 1.5, pt: 1, minHeight: 96, flexGrow: 1 }}
        >
          {tags.map((tag) => (
            <TagCard
              key={tag.id}
              tag={tag}
              editable={editable}
              choices={choicesFor(tag.id)}
              onChoose={(choice) => onChoose(tag.id, choice)}
            />
          ))}
          {tags.length === 0 && editable ? (
            <Typography
              component="li"
              variant="body2"
              color="text.secondary"
              sx={{
                border: 1,
                borderStyle: 'dashed',
                borderColor: 'divider',
                borderRadius: 1,
                p: 2,
                textAlign: 'center',
              }}
            >
              {strings.emptyGroup}
            </Typography>
          ) : null}
        </Stack>
      </SortableContext>
    </Paper>
  );
}
