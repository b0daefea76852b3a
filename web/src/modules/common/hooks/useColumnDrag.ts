import {
  type Announcements,
  type CollisionDetection,
  type DndContextProps,
  type DragEndEvent,
  type DragOverEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { type Dispatch, type SetStateAction, useRef } from 'react';
import { type Columns, columnOf, moveBetween } from '../../tag-boards/utils/boardColumns';

/**
 * Where a dragged card is: over what it overlaps, else the nearest by corners. Corners alone can
 * pick a card of the column it comes from when the column it is carried to is taller than it is
 * wide (its bottom corners are far away), so a keyboard move would stay where it was.
 */
const overlapFirst: CollisionDetection = (args) => {
  const overlapping = rectIntersection(args);
  return overlapping.length > 0 ? overlapping : closestCorners(args);
};

/** What a screen reader hears while a card is carried (each board words it for its own cards). */
export interface ColumnDragStrings {
  dragInstructions: string;
  pickedUp: (title: string) => string;
  movedOver: (title: string, column: string) => string;
  dropped: (title: string, column: string) => string;
  cancelled: (title: string) => string;
}

export interface ColumnDragOptions {
  /** Card ids per column, as shown now (moved locally while a card is carried). */
  columns: Columns;
  setColumns: Dispatch<SetStateAction<Columns>>;
  /** The column ids from left to right: where the left and right arrows carry a card. */
  order: string[];
  titleOf: (cardId: string) => string;
  labelOf: (columnId: string) => string;
  strings: ColumnDragStrings;
  /** Called once per drop that changed something, with the arrangement after it. */
  onDrop: (cardId: string, next: Columns) => void;
}

/**
 * Dragging cards within and between the columns of a board (tag boards, BOARD views), with the
 * mouse, touch or the keyboard (dnd-kit): the props for a DndContext. While a card is carried the
 * columns are rearranged locally; on drop the move is reported once, and a cancelled or missed drop
 * puts everything back.
 */
export function useColumnDrag({
  columns,
  setColumns,
  order,
  titleOf,
  labelOf,
  strings,
  onDrop,
}: ColumnDragOptions): Omit<DndContextProps, 'children'> {
  const before = useRef<Columns>(columns);
  // Read by the keyboard's coordinate getter, which dnd-kit keeps from the first render.
  const live = useRef({ columns, order });
  live.current = { columns, order };
  /**
   * Left and right arrows go to the neighbouring column (dnd-kit's sortable getter would pick the
   * nearest card to that side, which can be in the same column); up and down move within one.
   */
  const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
    const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
    const { active, droppableContainers } = args.context;
    if (step === 0 || !active) return sortableKeyboardCoordinates(event, args);
    event.preventDefault();
    const now = live.current;
    const from = columnOf(now.columns, String(active.id));
    const target = from === undefined ? undefined : now.order[now.order.indexOf(from) + step];
    // The column where it is now, not where dnd-kit last measured it: the previous step just moved
    // a card between columns, and the rects measured before that can be a layout behind.
    const node = target === undefined ? null : (droppableContainers.get(target)?.node.current ?? null);
    const rect = node?.getBoundingClientRect();
    return rect ? { x: rect.left + 12, y: rect.top + 8 } : undefined;
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );

  const title = (id: string | number) => titleOf(String(id));
  const placeOf = (id: string | number) => {
    const column = columnOf(columns, String(id));
    return column ? labelOf(column) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => strings.pickedUp(title(active.id)),
    onDragOver: ({ active, over }) =>
      over ? strings.movedOver(title(active.id), placeOf(over.id)) : undefined,
    onDragEnd: ({ active, over }) => (over ? strings.dropped(title(active.id), placeOf(over.id)) : undefined),
    onDragCancel: ({ active }) => strings.cancelled(title(active.id)),
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const id = String(active.id);
    const from = columnOf(columns, id);
    const to = columnOf(columns, String(over.id));
    if (!from || !to || from === to) return;
    const target = columns[to] ?? [];
    const overIndex = String(over.id) in columns ? target.length : target.indexOf(String(over.id));
    setColumns((current) => moveBetween(current, id, to, overIndex));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const id = String(active.id);
    if (!over) {
      setColumns(before.current);
      return;
    }
    const to = columnOf(columns, id);
    let next = columns;
    const overId = String(over.id);
    if (to && !(overId in columns) && overId !== id && (columns[to] ?? []).includes(overId)) {
      const ids = columns[to];
      next = { ...columns, [to]: arrayMove(ids, ids.indexOf(id), ids.indexOf(overId)) };
      setColumns(next);
    }
    if (JSON.stringify(next) !== JSON.stringify(before.current)) onDrop(id, next);
  };

  return {
    sensors,
    collisionDetection: overlapFirst,
    onDragStart: () => {
      before.current = columns;
    },
    onDragOver,
    onDragEnd,
    onDragCancel: () => setColumns(before.current),
    accessibility: { announcements, screenReaderInstructions: { draggable: strings.dragInstructions } },
  };
}
