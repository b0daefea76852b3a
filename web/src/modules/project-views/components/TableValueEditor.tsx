import Popover from '@mui/material/Popover';
import { useState } from 'react';
import type { CustomFieldFieldsFragment, CustomFieldValueFieldsFragment } from '../../../gql/graphql';
import { type FieldValueChange, FieldValueEditor } from '../../custom-fields/components/FieldValueEditor';
import { saveFieldValue } from '../../custom-fields/utils/saveFieldValue';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { projectViewStrings as strings } from '../strings';

/** Which value of which item is being edited, and where on the screen its cell is. */
export interface EditedCell {
  objectId: string;
  itemTitle: string;
  field: CustomFieldFieldsFragment;
  value: CustomFieldValueFieldsFragment | undefined;
  at: { top: number; left: number };
}

/**
 * A table cell's value edited in place, with the control the note sidebar's Fields tab uses for its
 * type. A change is saved at once (text when left or on Enter) and the view loads again, so the row
 * takes its place in the view's sort and filter; Escape leaves without saving, a refusal stays under
 * the control. The popover hangs at a fixed point: the grid redraws its cells when the view returns.
 */
export function TableValueEditor({
  cell,
  target,
  members,
  onSaved,
  onClose,
}: {
  cell: EditedCell;
  target: 'NOTE' | 'INSIGHT';
  members: { id: string; name: string }[];
  onSaved: () => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState(cell.value);
  const [error, setError] = useState<string | null>(null);
  const save = async (change: FieldValueChange) => {
    try {
      setValue((await saveFieldValue(target, cell.objectId, cell.field.id, change)) ?? undefined);
      setError(null);
      onSaved();
      // One value chosen or typed is done with; a field of several options stays open for the next.
      if (!(cell.field.type === 'SELECT' && cell.field.maxSelectable > 1)) onClose();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  return (
    <Popover
      open
      anchorReference="anchorPosition"
      anchorPosition={cell.at}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': strings.editValueTitle(cell.field.label, cell.itemTitle),
          sx: { p: 2, width: 320, maxWidth: 'calc(100vw - 32px)' },
        },
      }}
    >
      <FieldValueEditor
        field={cell.field}
        value={value}
        members={members}
        editable
        autoFocus
        error={error}
        onSave={(change) => void save(change)}
      />
    </Popover>
  );
}
