import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { Role } from '../../auth/types/Viewer';
import { settingsStrings } from '../strings';

const ROLES: Role[] = ['MANAGER', 'CONTRIBUTOR', 'VIEWER'];

/** A compact role picker. */
export function RoleSelect({
  value,
  onChange,
  disabled,
  label,
}: {
  value: Role;
  onChange: (role: Role) => void;
  disabled?: boolean;
  label: string;
}) {
  return (
    <Select
      size="small"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as Role)}
      onKeyDown={(event) => event.stopPropagation()}
      inputProps={{ 'aria-label': label }}
      sx={{ minWidth: 150, '& .MuiSelect-select': { py: 0.75 } }}
    >
      {ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {settingsStrings.roles[role]}
        </MenuItem>
      ))}
    </Select>
  );
}
