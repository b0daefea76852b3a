import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { CustomFieldValueFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../common/utils/formatDate';
import type { CustomField } from '../../custom-fields/types/CustomField';
import { EDITABLE_CELL_SX, EditValueButton } from '../../custom-fields/components/EditValueButton';
import { NpsBucketChip } from '../../custom-fields/components/NpsBucketChip';
import { formatNumberValue } from '../../custom-fields/utils/formatNumberValue';
import { peopleStrings } from '../strings';

/** A row of the people grid as far as its field columns care: the person's field values. */
interface WithFieldValues {
  fieldValues: readonly CustomFieldValueFieldsFragment[];
}

/** A people field column's key in the grid. */
export const fieldColumnKey = (fieldId: string) => `field:${fieldId}`;

/**
 * One column per people field (the workspace's PERSON fields), shown as the field's type shows it,
 * with a pencil to edit the value in place when `onEdit` is given. The server sorts and filters the
 * built-in columns only, so these do neither.
 */
export function personFieldColumns<Row extends WithFieldValues>(
  fields: readonly CustomField[],
  onEdit?: (row: Row, field: CustomField, cell: Element | null) => void,
): GridColDef<Row>[] {
  return fields.map((field) => ({
    field: fieldColumnKey(field.id),
    headerName: field.label,
    minWidth: 140,
    flex: 0.8,
    ...(field.type === 'NUMBER' ? { align: 'right' as const, headerAlign: 'right' as const } : {}),
    sortable: false,
    filterable: false,
    valueGetter: (_value: unknown, row: Row) =>
      row.fieldValues.find((v) => v.fieldId === field.id)?.text ?? '',
    renderCell: ({ row }) =>
      onEdit ? (
        <Box sx={{ ...EDITABLE_CELL_SX, justifyContent: field.type === 'NUMBER' ? 'flex-end' : undefined }}>
          <Box sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{shown(field, row)}</Box>
          <EditValueButton
            label={field.label}
            side={field.type === 'NUMBER' ? 'left' : 'right'}
            onEdit={(cell) => onEdit(row, field, cell)}
          />
        </Box>
      ) : (
        shown(field, row)
      ),
  }));
}

/** A person's value of a field as its type shows it (nothing when unset). */
function shown(field: CustomField, row: WithFieldValues) {
  const value = row.fieldValues.find((v) => v.fieldId === field.id);
  if (!value) return null;
  if (field.type === 'SELECT') {
    const chosen = field.options.filter((o) => value.optionIds?.includes(o.id));
    return (
      <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', height: '100%', overflow: 'hidden' }}>
        {chosen.map((o) => (
          <Chip
            key={o.id}
            label={o.label}
            size="small"
            sx={{ bgcolor: o.color, color: (theme) => theme.palette.getContrastText(o.color) }}
          />
        ))}
      </Stack>
    );
  }
  if (field.type === 'NPS' && value.number !== null)
    return (
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', height: '100%' }}>
        <span>{value.number}</span>
        <NpsBucketChip score={value.number} />
      </Stack>
    );
  if (field.type === 'NUMBER' && value.number !== null)
    return formatNumberValue(value.number, field.numberFormat ?? null, field.currencySymbol ?? null);
  if (field.type === 'BOOLEAN') return value.boolean ? peopleStrings.yes : peopleStrings.no;
  if (field.type === 'DATETIME' && value.date) return formatDate(value.date);
  return value.text;
}
