import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  closestCorners,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import { useMemo, useRef, useState } from 'react';
import { type Columns, columnOf, moveBetween } from '../../tag-boards/utils/boardColumns';
import { projectViewStrings as strings } from '../strings';
import type { ViewDisplay, ViewItem } from '../types/ViewItem';
import { columnId } from '../utils/boardColumnId';
import type { CardMoveChoice } from './ViewCard';
import { ViewBoardColumn } from './ViewBoardColumn';

/** A column of the board as the API lists it. */
export interface BoardColumnInfo {
  key: string | null;
  label: string;
  color: string | null;
  count: number;
}

/** What overlaps the dragged card first, else the nearest by corners (as the tag boards do). */
const overlapFirst: CollisionDetection = (args) => {
  const overlapping = rectIntersection(args);
  return overlapping.length > 0 ? overlapping : closestCorners(args);
};

/** Card ids per board column, in the view's order. */
function arrange(columns: BoardColumnInfo[], items: ViewItem[]): Columns {
  const out: Columns = Object.fromEntries(columns.map((c) => [columnId(c.key), [] as string[]]));
  for (const item of items) out[columnId(item.columnKey)]?.push(item.id);
  return out;
}

/**
 * BOARD layout: one column per option, person, published state or tag (spec 000 §3 group), cards
 * dragged (dnd-kit: mouse, touch or keyboard) within and between columns. While dragging, the cards
 * move locally; on drop the move is sent once with the card's new column and the card before it.
 */
export function ViewBoard({
  columns,
  items,
  display,
  editable,
  onMove,
}: {
  columns: BoardColumnInfo[];
  items: ViewItem[];
  display: ViewDisplay;
  editable: boolean;
  onMove: (itemId: string, toColumn: string, afterId: string | null) => void;
}) {
  const [arranged, setArranged] = useState<Columns>(() => arrange(columns, items));
  const before = useRef<Columns>(arranged);
  // New answers from the server replace the local arrangement at once, in this render.
  const [shown, setShown] = useState({ columns, items });
  if (shown.columns !== columns || shown.items !== items) {
    setShown({ columns, items });
    setArranged(arrange(columns, items));
  }
  const byId = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);
  const order = columns.map((c) => columnId(c.key));
  const live = useRef({ arranged, order });
  live.current = { arranged, order };
  // Left and right arrows carry a card to the neighbouring column; up and down move it within one.
  const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
    const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
    const { active, droppableContainers } = args.context;
    if (step === 0 || !active) return sortableKeyboardCoordinates(event, args);
    event.preventDefault();
    const now = live.current;
    const from = columnOf(now.arranged, String(active.id));
    const target = from === undefined ? undefined : now.order[now.order.indexOf(from) + step];
    const node = target === undefined ? null : (droppableContainers.get(target)?.node.current ?? null);
    const rect = node?.getBoundingClientRect();
    return rect ? { x: rect.left + 12, y: rect.top + 8 } : undefined;
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
  const labelOf = (id: string) => columns.find((c) => columnId(c.key) === id)?.label ?? '';
  const titleOf = (id: UniqueIdentifier) => byId.get(String(id))?.title || strings.untitled;
  const placeOf = (id: UniqueIdentifier | undefined) => {
    const column = id === undefined ? undefined : columnOf(arranged, String(id));
    return column ? labelOf(column) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => strings.pickedUp(titleOf(active.id)),
    onDragOver: ({ active, over }) =>
      over ? strings.movedOver(titleOf(active.id), placeOf(over.id)) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? strings.dropped(titleOf(active.id), placeOf(over.id)) : undefined,
    onDragCancel: ({ active }) => strings.cancelled(titleOf(active.id)),
  };

  const send = (id: string, next: Columns) => {
    const to = columnOf(next, id);
    if (!to) return;
    const ids = next[to];
    const index = ids.indexOf(id);
    onMove(id, to, index > 0 ? ids[index - 1] : null);
  };

  const dragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const id = String(active.id);
    const from = columnOf(arranged, id);
    const to = columnOf(arranged, String(over.id));
    if (!from || !to || from === to) return;
    const target = arranged[to] ?? [];
    const overIndex = String(over.id) in arranged ? target.length : target.indexOf(String(over.id));
    setArranged((current) => moveBetween(current, id, to, overIndex));
  };

  const dragEnd = ({ active, over }: DragEndEvent) => {
    const id = String(active.id);
    if (!over) {
      setArranged(before.current);
      return;
    }
    const to = columnOf(arranged, id);
    let next = arranged;
    const overId = String(over.id);
    if (to && !(overId in arranged) && overId !== id && (arranged[to] ?? []).includes(overId)) {
      const ids = arranged[to];
      next = { ...arranged, [to]: arrayMove(ids, ids.indexOf(id), ids.indexOf(overId)) };
      setArranged(next);
    }
    if (JSON.stringify(next) !== JSON.stringify(before.current)) send(id, next);
  };

  const choicesFor = (itemId: string): CardMoveChoice[] => {
    const from = columnOf(arranged, itemId);
    return columns
      .map((c) => ({ columnId: columnId(c.key), label: c.label }))
      .filter((choice) => choice.columnId !== from);
  };
  const choose = (itemId: string, choice: CardMoveChoice) => {
    const next = moveBetween(arranged, itemId, choice.columnId, 0);
    setArranged(next);
    send(itemId, next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={overlapFirst}
      onDragStart={() => {
        before.current = arranged;
      }}
      onDragOver={dragOver}
      onDragEnd={dragEnd}
      onDragCancel={() => setArranged(before.current)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: strings.dragInstructions } }}
    >
      <Box
        data-testid="view-board"
        sx={{ display: 'flex', gap: 2, overflowX: 'auto', pb: 2, alignItems: 'stretch' }}
      >
        {columns.map((column) => {
          const id = columnId(column.key);
          const cards = (arranged[id] ?? []).flatMap((itemId) => {
            const item = byId.get(itemId);
            return item ? [item] : [];
          });
          return (
            <ViewBoardColumn
              key={id}
              id={id}
              title={column.label}
              color={column.color}
              // The count is the server's (all pages); cards moved here locally add to it meanwhile.
              count={Math.max(column.count, cards.length)}
              items={cards}
              display={display}
              editable={editable}
              choicesFor={choicesFor}
              onChoose={choose}
            />
          );
        })}
      </Box>
    </DndContext>
  );
}
