import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const SAFE_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * One column of a board (a tag board's group, a BOARD view's column): a titled drop target whose
 * cards sort within it and move between columns (useColumnDrag). Each board brings its own cards.
 */
export function BoardColumnFrame({
  id,
  testId,
  title,
  caption,
  color,
  background,
  actions,
  cardIds,
  emptyText,
  children,
}: {
  /** The droppable's id: the column id the drag logic uses. */
  id: string;
  testId: string;
  title: string;
  /** Under the title: how many cards, or a hint. */
  caption: string;
  /** The top border's colour (6-digit hex); anything else draws none. */
  color: string | null;
  background: string;
  actions?: ReactNode;
  cardIds: string[];
  /** Shown in an empty column a member may drop into; null shows nothing. */
  emptyText: string | null;
  /** The cards, each an `li`. */
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id });
  const headingId = `${testId}-${id}`;
  const border = color && SAFE_COLOR.test(color) ? color : null;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      data-testid={testId}
      data-column-title={title}
      // A dragged card is over this column (tests wait for it before they drop).
      data-drop-target={isOver ? 'true' : undefined}
      sx={{
        width: { xs: 260, sm: 280 },
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: isOver ? 'action.hover' : background,
        borderTop: border ? 4 : 1,
        borderTopColor: border ?? 'divider',
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
            {caption}
          </Typography>
        </Box>
        {actions}
      </Stack>
      <SortableContext id={id} items={cardIds} strategy={verticalListSortingStrategy}>
        <Stack
          ref={setNodeRef}
          component="ul"
          spacing={1}
          sx={{ listStyle: 'none', m: 0, p: 1.5, pt: 1, minHeight: 96, flexGrow: 1 }}
        >
          {children}
          {cardIds.length === 0 && emptyText !== null ? (
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
              {emptyText}
            </Typography>
          ) : null}
        </Stack>
      </SortableContext>
    </Paper>
  );
}
