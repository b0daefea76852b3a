import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TagChip } from '../../common/components/TagChip';
import { filterStrings as strings } from '../strings';
import { AI_USER, CURRENT_USER } from '../types/FilterForm';
import type { FilterCustomField, FilterOptions } from '../types/FilterOptions';
import type { OperandKind } from '../utils/filterFields';

interface Choice {
  id: string;
  label: string;
  color?: string;
  detail?: string | null;
}

/** The choices of a multi-select operand; an id no choice has (deleted since) keeps a plain label. */
function choicesOf(
  operand: OperandKind,
  options: FilterOptions,
  customField: FilterCustomField | null,
): Choice[] {
  switch (operand) {
    case 'people':
      return options.people.map((person) => ({
        id: person.id,
        label: person.name || person.email || strings.unnamedPerson,
        detail: person.email,
      }));
    case 'segments':
      return options.segments.map((segment) => ({
        id: segment.id,
        label: segment.title,
        detail: strings.segmentPeople(segment.personCount),
      }));
    case 'channels':
      return options.channels.map((channel) => ({ id: channel.id, label: channel.title }));
    case 'themes':
      return options.themes.map((theme) => ({
        id: theme.id,
        label: theme.title,
        detail: theme.channelTitle,
      }));
    case 'datasets':
      return options.datasets.map((dataset) => ({
        id: dataset.id,
        label: dataset.title,
        detail: dataset.channelTitle,
      }));
    case 'fieldOptions':
      return (customField?.options ?? []).map((option) => ({
        id: option.id,
        label: option.label,
        color: option.color,
      }));
    case 'fieldMembers':
      return [
        { id: CURRENT_USER, label: strings.currentUser },
        ...options.members.map((member) => ({
          id: member.id,
          label: member.name || member.email,
          detail: member.email,
        })),
      ];
    case 'types':
      return options.types.map((type) => ({ id: type, label: strings.types[type] ?? type }));
    case 'projects':
      return options.projects;
    case 'folders':
      return options.folders;
    case 'tags':
      return options.tags.map((tag) => ({
        id: tag.id,
        label: tag.title,
        color: tag.color,
        detail: tag.projectTitle,
      }));
    case 'users':
      return [
        { id: CURRENT_USER, label: strings.currentUser },
        { id: AI_USER, label: strings.aiUser },
        ...options.members.map((member) => ({
          id: member.id,
          label: member.name || member.email,
          detail: member.email,
        })),
      ];
    default:
      return [];
  }
}

/** A multi-select of ids (types, projects, folders, tags, members, people, segments, options) for one filter row. */
export function IdsValueInput({
  operand,
  customField,
  ids,
  options,
  label,
  onChange,
}: {
  operand: OperandKind;
  /** A custom field's row: the field (its options). */
  customField: FilterCustomField | null;
  ids: string[];
  options: FilterOptions;
  label: string;
  onChange: (ids: string[]) => void;
}) {
  const choices = choicesOf(operand, options, customField);
  const value = ids.map((id) => choices.find((choice) => choice.id === id) ?? { id, label: id });
  return (
    <Autocomplete
      multiple
      size="small"
      options={choices}
      value={value}
      onChange={(_event, picked) => onChange(picked.map((choice) => choice.id))}
      getOptionLabel={(choice) => choice.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      limitTags={2}
      renderOption={({ key, ...props }, choice) => (
        <li key={key} {...props}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            {choice.color ? (
              <TagChip title={choice.label} color={choice.color} />
            ) : (
              <span>{choice.label}</span>
            )}
            {choice.detail ? (
              <Typography variant="caption" color="text.secondary" noWrap>
                {choice.detail}
              </Typography>
            ) : null}
          </Stack>
        </li>
      )}
      renderValue={(picked, getItemProps) =>
        picked.map((choice, index) => {
          const { key, onDelete } = getItemProps({ index });
          return choice.color ? (
            <TagChip
              key={key}
              title={choice.label}
              color={choice.color}
              onDelete={() => onDelete(null)}
              deleteLabel={`Remove ${choice.label}`}
            />
          ) : (
            <Chip key={key} size="small" label={choice.label} onDelete={onDelete} />
          );
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={ids.length ? undefined : strings.choose} />
      )}
      sx={{ minWidth: 220, flex: '1 1 240px', maxWidth: 420 }}
    />
  );
}
