import Popover from '@mui/material/Popover';
import { useState } from 'react';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { MEMBERS_QUERY } from '../../settings/operations';
import { fieldStrings } from '../strings';
import type { CustomField, CustomFieldTarget, CustomFieldValue } from '../types/CustomField';
import { saveFieldValue } from '../utils/saveFieldValue';
import { type FieldValueChange, FieldValueEditor } from './FieldValueEditor';

/** Which value of which item is being edited, and where on the screen its cell is. */
export interface EditedValue {
  objectId: string;
  /** The item's name, for the editor's accessible name. */
  itemTitle: string;
  field: CustomField;
  value: CustomFieldValue | undefined;
  at: { top: number; left: number };
}

/**
 * A grid cell's custom field value edited in place (a view's table, the people grid), with the
 * control the Fields tab uses for its type. A change is saved at once (text when left or on Enter)
 * and reads the grid (`refetchQueries`) again, so the row takes its place in its sort and filter; Escape leaves
 * without saving, a refusal stays under the control. One value chosen or typed closes the editor; a
 * field of several options stays open for the next. It hangs at a fixed point, not at the cell: the
 * grid redraws its cells when it loads again.
 */
export function FieldValuePopover({
  edited,
  target,
  refetchQueries,
  onClose,
}: {
  edited: EditedValue;
  target: CustomFieldTarget;
  /** The grid's query, by operation name. */
  refetchQueries: readonly string[];
  onClose: () => void;
}) {
  const { field } = edited;
  const members = useGraphqlQuery(MEMBERS_QUERY, {}, { skip: field.type !== 'PERSON' });
  const [value, setValue] = useState(edited.value);
  const [error, setError] = useState<string | null>(null);
  const save = async (change: FieldValueChange) => {
    try {
      setValue(
        (await saveFieldValue(target, edited.objectId, field.id, change, refetchQueries)) ?? undefined,
      );
      setError(null);
      if (!(field.type === 'SELECT' && field.maxSelectable > 1)) onClose();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  return (
    <Popover
      open
      anchorReference="anchorPosition"
      anchorPosition={edited.at}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': fieldStrings.editValueTitle(field.label, edited.itemTitle),
          sx: { p: 2, width: 320, maxWidth: 'calc(100vw - 32px)' },
        },
      }}
    >
      <FieldValueEditor
        field={field}
        value={value}
        members={members.data?.members ?? []}
        editable
        autoFocus
        error={error}
        onSave={(change) => void save(change)}
      />
    </Popover>
  );
}
