import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SegmentFieldsFragment } from '../../../gql/graphql';
import { segmentStrings } from '../strings';

/**
 * Which people the people page lists: everyone, or the people of one segment (each offered with how
 * many people it holds). A chosen id not among `segments` (not loaded yet) shows as "All people".
 */
export function SegmentPicker({
  segments,
  value,
  onChange,
}: {
  segments: readonly SegmentFieldsFragment[];
  value: string | null;
  onChange: (segmentId: string | null) => void;
}) {
  const known = value !== null && segments.some((segment) => segment.id === value);
  return (
    <TextField
      select
      size="small"
      id="people-segment"
      label={segmentStrings.pickerLabel}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value || null)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: { xs: '100%', sm: 280 }, maxWidth: { sm: 420 } }}
    >
      <MenuItem value="">{segmentStrings.allPeople}</MenuItem>
      {segments.map((segment) => (
        <MenuItem key={segment.id} value={segment.id} sx={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
          {segmentStrings.option(segment.title, segment.personCount)}
        </MenuItem>
      ))}
    </TextField>
  );
}
