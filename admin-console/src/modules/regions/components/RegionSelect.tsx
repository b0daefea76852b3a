import { MenuItem, TextField } from '@mui/material';
import { regionStrings } from '../strings';
import type { RegionInfo } from '../types/regionInfo';
import { regionLabel } from '../utils/regionLabel';

interface RegionSelectProps {
  value: string;
  onChange: (region: string) => void;
  regions: readonly RegionInfo[];
  disabled?: boolean;
  loading?: boolean;
  id: string;
}

/** A region picker listing each served region with its location and cloud region. */
export function RegionSelect({ value, onChange, regions, disabled, loading, id }: RegionSelectProps) {
  // Keep a value that is not served any more visible instead of showing an empty select.
  const codes = regions.map((r) => r.region);
  if (value && !codes.includes(value)) codes.push(value);
  return (
    <TextField
      select
      id={id}
      label={regionStrings.selectLabel}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled || loading}
      helperText={loading ? regionStrings.loading : undefined}
      fullWidth
    >
      {codes.map((code) => (
        <MenuItem key={code} value={code}>
          {regionLabel(code, regions)}
        </MenuItem>
      ))}
    </TextField>
  );
}
