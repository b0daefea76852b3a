import CloseIcon from '@mui/icons-material/Close';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { filterStrings as strings } from '../strings';
import type { FilterOperator, FilterRow, FilterRowField } from '../types/FilterForm';
import type { FilterCustomField, FilterOptions } from '../types/FilterOptions';
import { changeRowField, changeRowOperator } from '../utils/changeRow';
import type { RowProblem } from '../utils/compileFilter';
import {
  CUSTOM_FIELD_ROW_KINDS,
  type CustomFieldRowKind,
  FILTER_FIELDS,
  customFieldKey,
  fieldDef,
  fieldsForRowKind,
  isCustomFieldKey,
} from '../utils/filterFields';
import { DateRangeValueInput, DateValueInput } from './DateValueInput';
import { IdsValueInput } from './IdsValueInput';

/** One row of the filter form: field, condition (the field's operators) and its value. */
export function FilterRowEditor({
  row,
  index,
  lead,
  options,
  problem,
  autoFocus,
  onChange,
  onRemove,
}: {
  row: FilterRow;
  /** 1-based, for labels a screen reader tells apart. */
  index: number;
  /** "Where", "And" or "Or" before the row. */
  lead: string;
  options: FilterOptions;
  problem: RowProblem | null;
  autoFocus: boolean;
  onChange: (row: FilterRow) => void;
  onRemove: () => void;
}) {
  const fields = options.customFields;
  const def = fieldDef(row.field, fields);
  const values = row.values;
  // A row on a field that is gone (or not loaded yet) keeps its key selectable, so it can be seen.
  const missingField = isCustomFieldKey(row.field) && !def;
  return (
    <Stack component="li" spacing={0.5} data-testid="filter-row" sx={{ listStyle: 'none' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Stack sx={{ width: 56, color: 'text.secondary', typography: 'body2', fontWeight: 600 }}>
          {lead}
        </Stack>
        <TextField
          select
          size="small"
          id={`filter-${row.id}-field`}
          label={strings.fieldLabel(index)}
          value={row.field ?? ''}
          autoFocus={autoFocus}
          onChange={(event) => onChange(changeRowField(row, event.target.value as FilterRowField, fields))}
          sx={{ minWidth: 170 }}
        >
          {FILTER_FIELDS.map((field) => (
            <MenuItem key={field.key} value={field.key}>
              {strings.fields[field.key as keyof typeof strings.fields]}
            </MenuItem>
          ))}
          {CUSTOM_FIELD_ROW_KINDS.flatMap((kind) => {
            const ofKind = fieldsForRowKind(kind, fields);
            if (ofKind.length === 0) return [];
            return [
              <ListSubheader key={`${kind}-heading`}>
                {kind === 'field' ? strings.customFieldsHeading : strings.rowKindHeadings[kind]}
              </ListSubheader>,
              ...ofKind.map((field) => (
                <MenuItem key={`${kind}:${field.id}`} value={customFieldKey(kind, field)}>
                  {customFieldName(kind, field, ofKind)}
                </MenuItem>
              )),
            ];
          })}
          {missingField && row.field ? <MenuItem value={row.field}>{strings.deletedField}</MenuItem> : null}
        </TextField>
        {def ? (
          <TextField
            select
            size="small"
            id={`filter-${row.id}-operator`}
            label={strings.operatorLabel(index)}
            value={row.operator ?? ''}
            onChange={(event) =>
              onChange(changeRowOperator(row, event.target.value as FilterOperator, fields))
            }
            sx={{ minWidth: 160 }}
          >
            {def.operators.map((operator) => (
              <MenuItem key={operator} value={operator}>
                {strings.operators[operator]}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {def && values?.kind === 'ids' ? (
          <IdsValueInput
            operand={def.operand}
            customField={def.customField ?? null}
            ids={values.ids}
            options={options}
            label={strings.valueLabel(index)}
            onChange={(ids) => onChange({ ...row, values: { kind: 'ids', ids } })}
          />
        ) : null}
        {values?.kind === 'boolean' ? (
          <TextField
            select
            size="small"
            id={`filter-${row.id}-value`}
            label={strings.valueLabel(index)}
            value={values.value === null ? '' : String(values.value)}
            onChange={(event) =>
              onChange({ ...row, values: { kind: 'boolean', value: event.target.value === 'true' } })
            }
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="true">{strings.yes}</MenuItem>
            <MenuItem value="false">{strings.no}</MenuItem>
          </TextField>
        ) : null}
        {values?.kind === 'text' || values?.kind === 'number' ? (
          <TextField
            size="small"
            id={`filter-${row.id}-value`}
            label={strings.valueLabel(index)}
            value={values.value}
            placeholder={values.kind === 'number' ? strings.numberPlaceholder : strings.textPlaceholder}
            onChange={(event) =>
              onChange({ ...row, values: { kind: values.kind, value: event.target.value } })
            }
            slotProps={{
              htmlInput:
                values.kind === 'number' ? { inputMode: 'decimal', maxLength: 40 } : { maxLength: 10299 },
            }}
            sx={{ minWidth: 150, flex: '1 1 160px', maxWidth: 320 }}
          />
        ) : null}
        {values?.kind === 'date' ? (
          <DateValueInput
            id={`filter-${row.id}`}
            value={values}
            index={index}
            onChange={(next) => onChange({ ...row, values: next })}
          />
        ) : null}
        {values?.kind === 'range' ? (
          <DateRangeValueInput
            id={`filter-${row.id}`}
            value={values}
            index={index}
            onChange={(next) => onChange({ ...row, values: next })}
          />
        ) : null}
        <IconButton aria-label={strings.removeRow(index)} onClick={onRemove} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      {problem ? (
        <FormHelperText error sx={{ pl: 8 }} data-testid="filter-row-problem">
          {strings.problems[problem]}
        </FormHelperText>
      ) : null}
    </Stack>
  );
}

/**
 * A custom field's name in the menu: "Person field: …" and "Note field: …" for the rows that read
 * people's or the note's fields; an object's own field by its label, with notes or insights when
 * another of its section has the same.
 */
function customFieldName(
  kind: CustomFieldRowKind,
  field: FilterCustomField,
  section: readonly FilterCustomField[],
): string {
  if (kind === 'personField') return strings.personFieldLabel(field.label);
  if (kind === 'noteField') return strings.noteFieldLabel(field.label);
  const twin = section.some(
    (other) => other.id !== field.id && other.label.toLowerCase() === field.label.toLowerCase(),
  );
  return strings.customFieldLabel(field.label, twin ? (strings.targets[field.target] ?? null) : null);
}
