import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import type { CustomFieldFieldsFragment, ViewObjectType } from '../../../gql/graphql';
import { projectViewStrings as strings } from '../strings';
import type { MemberOption } from '../../search/hooks/useSearchFilterOptions';
import type { ViewGroup } from '../types/ViewState';
import { PersonColumnsPicker } from './PersonColumnsPicker';

const NONE = 'none';

/** The group's key in the select: a field id, PUBLISHED or TAG. */
function keyOf(group: ViewGroup | null | undefined): string {
  if (!group) return NONE;
  return group.type === 'SELECT' || group.type === 'PERSON' ? group.id : group.type;
}

/**
 * Group by a SELECT field (with hidden options and the uncategorised column), a PERSON field (with
 * the members shown as columns), published (insights) or tag (spec 000 §3 group).
 */
export function ViewGroupControl({
  group,
  fields,
  objectType,
  members,
  readOnly = false,
  disabled,
  onChange,
}: {
  group: ViewGroup | null | undefined;
  fields: CustomFieldFieldsFragment[];
  objectType: ViewObjectType;
  /** The workspace's members, for the columns of a PERSON group. */
  members: MemberOption[];
  /** A viewer's: what the board groups by shows, the column picker does not. */
  readOnly?: boolean;
  disabled: boolean;
  onChange: (group: ViewGroup | null) => void;
}) {
  const groupable = fields.filter((f) => f.type === 'SELECT' || f.type === 'PERSON');
  const choose = (key: string) => {
    if (key === NONE) return onChange(null);
    if (key === 'PUBLISHED' || key === 'TAG') return onChange({ type: key });
    const field = groupable.find((f) => f.id === key);
    if (!field) return onChange(null);
    onChange(
      field.type === 'SELECT'
        ? { type: 'SELECT', id: field.id, hiddenOptions: [], hideUncategorized: false }
        : { type: 'PERSON', id: field.id, options: [] },
    );
  };
  const selectField = group?.type === 'SELECT' ? groupable.find((f) => f.id === group.id) : undefined;

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <FormControl size="small" sx={{ minWidth: 160 }} disabled={disabled}>
        <InputLabel id="view-group-label">{strings.groupLabel}</InputLabel>
        <Select
          labelId="view-group-label"
          label={strings.groupLabel}
          value={keyOf(group)}
          onChange={(event) => choose(event.target.value)}
        >
          <MenuItem value={NONE}>{strings.groupNone}</MenuItem>
          {groupable.map((field) => (
            <MenuItem key={field.id} value={field.id}>
              {field.label}
            </MenuItem>
          ))}
          {objectType === 'INSIGHT' ? <MenuItem value="PUBLISHED">{strings.groupPublished}</MenuItem> : null}
          {objectType !== 'INSIGHT' ? <MenuItem value="TAG">{strings.groupTag}</MenuItem> : null}
        </Select>
      </FormControl>
      {group?.type === 'SELECT' && selectField ? (
        <>
          {/* Wide enough for its label and the arrow; the chosen columns' names cut with an ellipsis. */}
          <FormControl size="small" sx={{ minWidth: 190, maxWidth: 280 }} disabled={disabled}>
            <InputLabel id="view-hidden-label">{strings.hiddenOptionsLabel}</InputLabel>
            <Select
              labelId="view-hidden-label"
              label={strings.hiddenOptionsLabel}
              multiple
              value={group.hiddenOptions}
              renderValue={(ids) =>
                selectField.options
                  .filter((o) => ids.includes(o.id))
                  .map((o) => o.label)
                  .join(', ')
              }
              onChange={(event) => {
                const value = event.target.value;
                onChange({ ...group, hiddenOptions: typeof value === 'string' ? value.split(',') : value });
              }}
            >
              {selectField.options.map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  <Checkbox checked={group.hiddenOptions.includes(option.id)} />
                  <ListItemText primary={option.label} />
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControlLabel
            disabled={disabled}
            control={
              <Checkbox
                checked={group.hideUncategorized}
                onChange={(event) => onChange({ ...group, hideUncategorized: event.target.checked })}
              />
            }
            label={strings.hideUncategorized}
          />
        </>
      ) : null}
      {group?.type === 'PERSON' && !readOnly ? (
        <PersonColumnsPicker
          memberIds={group.options}
          members={members}
          disabled={disabled}
          onChange={(options) => onChange({ ...group, options })}
        />
      ) : null}
    </Stack>
  );
}
