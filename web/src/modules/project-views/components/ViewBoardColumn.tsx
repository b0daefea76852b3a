import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { projectViewStrings as strings } from '../strings';
import type { ViewDisplay, ViewItem } from '../types/ViewItem';
import { type CardMoveChoice, ViewCard } from './ViewCard';

const SAFE_COLOR = /^#[0-9a-f]{6}$/i;

/** One column of a view's board: a drop target holding its sortable cards. */
export function ViewBoardColumn({
  id,
  title,
  color,
  count,
  items,
  display,
  editable,
  choicesFor,
  onChoose,
}: {
  id: string;
  title: string;
  color: string | null;
  count: number;
  items: ViewItem[];
  display: ViewDisplay;
  editable: boolean;
  choicesFor: (itemId: string) => CardMoveChoice[];
  onChoose: (itemId: string, choice: CardMoveChoice) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id });
  const headingId = `view-column-${id}`;
  const border = color && SAFE_COLOR.test(color) ? color : null;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      data-testid="view-column"
      data-column-title={title}
      // A dragged card is over this column (tests wait for it before they drop).
      data-drop-target={isOver ? 'true' : undefined}
      sx={{
        width: { xs: 260, sm: 280 },
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: isOver ? 'action.hover' : 'action.selected',
        borderTop: border ? 4 : 1,
        borderTopColor: border ?? 'divider',
      }}
    >
      <Stack sx={{ px: 1.5, pt: 1, pb: 0.5 }}>
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
          {strings.cardCount(count)}
        </Typography>
      </Stack>
      <SortableContext id={id} items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <Stack
          ref={setNodeRef}
          component="ul"
          spacing={1}
          sx={{ listStyle: 'none', m: 0, p: 1.5, pt: 1, minHeight: 96, flexGrow: 1 }}
        >
          {items.map((item) => (
            <ViewCard
              key={item.id}
              item={item}
              display={display}
              editable={editable}
              choices={choicesFor(item.id)}
              onChoose={(choice) => onChoose(item.id, choice)}
            />
          ))}
          {items.length === 0 && editable ? (
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
              {strings.emptyColumn}
            </Typography>
          ) : null}
        </Stack>
      </SortableContext>
    </Paper>
  );
}
