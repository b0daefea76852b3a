import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  type UniqueIdentifier,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, horizontalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { projectViewStrings as strings } from '../strings';

/**
 * The drag-and-drop frame of the view tabs (dnd-kit, as the board uses): a tab dropped on another
 * takes its place. A few pixels of movement start a drag, so a click still opens the view.
 */
export function ViewTabsSortable({
  views,
  onMove,
  children,
}: {
  views: readonly { id: string; title: string }[];
  onMove: (id: string, toIndex: number) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const ids = views.map((v) => v.id);
  const titleOf = (id: UniqueIdentifier) => views.find((v) => v.id === id)?.title || strings.untitled;
  const placeOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => strings.tabPickedUp(titleOf(active.id)),
    onDragOver: ({ active, over }) =>
      over ? strings.tabMoved(titleOf(active.id), placeOf(over.id), ids.length) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? strings.tabMoved(titleOf(active.id), placeOf(over.id), ids.length) : undefined,
    onDragCancel: ({ active }) => strings.tabCancelled(titleOf(active.id)),
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return;
    const toIndex = ids.indexOf(String(over.id));
    if (toIndex >= 0) onMove(String(active.id), toIndex);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext items={ids} strategy={horizontalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
