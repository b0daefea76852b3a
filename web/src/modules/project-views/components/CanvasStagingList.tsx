import AddIcon from '@mui/icons-material/Add';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type PointerEvent, useRef, useState } from 'react';
import { projectViewStrings as strings } from '../strings';
import type { ViewItem } from '../types/ViewItem';

/** A press moves this far before it counts as a drag (a click on the row does nothing). */
const DRAG_THRESHOLD = 4;

/**
 * The staging list: the view's items (filtered as the view is), each dragged onto the canvas to
 * place its card there, or placed in the middle of the board with its + button (keyboard).
 */
export function CanvasStagingList({
  items,
  placed,
  editable,
  hasMore,
  onLoadMore,
  onDrop,
  onPlace,
}: {
  items: ViewItem[];
  placed: Set<string>;
  editable: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  /** A drag ended at this point of the screen (the board decides whether it is over the canvas). */
  onDrop: (item: ViewItem, clientX: number, clientY: number) => void;
  onPlace: (item: ViewItem) => void;
}) {
  const [ghost, setGhost] = useState<{ item: ViewItem; x: number; y: number } | null>(null);
  const press = useRef<{ item: ViewItem; x: number; y: number; dragging: boolean } | null>(null);

  const down = (item: ViewItem) => (event: PointerEvent<HTMLElement>) => {
    if (!editable || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    press.current = { item, x: event.clientX, y: event.clientY, dragging: false };
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    const current = press.current;
    if (!current) return;
    if (
      !current.dragging &&
      Math.hypot(event.clientX - current.x, event.clientY - current.y) < DRAG_THRESHOLD
    )
      return;
    current.dragging = true;
    setGhost({ item: current.item, x: event.clientX, y: event.clientY });
  };
  const up = (event: PointerEvent<HTMLElement>) => {
    const current = press.current;
    press.current = null;
    setGhost(null);
    if (current?.dragging) onDrop(current.item, event.clientX, event.clientY);
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="canvas-staging-heading"
      data-testid="canvas-staging"
      sx={{
        width: { xs: '100%', md: 280 },
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        maxHeight: { xs: 240, md: '70vh' },
      }}
    >
      <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
        <Typography id="canvas-staging-heading" component="h3" variant="subtitle2">
          {strings.canvas.stagingHeading}
        </Typography>
        {editable ? (
          <Typography variant="caption" color="text.secondary">
            {strings.canvas.stagingHelp}
          </Typography>
        ) : null}
      </Box>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {strings.canvas.stagingEmpty}
        </Typography>
      ) : null}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, px: 1, pb: 1, overflowY: 'auto' }}>
        {items.map((item) => {
          const title = item.title || strings.untitled;
          const text = item.type === 'HIGHLIGHT' ? `“${item.preview}”` : title;
          return (
            <Paper
              key={item.id}
              component="li"
              variant="outlined"
              data-testid="canvas-staging-item"
              data-item-id={item.id}
              aria-label={editable ? strings.canvas.dragToCanvas(text) : undefined}
              onPointerDown={down(item)}
              onPointerMove={move}
              onPointerUp={up}
              onPointerCancel={() => {
                press.current = null;
                setGhost(null);
              }}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                p: 0.75,
                cursor: editable ? 'grab' : 'default',
                touchAction: editable ? 'none' : 'auto',
                userSelect: 'none',
                bgcolor: placed.has(item.id) ? 'action.hover' : 'background.paper',
              }}
            >
              {editable ? <DragIndicatorIcon fontSize="small" color="action" aria-hidden /> : null}
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="body2" noWrap>
                  {text}
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap component="p">
                  {placed.has(item.id) ? strings.canvas.placed : item.type === 'HIGHLIGHT' ? title : ''}
                </Typography>
              </Box>
              {editable ? (
                <IconButton
                  size="small"
                  aria-label={strings.canvas.addToCanvas(text)}
                  onPointerDown={(event) => event.stopPropagation()}
                  onClick={() => onPlace(item)}
                >
                  <AddIcon fontSize="small" />
                </IconButton>
              ) : null}
            </Paper>
          );
        })}
      </Stack>
      {hasMore ? (
        <Button onClick={onLoadMore} sx={{ m: 1 }}>
          {strings.loadMore}
        </Button>
      ) : null}
      {ghost ? (
        <Paper
          elevation={6}
          aria-hidden
          sx={{
            position: 'fixed',
            left: ghost.x + 8,
            top: ghost.y + 8,
            width: 220,
            p: 1,
            pointerEvents: 'none',
            zIndex: (theme) => theme.zIndex.tooltip,
          }}
        >
          <Typography variant="body2" noWrap>
            {ghost.item.type === 'HIGHLIGHT'
              ? `“${ghost.item.preview}”`
              : ghost.item.title || strings.untitled}
          </Typography>
        </Paper>
      ) : null}
    </Paper>
  );
}
