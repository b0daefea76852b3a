import MenuItem from '@mui/material/MenuItem';
import { GridColumnMenu, type GridColumnMenuItemProps, type GridColumnMenuProps } from '@mui/x-data-grid';
import { useContext } from 'react';
import { projectViewStrings as strings } from '../strings';
import { ViewColumnsContext } from '../utils/viewColumnsContext';

/** The column menu's own items: keep the column on the left, wrap its text (saved with the view). */
function StickyWrapItems({ colDef, onClick }: GridColumnMenuItemProps) {
  const { columnOf, toggle, editable } = useContext(ViewColumnsContext);
  if (!editable) return null;
  const column = columnOf(colDef.field);
  return (
    <>
      <MenuItem
        onClick={(event) => {
          toggle(colDef.field, 'sticky');
          onClick(event);
        }}
      >
        {column?.sticky ? strings.unstick : strings.stick}
      </MenuItem>
      <MenuItem
        onClick={(event) => {
          toggle(colDef.field, 'wrapped');
          onClick(event);
        }}
      >
        {column?.wrapped ? strings.unwrap : strings.wrap}
      </MenuItem>
    </>
  );
}

/** The Data Grid's column menu with the view's items added. */
export function ViewColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuUserItem: StickyWrapItems }}
      slotProps={{ columnMenuUserItem: { displayOrder: 15 } }}
    />
  );
}
