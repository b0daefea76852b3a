import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AuditAction, AuditObjectType } from '../../../gql/graphql';
import { auditLogStrings } from '../strings';
import { type AuditLogFilterForm, EMPTY_FILTER } from '../utils/auditLogFilter';

const ACTIONS = Object.keys(auditLogStrings.actions) as AuditAction[];
const OBJECT_TYPES = Object.keys(auditLogStrings.objectTypes) as AuditObjectType[];

/** Actor, action, object type and a date range; each change asks the server again. */
export function AuditLogFilters({
  value,
  actors,
  onChange,
}: {
  value: AuditLogFilterForm;
  actors: { id: string; name: string; email: string }[];
  onChange: (value: AuditLogFilterForm) => void;
}) {
  const set = (patch: Partial<AuditLogFilterForm>) => onChange({ ...value, ...patch });
  return (
    <Stack
      component="form"
      aria-label={auditLogStrings.filters}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField
        select
        size="small"
        label={auditLogStrings.actor}
        value={value.actorId}
        onChange={(event) => set({ actorId: event.target.value })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{auditLogStrings.anyActor}</MenuItem>
        {actors.map((actor) => (
          <MenuItem key={actor.id} value={actor.id}>
            {actor.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={auditLogStrings.action}
        value={value.action}
        onChange={(event) => set({ action: event.target.value as AuditAction | '' })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{auditLogStrings.anyAction}</MenuItem>
        {ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {auditLogStrings.actions[action]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={auditLogStrings.objectType}
        value={value.objectType}
        onChange={(event) => set({ objectType: event.target.value as AuditObjectType | '' })}
        sx={{ minWidth: 170 }}
      >
        <MenuItem value="">{auditLogStrings.anyObjectType}</MenuItem>
        {OBJECT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {auditLogStrings.objectTypes[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label={auditLogStrings.from}
        value={value.fromDay}
        onChange={(event) => set({ fromDay: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.toDay || undefined } }}
      />
      <TextField
        size="small"
        type="date"
        label={auditLogStrings.to}
        value={value.toDay}
        onChange={(event) => set({ toDay: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.fromDay || undefined } }}
      />
      <Button onClick={() => onChange(EMPTY_FILTER)}>{auditLogStrings.clearFilters}</Button>
    </Stack>
  );
}
