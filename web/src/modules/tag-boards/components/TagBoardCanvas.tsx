import { DndContext } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { useColumnDrag } from '../../common/hooks/useColumnDrag';
import { tagBoardStrings as strings } from '../strings';
import type { TagBoard } from '../types/TagBoard';
import { type Columns, UNGROUPED, columnOf, columnsOf, moveBetween, tagsById } from '../utils/boardColumns';
import { BoardColumn } from './BoardColumn';
import { GroupMenu } from './GroupMenu';
import type { MoveChoice } from './TagCard';

/**
 * The board: the ungrouped area, then one column per group. Tags are dragged (mouse, touch or
 * keyboard, through dnd-kit) within and between columns; while a tag is dragged the columns are
 * rearranged locally, and on drop the move is sent once with the tag's new neighbour.
 */
export function TagBoardCanvas({
  board,
  editable,
  onMove,
  onGroupDeleted,
}: {
  board: TagBoard;
  editable: boolean;
  /** Persists a move; the cached board takes the server's answer (or is reloaded on a refusal). */
  onMove: (tagId: string, columns: Columns) => void;
  onGroupDeleted: () => void;
}) {
  const [columns, setColumns] = useState<Columns>(() => columnsOf(board));
  // A new board from the server (after a move, a new group…) replaces the local arrangement at
  // once, in this render, so no column is ever missing for a group that just appeared.
  const [shown, setShown] = useState(board);
  if (shown !== board) {
    setShown(board);
    setColumns(columnsOf(board));
  }
  const tags = useMemo(() => tagsById(board), [board]);
  const columnTitle = (column: string) =>
    column === UNGROUPED ? strings.ungrouped : (board.groups.find((g) => g.id === column)?.title ?? '');
  const drag = useColumnDrag({
    columns,
    setColumns,
    order: [UNGROUPED, ...board.groups.map((g) => g.id)],
    titleOf: (id) => tags.get(id)?.title ?? '',
    labelOf: columnTitle,
    strings,
    onDrop: onMove,
  });

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
    <DndContext {...drag}>
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
                  onDeleted={onGroupDeleted}
                />
              ) : null
            }
          />
        ))}
      </Box>
    </DndContext>
  );
}
