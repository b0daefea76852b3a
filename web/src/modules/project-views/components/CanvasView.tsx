import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useCanvasObjects } from '../hooks/useCanvasObjects';
import { useCanvasViewport } from '../hooks/useCanvasViewport';
import { projectViewStrings as strings } from '../strings';
import type { ViewItem } from '../types/ViewItem';
import type { CanvasObject } from '../types/ViewState';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  byLayer,
  clampCoordinate,
  isShown,
  toCanvas,
} from '../utils/canvasGeometry';
import { PROJECT_VIEW_CANVAS_OBJECT_LIMIT } from '../utils/canvasLimits';
import { CanvasInspector, GROUP_COLORS } from './CanvasInspector';
import { CanvasObjectContent } from './CanvasObjectContent';
import { CanvasObjectFrame, type FramePatch } from './CanvasObjectFrame';
import { CanvasStagingList } from './CanvasStagingList';
import { CanvasToolbar } from './CanvasToolbar';

type Kind = CanvasObject['kind'];
const NEW_SIZE: Record<Exclude<Kind, 'REFERENCE'>, { width: number; height: number }> = {
  TEXT: { width: 240, height: 40 },
  RECTANGLE: { width: 200, height: 120 },
  GROUP: { width: 480, height: 320 },
};

/**
 * CANVAS layout (spec 000 §3 canvas objects): a board to pan and zoom, the view's items to drag
 * onto it as cards, and texts, rectangles and coloured groups to arrange them. Edits save to the
 * view a moment after they are made; a member who cannot edit the project pans and zooms only.
 */
