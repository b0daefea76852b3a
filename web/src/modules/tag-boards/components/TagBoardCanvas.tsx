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
import { tagBoardStrings as strings } from '../strings';
import type { TagBoard } from '../types/TagBoard';
import { type Columns, UNGROUPED, columnOf, columnsOf, moveBetween, tagsById } from '../utils/boardColumns';
import { BoardColumn } from './BoardColumn';
import { GroupMenu } from './GroupMenu';
import type { MoveChoice } from './TagCard';

/**
 * Where a dragged tag is: over what it overlaps, else the nearest by corners. Corners alone can
 * pick a card of the column it comes from when the column it is carried to is taller than it is
 * wide (its bottom corners are far away), so a keyboard move would stay where it was.
 */
const overlapFirst: CollisionDetection = (args) => {
  const overlapping = rectIntersection(args);
  return overlapping.length > 0 ? overlapping : closestCorners(args);
};

/**
 * The board: the ungrouped area, then one column per group. Tags are dragged (mouse, touch or
 * keyboard, through dnd-kit) within and between columns; while a tag is dragged the columns are
 * rearranged locally, and on drop the move is sent once with the tag's new neighbour.
 */
export function TagBoardCanvas({
  board,
  editable,
  onMove,
  onGroupsChanged,
}: {
  board: TagBoard;
  editable: boolean;
  /** Persists a move; the board is replaced with the server's answer (or reloaded on a refusal). */
  onMove: (tagId: string, columns: Columns) => void;
  onGroupsChanged: () => void;
}) {
  const [columns, setColumns] = useState<Columns>(() => columnsOf(board));
  const before = useRef<Columns>(columns);
  // A new board from the server (after a move, a new group…) replaces the local arrangement at
  // once, in this render, so no column is ever missing for a group that just appeared.
  const [shown, setShown] = useState(board);
  if (shown !== board) {
    setShown(board);
    setColumns(columnsOf(board));
  }
  const tags = useMemo(() => tagsById(board), [board]);
  // Read by the keyboard's coordinate getter, which dnd-kit keeps from the first render.
  const live = useRef({ columns, order: [UNGROUPED, ...board.groups.map((g) => g.id)] });
  live.current = { columns, order: [UNGROUPED, ...board.groups.map((g) => g.id)] };
  /**
   * Left and right arrows go to the neighbouring column (dnd-kit's sortable getter would pick the
   * nearest card to that side, which can be in the same column); up and down move within one.
   */
  const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
    const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
    const { active, droppableContainers } = args.context;
    if (step === 0 || !active) return sortableKeyboardCoordinates(event, args);
    event.preventDefault();
    const { columns: now, order } = live.current;
    const from = columnOf(now, String(active.id));
    const target = from === undefined ? undefined : order[order.indexOf(from) + step];
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
  const columnTitle = (column: string) =>
    column === UNGROUPED ? strings.ungrouped : (board.groups.find((g) => g.id === column)?.title ?? '');
  const tagTitle = (id: UniqueIdentifier) => tags.get(String(id))?.title ?? '';
  const placeOf = (id: UniqueIdentifier | undefined) => {
    if (id === undefined) return '';
    const column = columnOf(columns, String(id));
    return column ? columnTitle(column) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => strings.pickedUp(tagTitle(active.id)),
    onDragOver: ({ active, over }) =>
      over ? strings.movedOver(tagTitle(active.id), placeOf(over.id)) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? strings.dropped(tagTitle(active.id), placeOf(over.id)) : undefined,
    onDragCancel: ({ active }) => strings.cancelled(tagTitle(active.id)),
  };

  const dragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const id = String(active.id);
    const from = columnOf(columns, id);
    const to = columnOf(columns, String(over.id));
    if (!from || !to || from === to) return;
    const target = columns[to] ?? [];
    const overIndex = String(over.id) in columns ? target.length : target.indexOf(String(over.id));
    setColumns((current) => moveBetween(current, id, to, overIndex));
  };

  const dragEnd = ({ active, over }: DragEndEvent) => {
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
    if (JSON.stringify(next) !== JSON.stringify(before.current)) onMove(id, next);
  };

  /** The menu's way to move a tag: up, down, or to the end of another column. */
  const choicesFor = (tagId: string): MoveChoice[] => {
    const column = columnOf(columns, tagId) ?? UNGROUPED;
    const index = columns[column]?.indexOf(tagId) ?? 0;
    const out: MoveChoice[] = [];
    if (column !== UNGROUPED && index > 0) out.push({ label: strings.moveUp, column, index: index - 1 });
    if (column !== UNGROUPED && index < (columns[column]?.length ?? 0) - 1)
      out.push({ label: strings.moveDown, column, index: index + 1 });
    for (const target of [...board.groups.map((g) => g.id), UNGROUPED]) {
      if (target !== column)
        out.push({
          label: strings.moveTo(columnTitle(target)),
          column: target,
          index: columns[target]?.length ?? 0,
        });
    }
    return out;
  };
  const choose = (tagId: string, choice: MoveChoice) => {
    const next = moveBetween(columns, tagId, choice.column, choice.index);
    setColumns(next);
    onMove(tagId, next);
  };

  const toTags = (column: string) =>
    (columns[column] ?? []).flatMap((id) => {
      const tag = tags.get(id);
      return tag ? [tag] : [];
    });

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={overlapFirst}
      onDragStart={() => {
        before.current = columns;
      }}
      onDragOver={dragOver}
      onDragEnd={dragEnd}
      onDragCancel={() => setColumns(before.current)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: strings.dragInstructions } }}
    >
      <Box sx={{ display: 'flex', gap: 2, overflowX: 'auto', pb: 2, alignItems: 'stretch' }}>
        <BoardColumn
          id={UNGROUPED}
          title={strings.ungrouped}
          color={null}
          hint={strings.ungroupedHint}
          tags={toTags(UNGROUPED)}
          editable={editable}
          choicesFor={choicesFor}
          onChoose={choose}
        />
        {board.groups.map((group, index) => (
          <BoardColumn
            key={group.id}
            id={group.id}
            title={group.title}
            color={group.color}
            tags={toTags(group.id)}
            editable={editable}
            choicesFor={choicesFor}
            onChoose={choose}
            actions={
              editable ? (
                <GroupMenu
                  group={group}
                  previousId={index > 1 ? board.groups[index - 2].id : null}
                  canMoveLeft={index > 0}
                  nextId={board.groups[index + 1]?.id ?? null}
                  onChanged={onGroupsChanged}
                />
              ) : null
            }
          />
        ))}
      </Box>
    </DndContext>
  );
}
