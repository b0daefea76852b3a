import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { SetCustomFieldValueInput } from '../../../gql/graphql';
import { fieldStrings } from '../strings';
import type { CustomField, CustomFieldValue } from '../types/CustomField';
import { fromDateTimeInput, toDateTimeInput } from '../utils/dateTimeInput';
import { formatNumberValue } from '../utils/formatNumberValue';
import { npsBucket } from '../utils/npsBucket';
import { NpsBucketChip } from './NpsBucketChip';

/** What an editor hands over to be saved: a value, or null to clear the field. */
export type FieldValueChange = Pick<SetCustomFieldValueInput, 'text' | 'boolean' | 'optionIds'> | null;

const TEXT_INPUT_TYPES = { EMAIL: 'email', PHONE: 'tel', URL: 'url', NUMBER: 'text', TEXT: 'text' } as const;

/**
 * One field's control, by type: text-like fields save when left (blur or Enter), choices save as
 * soon as they change. `error` is the server's message for the last save, shown under the control.
 */
export function FieldValueEditor({
  field,
  value,
  members,
  editable,
  error,
  onSave,
  autoFocus = false,
}: {
  field: CustomField;
  value: CustomFieldValue | undefined;
  members: { id: string; name: string }[];
  editable: boolean;
  error: string | null;
  onSave: (change: FieldValueChange) => void;
  /** Shown alone to change one value (a table cell): the control takes the focus, its choices open. */
  autoFocus?: boolean;
}) {
  const id = `field-${field.id}`;
  const common = {
    id,
    fullWidth: true,
    size: 'small' as const,
    label: field.label,
    disabled: !editable,
    error: error !== null,
    helperText: error ?? undefined,
    autoFocus,
  };

  switch (field.type) {
    case 'BOOLEAN':
    case 'PERSON':
    case 'NPS': {
      const current =
        field.type === 'BOOLEAN'
          ? value?.boolean == null
            ? ''
            : String(value.boolean)
          : (value?.text ?? '');
      const choices =
        field.type === 'BOOLEAN'
          ? [
              { value: 'true', label: fieldStrings.yes },
              { value: 'false', label: fieldStrings.no },
            ]
          : field.type === 'PERSON'
            ? members.map((m) => ({ value: m.id, label: m.name }))
            : Array.from({ length: 11 }, (_, n) => ({
                value: String(n),
                label: `${n} · ${fieldStrings.npsBuckets[npsBucket(n)]}`,
              }));
      return (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <TextField
            {...common}
            select
            value={current}
            slotProps={{
              select: {
                displayEmpty: true,
                defaultOpen: autoFocus,
                // An NPS shows its score; the coloured bucket chip beside it says the rest.
                ...(field.type === 'NPS' && {
                  renderValue: (selected: unknown) =>
                    selected === '' ? <em>{fieldStrings.notSet}</em> : String(selected),
                }),
              },
              inputLabel: { shrink: true },
            }}
            onChange={(event) => {
              const next = event.target.value;
              if (next === '') onSave(null);
              else if (field.type === 'BOOLEAN') onSave({ boolean: next === 'true' });
              else onSave({ text: next });
            }}
          >
            <MenuItem value="">
              <em>{fieldStrings.notSet}</em>
            </MenuItem>
            {choices.map((c) => (
              <MenuItem key={c.value} value={c.value}>
                {c.label}
              </MenuItem>
            ))}
          </TextField>
          {field.type === 'NPS' && value?.number != null ? <NpsBucketChip score={value.number} /> : null}
        </Stack>
      );
    }
    case 'SELECT': {
      const chosen = field.options.filter((o) => value?.optionIds?.includes(o.id));
      const single = field.maxSelectable === 1;
      return (
        <Autocomplete
          multiple
          id={id}
          size="small"
          options={field.options}
          value={chosen}
          disabled={!editable}
          openOnFocus={autoFocus}
          autoHighlight={autoFocus}
          disableCloseOnSelect={autoFocus && !single}
          getOptionLabel={(o) => o.label}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          getOptionDisabled={(o) =>
            !chosen.some((c) => c.id === o.id) && chosen.length >= field.maxSelectable && !single
          }
          onChange={(_event, next) => {
            // A single-choice field swaps its option rather than refusing the second one.
            const ids = (single ? next.slice(-1) : next).map((o) => o.id);
            onSave(ids.length === 0 ? null : { optionIds: ids });
          }}
          renderValue={(selected, getItemProps) =>
            selected.map((o, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return (
                <Chip
                  key={key}
                  {...itemProps}
                  size="small"
                  label={o.label}
                  sx={{ bgcolor: o.color, color: 'rgba(0,0,0,0.87)' }}
                />
              );
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus={autoFocus}
              label={field.label}
              placeholder={chosen.length === 0 ? fieldStrings.chooseOptions : undefined}
              error={error !== null}
              helperText={error ?? undefined}
            />
          )}
        />
      );
    }
    case 'DATETIME':
      return (
        <DraftField
          {...common}
          type="datetime-local"
          saved={toDateTimeInput(value?.date ?? value?.text)}
          toChange={(draft) => {
            const iso = fromDateTimeInput(draft);
            return iso === null ? null : { text: iso };
          }}
          onSave={onSave}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    default: {
      const formatted =
        field.type === 'NUMBER' && value?.number != null
          ? formatNumberValue(value.number, field.numberFormat ?? null, field.currencySymbol ?? null)
          : null;
      return (
        <DraftField
          {...common}
          type={TEXT_INPUT_TYPES[field.type]}
          multiline={field.type === 'TEXT'}
          saved={value?.text ?? ''}
          toChange={(draft) => (draft.trim() === '' ? null : { text: draft })}
          onSave={onSave}
          helperText={error ?? (formatted && formatted !== value?.text ? formatted : undefined)}
          slotProps={{ htmlInput: { inputMode: field.type === 'NUMBER' ? 'decimal' : undefined } }}
        />
      );
    }
  }
}

/** A text input holding a draft that is saved when the person leaves it (or presses Enter on one line). */
function DraftField({
  saved,
  toChange,
  onSave,
  multiline,
  ...props
}: Omit<React.ComponentProps<typeof TextField>, 'value' | 'onChange' | 'onBlur'> & {
  saved: string;
  toChange: (draft: string) => FieldValueChange;
  onSave: (change: FieldValueChange) => void;
}) {
  const [draft, setDraft] = useState(saved);
  // A value saved elsewhere (or normalised by the server) replaces the draft.
  useEffect(() => setDraft(saved), [saved]);
  const commit = () => {
    if (draft !== saved) onSave(toChange(draft));
  };
  return (
    <TextField
      {...props}
      multiline={multiline}
      maxRows={multiline ? 8 : undefined}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !multiline) {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}