export function CanvasView({
  viewId,
  objects: saved,
  items,
  editable,
  hasMore,
  onLoadMore,
}: {
  viewId: string;
  objects: CanvasObject[];
  items: ViewItem[];
  editable: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
}) {
  const board = useRef<HTMLDivElement>(null);
  const { objects, change, status, failure, planRefusal, retry } = useCanvasObjects(viewId, saved);
  const { viewport, zoomIn, zoomOut, fit, panHandlers, boardPoint } = useCanvasViewport(board, objects);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const shown = useMemo(() => objects.filter(isShown).sort(byLayer), [objects]);
  const placed = useMemo(
    () => new Set(shown.flatMap((o) => (o.kind === 'REFERENCE' ? [o.objectId] : []))),
    [shown],
  );
  const canAdd = objects.length < PROJECT_VIEW_CANVAS_OBJECT_LIMIT;
  const selected = shown.find((o) => o.id === selectedId) ?? null;

  const update = (id: string, patch: FramePatch | CanvasObject) =>
    change((list) => list.map((o) => (o.id === id ? ({ ...o, ...clampPatch(patch) } as CanvasObject) : o)));
  // A card leaves the canvas but stays in the state, hidden (spec 000 §3 optional visible).
  const remove = (id: string) => {
    change((list) =>
      list.flatMap((o) => (o.id !== id ? [o] : o.kind === 'REFERENCE' ? [{ ...o, visible: false }] : [])),
    );
    setSelectedId(null);
    setEditingId(null);
  };
  const centre = () => {
    const rect = board.current?.getBoundingClientRect();
    return toCanvas(viewport, (rect?.width ?? 0) / 2, (rect?.height ?? 0) / 2);
  };

  const add = (kind: Exclude<Kind, 'REFERENCE'>) => {
    // Each new object a step below the last, so several added in a row do not hide each other.
    const step = (objects.length % 6) * 24;
    const at = { x: centre().x + step, y: centre().y + step };
    const size = NEW_SIZE[kind];
    const base = {
      id: crypto.randomUUID(),
      x: clampCoordinate(at.x - size.width / 2),
      y: clampCoordinate(at.y - size.height / 2),
    };
    const object: CanvasObject =
      kind === 'TEXT'
        ? { ...base, kind, width: size.width, text: '', textFormat: 'PARAGRAPH' }
        : kind === 'RECTANGLE'
          ? { ...base, kind, width: size.width, height: size.height }
          : { ...base, kind, ...size, title: strings.canvas.newGroupTitle, color: GROUP_COLORS[0] };
    change((list) => [...list, object]);
    setSelectedId(object.id);
    if (kind === 'TEXT') setEditingId(object.id);
  };

  /** Puts an item's card at a canvas point: a card it had moves there (and shows again). */
  const place = (item: ViewItem, at: { x: number; y: number }) => {
    const x = clampCoordinate(at.x);
    const y = clampCoordinate(at.y);
    const existing = objects.find((o) => o.kind === 'REFERENCE' && o.objectId === item.id);
    if (existing) {
      change((list) => list.map((o) => (o.id === existing.id ? { ...o, x, y, visible: true } : o)));
      setSelectedId(existing.id);
      return;
    }
    if (!canAdd) return;
    const id = crypto.randomUUID();
    change((list) => [...list, { kind: 'REFERENCE', id, type: item.type, objectId: item.id, x, y }]);
    setSelectedId(id);
  };
  const dropAt = (item: ViewItem, clientX: number, clientY: number) => {
    const rect = board.current?.getBoundingClientRect();
    if (!rect || clientX < rect.left || clientX > rect.right || clientY < rect.top || clientY > rect.bottom)
      return;
    const point = boardPoint(clientX, clientY);
    const at = toCanvas(viewport, point.x, point.y);
    place(item, { x: at.x - CARD_WIDTH / 2, y: at.y - 24 });
  };

  return (
    <Stack spacing={1} data-testid="canvas-view">
      <CanvasToolbar
        editable={editable}
        canAdd={canAdd}
        scale={viewport.scale}
        status={status}
        onAdd={add}
        onZoomIn={zoomIn}
        onZoomOut={zoomOut}
        onFit={fit}
      />
      {!editable ? <Alert severity="info">{strings.canvas.readOnly}</Alert> : null}
      {editable && !canAdd ? (
        <Alert severity="warning">{strings.canvas.tooMany(PROJECT_VIEW_CANVAS_OBJECT_LIMIT)}</Alert>
      ) : null}
      {planRefusal ? (
        <ErrorAlert error={planRefusal} />
      ) : failure ? (
        <Alert
          severity="error"
          data-testid="canvas-save-error"
          action={
            <Button color="inherit" size="small" onClick={() => void retry()}>
              {strings.save}
            </Button>
          }
        >
          {`${strings.canvas.saveFailed} ${failure}`}
        </Alert>
      ) : null}
      {editable && selected ? (
        <CanvasInspector
          object={selected}
          onChange={(next) => update(next.id, next)}
          onRemove={() => remove(selected.id)}
        />
      ) : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {editable ? (
          <CanvasStagingList
            items={items}
            placed={placed}
            editable={editable}
            hasMore={hasMore}
            onLoadMore={onLoadMore}
            onDrop={dropAt}
            onPlace={(item) =>
              place(item, { x: centre().x - CARD_WIDTH / 2, y: centre().y - CARD_HEIGHT / 2 })
            }
          />
        ) : null}
        <Box
          ref={board}
          role="region"
          aria-label={strings.canvas.boardLabel}
          aria-describedby="canvas-help"
          data-testid="canvas-board"
          {...panHandlers}
          onPointerDown={(event) => {
            if (event.target === event.currentTarget) {
              setSelectedId(null);
              setEditingId(null);
            }
            panHandlers.onPointerDown(event);
          }}
          sx={{
            position: 'relative',
            flex: { xs: 'none', md: 1 },
            minWidth: 0,
            height: { xs: '60vh', md: '70vh' },
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            cursor: 'grab',
            touchAction: 'none',
            // A drag on the board moves things; it never selects the page's text.
            userSelect: 'none',
            // A pale board with dark dots; in the dark theme the page's own dark with light dots.
            bgcolor: (theme) =>
              theme.palette.mode === 'dark' ? theme.palette.background.default : theme.palette.grey[50],
            backgroundImage: (theme) =>
              `radial-gradient(circle, ${theme.palette.mode === 'dark' ? 'rgba(255,255,255,0.14)' : 'rgba(0,0,0,0.12)'} 1px, transparent 1px)`,
            backgroundSize: `${24 * viewport.scale}px ${24 * viewport.scale}px`,
            backgroundPosition: `${viewport.x}px ${viewport.y}px`,
          }}
        >
          <Typography id="canvas-help" sx={visuallyHidden}>
            {strings.canvas.boardHelp}
          </Typography>
          {shown.length === 0 ? (
            <Typography
              color="text.secondary"
              data-testid="canvas-empty"
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                p: 3,
                textAlign: 'center',
                pointerEvents: 'none',
              }}
            >
              {editable ? strings.canvas.empty : strings.canvas.emptyReadOnly}
            </Typography>
          ) : null}
          <Box
            data-testid="canvas-layer"
            sx={{
              position: 'absolute',
              left: 0,
              top: 0,
              transformOrigin: '0 0',
              transform: `translate(${viewport.x}px, ${viewport.y}px) scale(${viewport.scale})`,
            }}
          >
            {shown.map((object) => {
              const item = object.kind === 'REFERENCE' ? byId.get(object.objectId) : undefined;
              const label = objectLabel(object, item);
              return (
                <CanvasObjectFrame
                  key={object.id}
                  testId={`canvas-object-${object.kind.toLowerCase()}`}
                  label={label}
                  x={object.x}
                  y={object.y}
                  width={object.kind === 'REFERENCE' ? CARD_WIDTH : object.width}
                  height={object.kind === 'RECTANGLE' || object.kind === 'GROUP' ? object.height : undefined}
                  scale={viewport.scale}
                  selected={object.id === selectedId}
                  editable={editable && editingId !== object.id}
                  resizable={
                    object.kind === 'TEXT' ? 'width' : object.kind === 'REFERENCE' ? undefined : 'both'
                  }
                  onSelect={() => setSelectedId(object.id)}
                  onChange={(patch) => update(object.id, patch)}
                  onRemove={() => remove(object.id)}
                  onActivate={object.kind === 'TEXT' ? () => setEditingId(object.id) : undefined}
                >
                  <CanvasObjectContent
                    object={object}
                    item={item}
                    editing={editable && editingId === object.id}
                    onText={(text) => update(object.id, { ...object, text } as CanvasObject)}
                    onDoneEditing={() => setEditingId(null)}
                  />
                </CanvasObjectFrame>
              );
            })}
          </Box>
        </Box>
      </Stack>
    </Stack>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Coordinates within the server's bounds, whole numbers. */
function clampPatch<T extends FramePatch>(patch: T): T {
  const next = { ...patch };
  if (next.x !== undefined) next.x = clampCoordinate(next.x);
  if (next.y !== undefined) next.y = clampCoordinate(next.y);
  return next;
}

function objectLabel(object: CanvasObject, item: ViewItem | undefined): string {
  const names = strings.canvas.objectNames;
  switch (object.kind) {
    case 'RECTANGLE':
      return names.RECTANGLE;
    case 'TEXT':
      return names.TEXT(object.text.slice(0, 80));
    case 'GROUP':
      return names.GROUP(object.title);
    case 'REFERENCE':
      return item
        ? names.REFERENCE(
            strings.objectTypes[object.type],
            item.type === 'HIGHLIGHT' ? item.preview.slice(0, 80) : item.title || strings.untitled,
          )
        : strings.canvas.missing;
  }
}
