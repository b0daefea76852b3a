import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Tab, { type TabProps } from '@mui/material/Tab';

/**
 * A view's tab that a member who can edit drags along the tab row (pointer only: the arrow keys stay
 * the tab list's own, keyboard users move a view with "Move left"/"Move right" in its menu). Tabs
 * hands its props down to its children, so every Tab prop passes through.
 */
export function SortableViewTab({
  viewId,
  draggable,
  style,
  ...tabProps
}: TabProps & { viewId: string; draggable: boolean }) {
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({
    id: viewId,
    disabled: !draggable,
  });
  return (
    <Tab
      ref={setNodeRef}
      {...tabProps}
      {...(draggable ? listeners : {})}
      data-draggable={draggable ? 'true' : undefined}
      data-dragging={isDragging ? 'true' : undefined}
      style={{
        ...style,
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 1 : undefined,
        cursor: draggable ? 'grab' : undefined,
      }}
    />
  );
}
