import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CustomFieldFieldsFragment } from '../../../gql/graphql';
import { projectViewStrings as strings } from '../strings';
import type { ViewFieldFilter } from '../types/ViewState';
import { type FieldFilterDraft, conditionsFor, toDraft, toFieldFilter } from '../utils/fieldFilterDraft';

let nextKey = 0;
const newKey = () => `field-filter-${(nextKey += 1)}`;

/**
 * Filters on custom field values (spec 000 §3 custom-field filter entries), beside the filter
 * form: a row is saved with the view once it is complete; an unfinished one stays on screen only.
 */
export function ViewFieldFilters({
  filters,
  fields,
  editable,
  onChange,
}: {
  filters: ViewFieldFilter[];
  fields: CustomFieldFieldsFragment[];
  editable: boolean;
  onChange: (filters: ViewFieldFilter[]) => void;
}) {
  const [drafts, setDrafts] = useState<FieldFilterDraft[]>(() =>
    filters.map((f) => toDraft(f, fields, newKey())),
  );
  const update = (next: FieldFilterDraft[]) => {
    setDrafts(next);
    const complete = next.flatMap((d) => {
      const filter = toFieldFilter(d, fields);
      return filter ? [filter] : [];
    });
    if (JSON.stringify(complete) !== JSON.stringify(filters)) onChange(complete);
  };
  const setDraft = (key: string, change: Partial<FieldFilterDraft>) =>
    update(drafts.map((d) => (d.key === key ? { ...d, ...change } : d)));

  if (fields.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {strings.noCustomFields}
      </Typography>
    );
  }
  return (
    <Stack spacing={1} component="section" aria-label={strings.fieldFiltersHeading}>
      <Typography variant="subtitle2" component="h3">
        {strings.fieldFiltersHeading}
      </Typography>
      {drafts.map((draft, index) => {
        const field = fields.find((f) => f.id === draft.fieldId);
        const conditions = conditionsFor(field);
        return (
          <Stack
            key={draft.key}
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            <TextField
              select
              size="small"
              label={strings.fieldFilterField}
              value={draft.fieldId ?? ''}
              disabled={!editable}
              sx={{ minWidth: 160 }}
              onChange={(event) => {
                const next = fields.find((f) => f.id === event.target.value);
                setDraft(draft.key, {
                  fieldId: next?.id ?? null,
                  condition: conditionsFor(next)[0] ?? null,
                  text: '',
                  optionIds: [],
                });
              }}
            >
              {fields.map((f) => (
                <MenuItem key={f.id} value={f.id}>
                  {f.label}
                </MenuItem>
              ))}
            </TextField>
            {field ? (
              <TextField
                select
                size="small"
                label={strings.fieldFilterCondition}
                value={draft.condition ?? ''}
                disabled={!editable}
                sx={{ minWidth: 120 }}
                onChange={(event) =>
                  setDraft(draft.key, { condition: conditions.find((c) => c === event.target.value) ?? null })
                }
              >
                {conditions.map((c) => (
                  <MenuItem key={c} value={c}>
                    {strings.fieldOperators[c]}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            {field?.type === 'SELECT' ? (
              <TextField
                select
                size="small"
                label={strings.fieldFilterValue}
                value={draft.optionIds}
                disabled={!editable}
                sx={{ minWidth: 160 }}
                slotProps={{ select: { multiple: true } }}
                onChange={(event) => {
                  const value: unknown = event.target.value;
                  setDraft(draft.key, { optionIds: Array.isArray(value) ? value.map(String) : [] });
                }}
              >
                {field.options.map((o) => (
                  <MenuItem key={o.id} value={o.id}>
                    {o.label}
                  </MenuItem>
                ))}
              </TextField>
            ) : field?.type === 'BOOLEAN' ? (
              <TextField
                select
                size="small"
                label={strings.fieldFilterValue}
                value={draft.text}
                disabled={!editable}
                sx={{ minWidth: 100 }}
                onChange={(event) => setDraft(draft.key, { text: event.target.value })}
              >
                <MenuItem value="true">{strings.yes}</MenuItem>
                <MenuItem value="false">{strings.no}</MenuItem>
              </TextField>
            ) : field ? (
              <TextField
                size="small"
                label={strings.fieldFilterValue}
                value={draft.text}
                disabled={!editable}
                type={
                  field.type === 'DATETIME'
                    ? 'date'
                    : field.type === 'NUMBER' || field.type === 'NPS'
                      ? 'number'
                      : 'text'
                }
                slotProps={{ inputLabel: { shrink: true } }}
                onChange={(event) => setDraft(draft.key, { text: event.target.value })}
              />
            ) : null}
            {editable ? (
              <IconButton
                aria-label={strings.removeFieldFilter(index + 1)}
                onClick={() => update(drafts.filter((d) => d.key !== draft.key))}
              >
                <CloseIcon />
              </IconButton>
            ) : null}
          </Stack>
        );
      })}
      {editable ? (
        <Button
          size="small"
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() =>
            setDrafts([...drafts, { key: newKey(), fieldId: null, condition: null, text: '', optionIds: [] }])
          }
        >
          {strings.addFieldFilter}
        </Button>
      ) : null}
    </Stack>
  );
}
