import { DndContext } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { useColumnDrag } from '../../common/hooks/useColumnDrag';
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
  onAdd,
  addLabel,
}: {
  columns: BoardColumnInfo[];
  items: ViewItem[];
  display: ViewDisplay;
  editable: boolean;
  onMove: (itemId: string, toColumn: string, afterId: string | null) => void;
  /** A new item for a column, to go after the column's last card; absent, columns offer none. */
  onAdd?: (toColumn: string, afterId: string | null) => void;
  addLabel?: (columnTitle: string) => string;
}) {
  const [arranged, setArranged] = useState<Columns>(() => arrange(columns, items));
  // New answers from the server replace the local arrangement at once, in this render.
  const [shown, setShown] = useState({ columns, items });
  if (shown.columns !== columns || shown.items !== items) {
    setShown({ columns, items });
    setArranged(arrange(columns, items));
  }
  const byId = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);
  const labelOf = (id: string) => columns.find((c) => columnId(c.key) === id)?.label ?? '';
  const send = (id: string, next: Columns) => {
    const to = columnOf(next, id);
    if (!to) return;
    const ids = next[to];
    const index = ids.indexOf(id);
    onMove(id, to, index > 0 ? ids[index - 1] : null);
  };

  const drag = useColumnDrag({
    columns: arranged,
    setColumns: setArranged,
    order: columns.map((c) => columnId(c.key)),
    titleOf: (id) => byId.get(id)?.title || strings.untitled,
    labelOf,
    strings,
    onDrop: send,
  });

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
    <DndContext {...drag}>
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
              onAdd={onAdd ? () => onAdd(id, cards.at(-1)?.id ?? null) : undefined}
              addLabel={addLabel}
            />
          );
        })}
      </Box>
    </DndContext>
  );
}
